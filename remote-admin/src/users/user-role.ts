import type { User } from '@pasteleria/shared';
import { user as userDeclaration } from '@pasteleria/shared/entities';

export type RoleName = (typeof userDeclaration.fields.role.options)[number];

/** A user's role as the form holds it: the API answers `roles: [{ name }]`. */
export function roleOf(user: User): RoleName {
  const names = user.roles?.map((role) => role.name.toLowerCase()) ?? [];
  return names.includes('admin') ? 'admin' : 'user';
}

/** 'Administrador' / 'Usuario', from the declaration. */
export function roleLabel(role: RoleName): string {
  return userDeclaration.fields.role.optionLabels[role];
}

/** The role select's options, in declaration order. */
export const ROLE_OPTIONS = userDeclaration.fields.role.options.map((value) => ({ value, label: roleLabel(value) }));
