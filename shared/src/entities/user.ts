import { defineEntity } from './entity.ts';
import { choice, text } from './fields.ts';

/** A person who can log in; admins use the back office. */
export const user = defineEntity({
  name: 'user',
  label: 'el usuario',
  fields: {
    name: text('Nombre', { required: true, max: 120 }),
    email: text('Email', { required: true, max: 254, format: 'email' }),
    role: choice('Rol', ['admin', 'user'], {
      required: true,
      optionLabels: { admin: 'Administrador', user: 'Usuario' },
      default: 'user',
    }),
    // Never answered; on edit an empty password keeps the current one.
    password: text('Contraseña', { required: true, min: 8, max: 200, secret: true }),
  },
});
