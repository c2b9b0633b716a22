import { createDefaults } from '@pasteleria/shared/entities';
import type { Resource, Row, RowInput } from '../resources';
import { NO_REF } from '../fields/declared-field';

/** Form name of the newly chosen picture (a data-URL), apart from the stored file name. */
export const NEW_IMAGE = 'nuevaImagen';

export type FormAction = 'create' | 'edit';

/** The fields a form shows: every declared one but the counters the server keeps (visits). */
export function formFields(resource: Resource) {
  return Object.entries(resource.declaration.fields).filter(([, field]) => !(field.kind === 'int' && field.counter));
}

/** A form's starting values: the declared defaults on create, the row on edit. */
export function initialValues(resource: Resource, row?: Row): Record<string, unknown> {
  const source = row ?? createDefaults(resource.declaration);
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(resource.declaration.fields)) {
    const value = source[name];
    values[name] = field.kind === 'ref' ? (value ?? NO_REF) : value;
  }
  return values;
}

/**
 * What the API client gets: the declared fields, and the image only when a new file was chosen
 * (adminApi then sends it under the right name; a product's update sends `urlfoto` empty without one).
 */
export function toInput(resource: Resource, values: Record<string, unknown>): RowInput {
  const input: RowInput = {};
  for (const [name, field] of Object.entries(resource.declaration.fields)) {
    const value = values[name];
    if (value === undefined) continue;
    input[name] = field.kind === 'ref' && value === NO_REF ? null : value;
  }
  const image = resource.declaration.image;
  const chosen = values[NEW_IMAGE];
  if (image && typeof chosen === 'string' && chosen) input[image.input] = chosen;
  return input;
}

/**
 * The form field a server error belongs to: a declared field, the picture (under its input,
 * update input or stored column), or the slug's source. Undefined for anything else.
 */
export function formFieldOf(resource: Resource, serverField: string): string | undefined {
  const { fields, image, slug } = resource.declaration;
  if (image && [image.input, image.updateInput, image.column].includes(serverField)) return NEW_IMAGE;
  if (serverField in fields) return serverField;
  if (serverField === 'slug' && slug) return slug.from;
  return undefined;
}
