/** What /login asks for. */
export interface LoginFields {
  email: string;
  password: string;
}

/** A Spanish message per field that is not right yet. */
export type LoginProblems = Partial<Record<keyof LoginFields, string>>;

/** An address with something before and after one @, and a dot in its domain (as antd's `type: 'email'` rule). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sign-in form's rules: both fields are needed, the first as an e-mail address. */
export function checkLogin({ email, password }: LoginFields): LoginProblems {
  const problems: LoginProblems = {};
  if (!email.trim()) problems.email = 'Ingresa tu correo electrónico.';
  else if (!EMAIL.test(email.trim())) problems.email = 'Ingresa un correo electrónico válido.';
  if (!password) problems.password = 'Ingresa tu contraseña.';
  return problems;
}
