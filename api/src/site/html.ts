/** Text and attribute values written into HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const SCRIPT_UNSAFE = /[<\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON written inside a `<script>` element: `<` (so no `</script>` or `<!--` can close or change
 * it), U+2028 and U+2029 escaped, in one pass; the value reads back the same with JSON.parse.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (char) => SCRIPT_ESCAPES[char] ?? char);
}
