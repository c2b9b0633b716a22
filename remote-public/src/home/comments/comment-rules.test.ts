import { checkComment, type CommentValues } from './comment-rules';

const valid: CommentValues = { nombre: 'Ana', email: '', comentario: 'Muy rico.', rating: 0 };

it('accepts a comment with a name and a text; the e-mail and the rating are optional', () => {
  expect(checkComment(valid)).toEqual({});
  expect(checkComment({ ...valid, email: 'ana@example.com', rating: 5 })).toEqual({});
});

it('asks for the name and the comment, in Spanish', () => {
  expect(checkComment({ ...valid, nombre: '  ', comentario: '' })).toEqual({
    nombre: 'El campo nombre es obligatorio.',
    comentario: 'El campo comentario es obligatorio.',
  });
});

it('rejects an e-mail that is not one', () => {
  for (const email of ['ana', 'ana@', 'ana@example', 'a na@example.com']) {
    expect(checkComment({ ...valid, email }).email).toBe(
      'El campo correo electrónico debe ser un correo electrónico válido.',
    );
  }
});

it('keeps the rating between 0 and 5', () => {
  expect(checkComment({ ...valid, rating: 6 }).rating).toBe('El campo calificación debe ser como máximo 5.');
  expect(checkComment({ ...valid, rating: -1 }).rating).toBeDefined();
  expect(checkComment({ ...valid, rating: 2.5 }).rating).toBeDefined();
});

it("applies the API's length bounds", () => {
  expect(checkComment({ ...valid, nombre: 'a'.repeat(101) }).nombre).toBe(
    'El campo nombre no debe superar 100 caracteres.',
  );
  expect(checkComment({ ...valid, comentario: 'a'.repeat(2001) }).comentario).toBe(
    'El campo comentario no debe superar 2,000 caracteres.',
  );
});
