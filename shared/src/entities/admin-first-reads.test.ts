import { adminFirstReads } from './admin-first-reads';

it("names an entity's list, an edit form's row and choices, a create form's choices", () => {
  expect(adminFirstReads('slide')).toEqual(['/admin/slide']);
  expect(adminFirstReads('producto/edit/3')).toEqual(['/admin/producto/3', '/admin/categoria']);
  expect(adminFirstReads('producto/create')).toEqual(['/admin/categoria']);
  expect(adminFirstReads('categoria/edit/12')).toEqual(['/admin/categoria/12']);
  expect(adminFirstReads('categoria/create')).toEqual([]);
});

it('names nothing for the other screens and for URLs no screen answers', () => {
  for (const path of [
    '',
    'comentario',
    'user',
    'user/edit/2',
    'versiones',
    'desconocida',
    'producto/edit/0',
    'producto/edit/x',
    'producto/edit/3/mas',
    'producto/borrar',
  ])
    expect(adminFirstReads(path)).toEqual([]);
});
