import { apiGet, loadApiClient } from './client';
import { thenAnswer } from './answered';
import { asList, toFormData } from './body';

/**
 * How an entity's update goes out, as the API takes it for that entity:
 * - 'put-json': PUT /admin/{entity}/{id} with JSON;
 * - 'post-json-override': POST /admin/{entity}/{id}?_method=PUT with JSON;
 * - 'post-form-override': POST /admin/{entity}/{id}?_method=PUT with a multipart form.
 */
type UpdateStyle = 'put-json' | 'post-json-override' | 'post-form-override';

type Body = Record<string, string | number | boolean | null | undefined>;

/** How one admin entity's writes are shaped; loaded when the first write goes out. */
export interface WriteRules<Input> {
  createBody: (input: Input) => object;
  updateBody: (input: Input) => Body;
  updateStyle: UpdateStyle;
}

/** One admin entity: its path, and its write rules (loaded on demand, see admin-api.ts). */
export interface AdminResourceDeclaration<Input> {
  /** e.g. '/admin/categoria' */
  path: string;
  writeRules: () => Promise<WriteRules<Input>>;
}

/** The five calls every admin entity has. */
export interface AdminResource<Entity, Input> {
  /** GET {path}; an answer that is not an array is an empty list. */
  list(): Promise<Entity[]>;
  /** GET {path}/{id} */
  get(id: number): Promise<Entity>;
  /** POST {path} with JSON */
  create(input: Input): Promise<Entity>;
  /** PUT {path}/{id}, or POST {path}/{id}?_method=PUT, per the declaration */
  update(id: number, input: Input): Promise<Entity>;
  /** DELETE {path}/{id} */
  remove(id: number): Promise<void>;
}

async function sendUpdate<Entity>(url: string, style: UpdateStyle, body: Body) {
  switch (style) {
    case 'put-json':
      return (await loadApiClient()).put<Entity>(url, body);
    case 'post-json-override':
      return (await loadApiClient()).post<Entity>(`${url}?_method=PUT`, body);
    case 'post-form-override':
      return (await loadApiClient()).post<Entity>(`${url}?_method=PUT`, toFormData(body));
  }
}

/** Builds the five calls of one admin entity from its declaration. */
export function adminResource<Entity, Input>(
  declaration: AdminResourceDeclaration<Input>,
): AdminResource<Entity, Input> {
  const { path, writeRules } = declaration;
  return {
    // Not async: an answer the page carried inline stays readable at once (answered.ts).
    list() {
      return thenAnswer(apiGet<unknown>(path), (data) => asList<Entity>(data));
    },
    get(id) {
      return apiGet<Entity>(`${path}/${id}`);
    },
    async create(input) {
      const { createBody } = await writeRules();
      const { data } = await (await loadApiClient()).post<Entity>(path, createBody(input));
      return data;
    },
    async update(id, input) {
      const { updateBody, updateStyle } = await writeRules();
      const { data } = await sendUpdate<Entity>(`${path}/${id}`, updateStyle, updateBody(input));
      return data;
    },
    async remove(id) {
      await (await loadApiClient()).delete(`${path}/${id}`);
    },
  };
}
