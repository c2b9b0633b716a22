import { text } from './fields.ts';

/** Bodies that are not entities, declared with the same fields: logging in and searching branches. */
export const credentials = {
  fields: {
    email: text('Email', { required: true, max: 254 }),
    // Checked against the stored hash only: no rule beyond a bound, and never trimmed.
    password: text('Contraseña', { required: true, max: 1024, secret: true }),
  },
};

export const branchSearch = {
  fields: {
    // Sent on every change, with no minimum length.
    text: text('Texto de búsqueda', { max: 200 }),
  },
};
