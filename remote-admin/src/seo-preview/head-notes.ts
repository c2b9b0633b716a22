import { htmlToText, metaDescription, pageTitle, type HeadSite, type PageHead } from '@pasteleria/shared/seo';
import type { Field } from '@pasteleria/shared/entities';
import type { Resource } from '../resources';
import type { PageValues, SeoEntry } from './page-heads';

/** Search engines show about this many characters of a title. */
const TITLE_LENGTH = 60;
export const LONG_TITLE = `Los buscadores pueden cortar títulos de más de ${TITLE_LENGTH} caracteres.`;
const SITE_NAME_ADDED = 'El nombre de la tienda se añade solo al final del título: quítalo de';
const NO_DESCRIPTION = 'los buscadores elegirán un fragmento de la página.';
const SHOP_DESCRIPTION = 'se usa una descripción general de la tienda.';
export const DESCRIPTION_CUT = 'La página da a los buscadores solo los primeros 160 caracteres de la descripción.';

// The entries name declared fields, so the label is there.
const quoted = (field: Field | undefined) => `«${field?.label ?? ''}»`;

const textOf = (page: PageValues, name: string) => htmlToText(page[name] as string | null | undefined);

/** The first declared text field of the page, but `except`, whose value gives `result`. */
function sourceOf(
  resource: Resource,
  page: PageValues,
  except: string,
  result: (value: string) => boolean,
): [string, Field] | undefined {
  for (const [name, field] of Object.entries(resource.declaration.fields)) {
    if (name === except || (field.kind !== 'text' && field.kind !== 'html')) continue;
    if (textOf(page, name) && result(page[name] as string)) return [name, field];
  }
  return undefined;
}

/**
 * What the owner should know about a head: where its title and description come from when their
 * own field is blank, and when search engines cut them. Derived from the head the server writes,
 * so it never disagrees with it.
 */
export function headNotes(
  resource: Resource,
  entry: SeoEntry,
  site: HeadSite,
  page: PageValues,
  head: PageHead,
): string[] {
  const fields = resource.declaration.fields;
  const notes: string[] = [];

  let titleSource: Field | undefined = fields[entry.titleField];
  if (!textOf(page, entry.titleField)) {
    const used = sourceOf(resource, page, entry.titleField, (value) => pageTitle(site, value) === head.title);
    notes.push(
      `${quoted(titleSource)} está en blanco: ${used ? `el título se toma de ${quoted(used[1])}.` : 'el título es solo el nombre de la tienda.'}`,
    );
    titleSource = used?.[1];
  }
  if (titleSource && head.title.split(site.name).length > 2)
    notes.push(`${SITE_NAME_ADDED} ${quoted(titleSource)} para que no se repita.`);
  const titleLength = Array.from(head.title).length;
  if (titleLength > TITLE_LENGTH) notes.push(`El título tiene ${titleLength} caracteres. ${LONG_TITLE}`);

  const descriptionField: Field | undefined = fields[entry.descriptionField];
  let usedText = textOf(page, entry.descriptionField);
  if (!usedText) {
    const used = head.description
      ? sourceOf(resource, page, entry.descriptionField, (value) => metaDescription(value) === head.description)
      : undefined;
    const from = !head.description
      ? NO_DESCRIPTION
      : used
        ? `la descripción se toma de ${quoted(used[1])}.`
        : SHOP_DESCRIPTION;
    notes.push(`${quoted(descriptionField)} está en blanco: ${from}`);
    usedText = used ? textOf(page, used[0]) : '';
  }
  if (usedText && usedText !== head.description) notes.push(DESCRIPTION_CUT);
  return notes;
}
