/** Text and attribute values written into HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * JSON written inside a `<script>` element: `<` (so no `</script>` or `<!--` can close or change
 * it), U+2028 and U+2029 escaped; the value reads back the same with JSON.parse.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
