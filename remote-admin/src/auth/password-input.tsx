import { useState, type ReactNode, type Ref } from 'react';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons-svg';
import { PlainIcon } from '../components/plain-icon';

interface Props {
  ref: Ref<HTMLInputElement>;
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
  icon: ReactNode;
  onChange: () => void;
}

/** The password field of /login, with a button that shows or hides what was typed (as antd's Input.Password). */
export function PasswordInput({ ref, id, invalid, describedBy, icon, onChange }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <span className="admin-login__input" aria-invalid={invalid}>
      {icon}
      <input
        ref={ref}
        id={id}
        name="password"
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
        aria-required="true"
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      <button
        type="button"
        className="admin-login__reveal"
        aria-label="Mostrar la clave escrita"
        aria-pressed={shown}
        aria-controls={id}
        onClick={() => setShown(!shown)}
      >
        <PlainIcon icon={shown ? EyeOutlined : EyeInvisibleOutlined} />
      </button>
    </span>
  );
}
