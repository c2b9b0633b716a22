/**
 * What Quill's snow theme leaves out for a keyboard and a screen reader, added once the editor is
 * built: Spanish names on every toolbar button, picker and picker option, an editing area that is
 * a named multi-line text box, the link box in Spanish and usable by keyboard, and Tab that moves
 * on to the next field instead of typing a tab character.
 */

/** Spanish names of the toolbar's buttons and pickers (Quill names them in English, or not at all). */
const TOOL_NAMES: Record<string, string> = {
  header: 'Encabezado',
  bold: 'Negrita',
  italic: 'Cursiva',
  underline: 'Subrayado',
  strike: 'Tachado',
  color: 'Color del texto',
  background: 'Color de fondo',
  'list:ordered': 'Lista numerada',
  'list:bullet': 'Lista con viñetas',
  align: 'Alineación',
  link: 'Enlace',
  image: 'Insertar imagen',
  clean: 'Quitar formato',
};

/** Quill's 35 colours (its snow palette), named as a person would say them. */
const COLOR_NAMES: Record<string, string> = {
  '#000000': 'Negro',
  '#e60000': 'Rojo',
  '#ff9900': 'Naranja',
  '#ffff00': 'Amarillo',
  '#008a00': 'Verde',
  '#0066cc': 'Azul',
  '#9933ff': 'Morado',
  '#ffffff': 'Blanco',
  '#facccc': 'Rojo muy claro',
  '#ffebcc': 'Naranja muy claro',
  '#ffffcc': 'Amarillo muy claro',
  '#cce8cc': 'Verde muy claro',
  '#cce0f5': 'Azul muy claro',
  '#ebd6ff': 'Morado muy claro',
  '#bbbbbb': 'Gris claro',
  '#f06666': 'Rojo claro',
  '#ffc266': 'Naranja claro',
  '#ffff66': 'Amarillo claro',
  '#66b966': 'Verde claro',
  '#66a3e0': 'Azul claro',
  '#c285ff': 'Morado claro',
  '#888888': 'Gris',
  '#a10000': 'Rojo oscuro',
  '#b26b00': 'Naranja oscuro',
  '#b2b200': 'Amarillo oscuro',
  '#006100': 'Verde oscuro',
  '#0047b2': 'Azul oscuro',
  '#6b24b2': 'Morado oscuro',
  '#444444': 'Gris oscuro',
  '#5c0000': 'Rojo muy oscuro',
  '#663d00': 'Naranja muy oscuro',
  '#666600': 'Amarillo muy oscuro',
  '#003700': 'Verde muy oscuro',
  '#002966': 'Azul muy oscuro',
  '#3d1466': 'Morado muy oscuro',
};

/**
 * The options of each picker by their value. The option without one is the picker's default:
 * normal text, left alignment, black text, a white background.
 */
const OPTION_NAMES: Record<string, (value: string) => string | undefined> = {
  header: (value) => (value ? `Título ${value}` : 'Normal'),
  align: (value) =>
    ({ '': 'Alinear a la izquierda', center: 'Centrar', right: 'Alinear a la derecha', justify: 'Justificar' })[value],
  color: (value) => COLOR_NAMES[value || '#000000'],
  background: (value) => COLOR_NAMES[value || '#ffffff'],
};

/** The format a toolbar control stands for: its `ql-bold`, or its picker's `ql-header`, class. */
function formatOf(element: Element | null): string | undefined {
  return Array.from(element?.classList ?? [])
    .find((c) => c.startsWith('ql-') && !['ql-picker', 'ql-color-picker', 'ql-icon-picker', 'ql-expanded'].includes(c))
    ?.slice(3);
}

function name(element: Element, text: string | undefined): void {
  if (!text) return;
  element.setAttribute('aria-label', text);
  element.setAttribute('title', text);
}

/** Names every button, picker and picker option of the toolbar. */
function nameToolbar(toolbar: HTMLElement): void {
  toolbar.querySelectorAll<HTMLButtonElement>('button').forEach((button) => {
    const format = formatOf(button);
    name(button, TOOL_NAMES[button.value ? `${format}:${button.value}` : (format ?? '')]);
  });
  toolbar.querySelectorAll('.ql-picker').forEach((picker) => {
    const format = formatOf(picker) ?? '';
    const label = picker.querySelector('.ql-picker-label');
    if (label) name(label, TOOL_NAMES[format]);
    picker.querySelectorAll('.ql-picker-item').forEach((item) => {
      name(item, OPTION_NAMES[format]?.(item.getAttribute('data-value') ?? ''));
    });
  });
  // Quill's pickers and their options are role="button" spans that answer Enter only: Space too.
  toolbar.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    if (event.key !== ' ' || !target.matches('.ql-picker-label, .ql-picker-item')) return;
    event.preventDefault();
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
}

/** The link box: Spanish placeholder and name, and its 'Editar' and 'Quitar' reachable by keyboard. */
function fixLinkBox(container: HTMLElement): void {
  const tooltip = container.querySelector('.ql-tooltip');
  const input = tooltip?.querySelector('input[type="text"]');
  if (!tooltip || !input) return;
  input.setAttribute('data-link', 'https://…');
  input.setAttribute('aria-label', 'Dirección del enlace');
  tooltip.querySelector('.ql-preview')?.setAttribute('aria-label', 'Abrir el enlace en otra pestaña');
  for (const [selector, label] of [
    ['.ql-action', 'Editar o guardar el enlace'],
    ['.ql-remove', 'Quitar el enlace'],
  ] as const) {
    const action = tooltip.querySelector<HTMLElement>(selector);
    if (!action) continue;
    action.setAttribute('role', 'button');
    action.setAttribute('tabindex', '0');
    action.setAttribute('aria-label', label);
    action.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      action.click();
    });
  }
}

export interface EditingAreaNames {
  label: string;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

/** The editing area as a named multi-line text box, with the form's error and required state. */
export function nameEditingArea(root: HTMLElement, names: EditingAreaNames): void {
  root.setAttribute('role', 'textbox');
  root.setAttribute('aria-multiline', 'true');
  root.setAttribute('aria-label', names.label);
  if (names.id) root.id = names.id;
  for (const attribute of ['aria-describedby', 'aria-invalid', 'aria-required'] as const) {
    const value = names[attribute];
    if (value === undefined || value === false) root.removeAttribute(attribute);
    else root.setAttribute(attribute, String(value));
  }
}

/** Names the toolbar and fixes the link box of a freshly built editor. */
export function makeAccessible(toolbar: HTMLElement | undefined, container: HTMLElement): void {
  // Once per editor: a remount in development finds the same elements.
  if (container.dataset.accessible) return;
  container.dataset.accessible = 'true';
  if (toolbar) nameToolbar(toolbar);
  fixLinkBox(container);
}

/**
 * Tab and Shift+Tab leave the editor, as in every other field. At the start of a list item they
 * still indent and outdent it (Quill's own bindings); Shift+Tab on an item that is not indented
 * leaves too.
 */
export const KEYBOARD_BINDINGS = {
  tab: null,
  'remove tab': null,
  outdent: {
    key: 'Tab',
    shiftKey: true,
    format: ['blockquote', 'indent', 'list'],
    handler(
      this: { quill: { format(name: string, value: string, source: 'user'): void } },
      _range: unknown,
      context: { collapsed: boolean; offset: number; format: Record<string, unknown> },
    ) {
      if ((context.collapsed && context.offset !== 0) || !context.format.indent) return true;
      this.quill.format('indent', '-1', 'user');
      return false;
    },
  },
};
