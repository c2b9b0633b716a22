import { useId, useRef, useState, type FormEvent } from 'react';
import {
  checkComment,
  COMMENT_LABELS,
  MAX_RATING,
  type CommentErrors,
  type CommentField,
  type CommentValues,
} from './comment-rules';
import { COMMENT_SENT, submitComment } from './submit-comment';

const EMPTY: CommentValues = { nombre: '', email: '', comentario: '', rating: 0 };
const RATINGS = Array.from({ length: MAX_RATING }, (_, i) => i + 1);

type Outcome = { ok: boolean; message: string } | null;

/**
 * The comment form: nombre and comentario required, email optional, rating 0 ('Selecciona...')
 * to 5. On success the pending message shows and every field but the rating is cleared; on a
 * failure the fields stay and a Spanish message says what went wrong.
 */
export function CommentForm() {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<CommentErrors>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const change = <K extends CommentField>(field: K, value: CommentValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstError = (found: CommentErrors) => {
    const first = (Object.keys(COMMENT_LABELS) as CommentField[]).find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = checkComment(values);
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setSending(true);
    const result = await submitComment(values);
    setSending(false);
    if (result.ok) {
      setValues((current) => ({ ...EMPTY, rating: current.rating }));
      setOutcome({ ok: true, message: COMMENT_SENT });
    } else {
      setErrors(result.fields);
      setOutcome({ ok: false, message: result.message });
      focusFirstError(result.fields);
    }
  };

  const field = (name: CommentField) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: CommentField) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    );

  return (
    <form
      ref={form}
      className="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="pub-comments-title">
        Déjanos tu comentario
      </h2>
      <div className="field">
        <label className="label" htmlFor={`${id}-nombre`}>
          Nombre
        </label>
        <input
          {...field('nombre')}
          className="input"
          autoComplete="name"
          required
          value={values.nombre}
          onChange={(e) => change('nombre', e.target.value)}
        />
        {error('nombre')}
      </div>
      <div className="field">
        <label className="label" htmlFor={`${id}-email`}>
          Correo electrónico <span className="muted">(opcional)</span>
        </label>
        <input
          {...field('email')}
          className="input"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => change('email', e.target.value)}
        />
        {error('email')}
      </div>
      <div className="field">
        <label className="label" htmlFor={`${id}-comentario`}>
          Comentario
        </label>
        <textarea
          {...field('comentario')}
          className="textarea"
          required
          value={values.comentario}
          onChange={(e) => change('comentario', e.target.value)}
        />
        {error('comentario')}
      </div>
      <div className="field">
        <label className="label" htmlFor={`${id}-rating`}>
          Calificación
        </label>
        <select
          {...field('rating')}
          className="select"
          value={values.rating}
          onChange={(e) => change('rating', Number(e.target.value))}
        >
          <option value={0}>Selecciona...</option>
          {RATINGS.map((n) => (
            <option key={n} value={n}>
              {n} {n === 1 ? 'estrella' : 'estrellas'}
            </option>
          ))}
        </select>
        {error('rating')}
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? 'Enviando...' : 'Enviar comentario'}
        </button>
      </div>
      <div aria-live="polite">
        {outcome && (
          <p className={`alert ${outcome.ok ? 'alert-success' : 'alert-error'}`} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.message}
          </p>
        )}
      </div>
    </form>
  );
}
