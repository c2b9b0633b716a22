import { ADMIN_SECTIONS } from './layout/admin-menu';
import { findResource, nameOf, RESOURCES } from './resources';
import { categorias, productos, slides } from './test/rows';

describe('resource registry', () => {
  test('the six content entities, in menu order, each with the words of its screens', () => {
    expect(RESOURCES.map((r) => [r.name, r.path, r.texts.title])).toEqual([
      ['categoria', '/admin/categoria', 'Categorías'],
      ['producto', '/admin/producto', 'Productos'],
      ['empresa', '/admin/empresa', 'Sucursales'],
      ['slide', '/admin/slide', 'Slides'],
      ['post', '/admin/post', 'Posts'],
      ['pagina', '/admin/pagina', 'Páginas'],
    ]);
    expect(ADMIN_SECTIONS.map((s) => s.label)).toEqual([
      'Resumen',
      'Usuarios',
      'Categorías',
      'Productos',
      'Sucursales',
      'Slides',
      'Posts',
      'Páginas',
      'Comentarios',
      'Versiones',
      'Actividad',
    ]);
  });

  test("a row's name is its declared name field", () => {
    const [categoria, producto, slide, post, pagina] = ['categoria', 'producto', 'slide', 'post', 'pagina'].map(
      findResource,
    );
    expect(categoria && nameOf(categoria, categorias[0] ?? {})).toBe('Pasteles');
    expect(producto && nameOf(producto, productos[0] ?? {})).toBe('Pastel tres leches');
    expect(slide && nameOf(slide, slides[0] ?? {})).toBe('Pasteles para tu fiesta');
    expect(post && nameOf(post, { id: 3, name: 'rosca', title: 'Rosca de Reyes' })).toBe('Rosca de Reyes');
    expect(pagina && nameOf(pagina, { id: 4, name: 'Aviso de privacidad', title: 'Privacidad' })).toBe(
      'Aviso de privacidad',
    );
    expect(categoria && nameOf(categoria, { id: 9 })).toBeUndefined();
  });

  test('an embedded column names a resource of the registry', () => {
    const embedded = RESOURCES.flatMap((r) =>
      r.texts.columns.flatMap((c) => (c.embedded ? [[r.name, c.show, c.embedded]] : [])),
    );
    expect(embedded).toEqual([['producto', 'categoria', 'categoria']]);
    expect(embedded.every(([, , target]) => findResource(target ?? ''))).toBe(true);
  });
});
