import { adminFirstReads } from './admin-first-reads';

it("names an entity's list, an edit form's row and choices, a create form's choices", () => {
  expect(adminFirstReads('slide')).toEqual(['/admin/slide']);
  expect(adminFirstReads('producto/edit/3')).toEqual(['/admin/producto/3', '/admin/categoria']);
  expect(adminFirstReads('producto/create')).toEqual(['/admin/categoria']);
  expect(adminFirstReads('categoria/edit/12')).toEqual(['/admin/categoria/12']);
  expect(adminFirstReads('categoria/create')).toEqual([]);
});

it('names the users, the user a form edits and the pending comments', () => {
  expect(adminFirstReads('user')).toEqual(['/admin/user']);
  expect(adminFirstReads('user/edit/2')).toEqual(['/admin/user/2']);
  expect(adminFirstReads('comentario')).toEqual(['/admin/comentarios/pendientes']);
});

it('names nothing for the other screens and for URLs no screen answers', () => {
  for (const path of [
    '',
    'user/create',
    'user/edit/0',
    'comentario/3',
    'versiones',
    'seguridad',
    'desconocida',
    'producto/edit/0',
    'producto/edit/x',
    'producto/edit/3/mas',
    'producto/borrar',
  ])
    expect(adminFirstReads(path)).toEqual([]);
});
