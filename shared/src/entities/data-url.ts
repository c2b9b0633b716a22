/**
 * True for a data-URL, i.e. a newly chosen image, as opposed to a stored file name: it starts with
 * `data:`, in any case, after any leading blanks. The API decodes what this accepts; the client
 * sends only what this accepts.
 */
export function isDataUrl(value: unknown): value is string {
  return typeof value === 'string' && value.trimStart().slice(0, 5).toLowerCase() === 'data:';
}
