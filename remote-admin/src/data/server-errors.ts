/** The 422 body of the API: `{ message, errors: { field: [messages] } }`. */
export interface ServerFailure {
  /** The first message of each field. */
  fields: Record<string, string>;
  /** The server's own sentence, when it gave one. */
  message?: string;
  status?: number;
}

/** What a failed call said: per-field messages (first of each list) and the overall message. */
export function readServerFailure(error: unknown): ServerFailure {
  // The shared client's errors carry the answer as axios does (`response.status`, `response.data`).
  const response = (error as { response?: { status?: number; data?: unknown } } | null)?.response;
  if (!response) return { fields: {} };
  const status = response.status;
  const body = response.data as { message?: unknown; errors?: unknown } | undefined;
  const fields: Record<string, string> = {};
  if (body && typeof body.errors === 'object' && body.errors) {
    for (const [name, list] of Object.entries(body.errors as Record<string, unknown>)) {
      const first: unknown = Array.isArray(list) ? (list as unknown[])[0] : list;
      if (typeof first === 'string') fields[name] = first;
    }
  }
  const message = body && typeof body.message === 'string' ? body.message : undefined;
  return { fields, message, status };
}

/**
 * The API's own Spanish sentence for a request it refused (a 4xx but 401, which ends the session),
 * e.g. 'Los archivos de la versión 0.2.0 ya no se conservan.'; undefined for anything else.
 */
export function refusalMessage(error: unknown): string | undefined {
  const { status, message } = readServerFailure(error);
  return status && status >= 400 && status < 500 && status !== 401 ? message : undefined;
}
