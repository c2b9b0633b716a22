/**
 * CSV as a spreadsheet reads it (RFC 4180): UTF-8 with a BOM, so it reads the accents; lines end in
 * CRLF; a cell is quoted when it holds a comma, quote or line break, and text a spreadsheet would
 * run as a formula starts with '.
 */
const BOM = '\uFEFF';

function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as a CSV file's text. */
export function csvText(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `${BOM}${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
