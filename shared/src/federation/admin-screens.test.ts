import { adminScreenAt } from './admin-screens';

test('each back-office URL opens on its screen; any other section is an entity’s list and forms', () => {
  const screens = Object.fromEntries(
    [
      '',
      '/',
      'producto',
      'producto/',
      'producto/create',
      'producto/edit/3',
      'comentario',
      'user',
      'user/create',
      'user/edit/2',
      'versiones',
      'seguridad',
      'actividad',
    ].map((path) => [path, adminScreenAt(path)]),
  );
  expect(screens).toEqual({
    '': 'home',
    '/': 'home',
    producto: 'list',
    'producto/': 'list',
    'producto/create': 'form',
    'producto/edit/3': 'form',
    comentario: 'comments',
    user: 'users',
    'user/create': 'users',
    'user/edit/2': 'users',
    versiones: 'releases',
    seguridad: 'security',
    actividad: 'activity',
  });
});
