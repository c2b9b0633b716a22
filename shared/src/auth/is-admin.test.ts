import { isAdmin } from './is-admin';

const user = (...roles: string[]) => ({
  id: 1,
  name: 'X',
  email: 'x@example.mx',
  roles: roles.map((name) => ({ name })),
});

it('is true only for a user holding the admin role', () => {
  expect(isAdmin(user('admin'))).toBe(true);
  expect(isAdmin(user('user', 'Admin'))).toBe(true);
  expect(isAdmin(user('user'))).toBe(false);
  expect(isAdmin(user())).toBe(false);
  expect(isAdmin(null)).toBe(false);
  expect(isAdmin(undefined)).toBe(false);
});
