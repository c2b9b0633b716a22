/** True when a failed request answered 404 (an axios error, checked by shape). */
export function isNotFound(error: unknown): boolean {
  const response = (error as { response?: { status?: number } } | null)?.response;
  return response?.status === 404;
}
