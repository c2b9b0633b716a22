import { isAxiosError } from './client';

/** True when a failed request answered 404 (the resource does not exist). */
export function isNotFound(error: unknown): boolean {
  return isAxiosError(error) && error.response?.status === 404;
}
