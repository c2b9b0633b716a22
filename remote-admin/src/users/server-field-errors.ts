/**
 * The field errors of a 422 answer (`{ errors: { field: ['mensaje', …] } }`), first message of
 * each field; null when `error` is anything else (network, 500, …).
 */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  const response = (error as { response?: { status?: number; data?: unknown } } | null)?.response;
  if (response?.status !== 422) return null;
  const errors = (response.data as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (typeof message === 'string') first[field] = message;
  }
  return first;
}
