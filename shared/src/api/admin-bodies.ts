import type { WriteRules } from './admin-resource';
import { pick, slugify } from './body';
import {
  CONTENT_ENTITIES,
  isDataUrl,
  sentFields,
  type ContentEntityName,
  type EntityDeclaration,
  type Mode,
} from '../entities/index.ts';

/**
 * The bodies of the admin writes, from the entity declarations: exactly the fields the API's contract takes
 * for each call. A chunk of its own (see admin-api.ts): a visitor never downloads it.
 */
type Body = Record<string, string | number | boolean | null | undefined>;

/** The declared fields sent on `mode`; on create, absent flags and counters take their declared default. */
function fieldsFor(declaration: EntityDeclaration, input: Body, mode: Mode): Body {
  const body = pick(input, sentFields(declaration, mode));
  if (mode === 'create') {
    for (const name of sentFields(declaration, mode)) {
      const field = declaration.fields[name];
      if (!field || body[name] !== undefined) continue;
      if (field.kind === 'bool' || (field.kind === 'int' && field.counter)) body[name] = field.default;
    }
  }
  return body;
}

/** POST body: the fields, the image if one was given, and the slug where the declaration says the client sends it (`sentOnCreate`). */
function createBody(declaration: EntityDeclaration, input: Body): Body {
  const body = fieldsFor(declaration, input, 'create');
  const image = declaration.image;
  if (image && input[image.input] !== undefined) body[image.input] = input[image.input];
  const slug = declaration.slug;
  if (slug?.sentOnCreate)
    body.slug = (typeof input.slug === 'string' && input.slug) || slugify(String(input[slug.from] ?? ''));
  return body;
}

/**
 * Update body: the whole form, and the image only when a new file was chosen (an edit keeps the current one otherwise), under the
 * field the declaration names (a branch's `file`); a product sends it empty otherwise.
 */
function updateBody(declaration: EntityDeclaration, input: Body): Body {
  const body = fieldsFor(declaration, input, 'update');
  const image = declaration.image;
  if (!image) return body;
  const key = image.updateInput ?? image.input;
  const chosen = [input[key], input[image.input]].find(isDataUrl);
  if (chosen) body[key] = chosen;
  else if (image.unchanged === 'empty') body[key] = '';
  return body;
}

/** How the writes of the entity `name` are shaped and sent. */
export function writeRulesOf<Input>(name: ContentEntityName): WriteRules<Input> {
  const declaration: EntityDeclaration | undefined = CONTENT_ENTITIES.find((entity) => entity.name === name);
  if (!declaration) throw new Error(`Entidad desconocida: ${name}`);
  return {
    createBody: (input) => createBody(declaration, input as Body),
    updateBody: (input) => updateBody(declaration, input as Body),
    updateStyle: declaration.update ?? 'put-json',
  };
}
