import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { LoginRejectedError, loginErrorMessage } from './login-error-message';

function httpError(status: number): AxiosError {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response = { status, data: {}, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
}

it.each([
  [401, 'Correo o contraseña incorrectos.'],
  [422, 'Correo o contraseña incorrectos.'],
  [429, 'Demasiados intentos. Espera un momento e inténtalo de nuevo.'],
  [500, 'No se pudo conectar con el servidor. Intenta de nuevo.'],
  [503, 'No se pudo conectar con el servidor. Intenta de nuevo.'],
])('status %i → %s', (status, message) => {
  expect(loginErrorMessage(httpError(status))).toBe(message);
});

it('a network error (no answer) means the server could not be reached', () => {
  expect(loginErrorMessage(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toBe(
    'No se pudo conectar con el servidor. Intenta de nuevo.',
  );
  expect(loginErrorMessage(new Error('?'))).toBe('No se pudo conectar con el servidor. Intenta de nuevo.');
});

it('a 2xx answer without a session is wrong credentials', () => {
  expect(loginErrorMessage(new LoginRejectedError())).toBe('Correo o contraseña incorrectos.');
});
