import { adminApi } from './admin-api';
import { formFields, recordRequests } from '../testing/record-requests';

let recorder: ReturnType<typeof recordRequests>;
beforeEach(() => {
  sessionStorage.setItem('token', 'tk');
  recorder = recordRequests();
});
afterEach(() => {
  recorder.restore();
  sessionStorage.clear();
});

const IMAGE = 'data:image/png;base64,iVBORw0KGgo=';
const sent = () => recorder.only();

describe.each(['categoria', 'producto', 'empresa', 'slide', 'post', 'pagina'] as const)('adminApi.%s', (entity) => {
  const resource = adminApi[entity];

  it(`list: GET /admin/${entity} with the bearer credential; a non-array is an empty list`, async () => {
    recorder.reply({ data: [{ id: 1 }] }, { data: { data: [{ id: 1 }] } });
    await expect(resource.list()).resolves.toEqual([{ id: 1 }]);
    await expect(resource.list()).resolves.toEqual([]);
    expect(recorder.requests[0]).toMatchObject({ method: 'GET', url: `/admin/${entity}`, body: undefined });
    expect(recorder.requests[0]!.headers.Authorization).toBe('Bearer tk');
  });

  it(`get: GET /admin/${entity}/{id}`, async () => {
    recorder.reply({ data: { id: 8 } });
    await expect(resource.get(8)).resolves.toEqual({ id: 8 });
    expect(sent()).toMatchObject({ method: 'GET', url: `/admin/${entity}/8` });
  });

  it(`remove: DELETE /admin/${entity}/{id}`, async () => {
    await resource.remove(9);
    expect(sent()).toMatchObject({ method: 'DELETE', url: `/admin/${entity}/9`, body: undefined });
  });
});

describe('adminApi.categoria', () => {
  const input = { nombre: 'Pasteles de Boda', descripcion: '<p>Blancos</p>', menu: false, orden: 2, urlfoto: IMAGE };

  it('create: POST JSON nombre, slug (from nombre), descripcion, menu, orden, urlfoto', async () => {
    await adminApi.categoria.create({ ...input, nombre: 'Galletas Ñoñas Año 2025' });
    expect(sent()).toMatchObject({ method: 'POST', url: '/admin/categoria' });
    expect(sent().body).toEqual({
      nombre: 'Galletas Ñoñas Año 2025',
      slug: 'galletas-nonas-ano-2025',
      descripcion: '<p>Blancos</p>',
      menu: false,
      orden: 2,
      urlfoto: IMAGE,
    });
  });

  it('create: menu defaults to true, a given slug is kept', async () => {
    await adminApi.categoria.create({ nombre: 'Pan', slug: 'pan-dulce', descripcion: '', orden: 1 });
    expect(sent().body).toEqual({ nombre: 'Pan', slug: 'pan-dulce', descripcion: '', menu: true, orden: 1 });
  });

  it('update: PUT JSON nombre, descripcion, orden, urlfoto, menu (no slug)', async () => {
    await adminApi.categoria.update(3, { ...input, slug: 'x' });
    expect(sent()).toMatchObject({ method: 'PUT', url: '/admin/categoria/3' });
    expect(sent().body).toEqual({
      nombre: 'Pasteles de Boda',
      descripcion: '<p>Blancos</p>',
      orden: 2,
      urlfoto: IMAGE,
      menu: false,
    });
  });

  it('update: a stored file name is not sent back as an image', async () => {
    await adminApi.categoria.update(3, { ...input, urlfoto: 'boda.jpg' });
    expect(sent().body).not.toHaveProperty('urlfoto');
  });
});

describe('adminApi.producto', () => {
  const input = {
    name: 'tres-leches',
    title: 'Tres leches',
    description: '<p>Clásico</p>',
    code: 'P-01',
    stock: 4,
    price: 350.5,
    details: 'Para 10',
    order: 0,
    categoria_id: 2,
  };

  it('create: POST JSON with visits 0', async () => {
    await adminApi.producto.create({ ...input, urlfoto: IMAGE });
    expect(sent()).toMatchObject({ method: 'POST', url: '/admin/producto' });
    expect(sent().body).toEqual({ ...input, urlfoto: IMAGE, visits: 0 });
  });

  it('update: PUT JSON of the whole form, urlfoto empty unless a new image was chosen', async () => {
    await adminApi.producto.update(5, { ...input, visits: 7 });
    expect(sent()).toMatchObject({ method: 'PUT', url: '/admin/producto/5' });
    expect(sent().body).toEqual({ ...input, visits: 7, urlfoto: '' });
  });
});

describe('adminApi.empresa', () => {
  const input = {
    nombre: 'Centro',
    email: 'centro@example.mx',
    telefono: '5512345678',
    direccion: 'Madero 1',
    website: 'https://a.mx',
    facebook: '',
    youtube: '',
    tiktok: '',
    descripcion: 'Sucursal',
    orden: 1,
    latitud: 19.43,
    longitud: -99.13,
  };

  it('create: POST JSON, published with 0 visits', async () => {
    await adminApi.empresa.create({ ...input, urlfoto: IMAGE });
    expect(sent()).toMatchObject({ method: 'POST', url: '/admin/empresa' });
    expect(sent().body).toEqual({ ...input, urlfoto: IMAGE, publicado: true, visitas: 0 });
  });

  it('update: PUT JSON with the new image under file', async () => {
    await adminApi.empresa.update(6, { ...input, publicado: false, visitas: 3, urlfoto: IMAGE });
    expect(sent()).toMatchObject({ method: 'PUT', url: '/admin/empresa/6' });
    expect(sent().body).toEqual({ ...input, publicado: false, visitas: 3, file: IMAGE });
  });

  it('update: no file when no new image was chosen', async () => {
    await adminApi.empresa.update(6, { ...input, urlfoto: 'centro.jpg' });
    expect(sent().body).not.toHaveProperty('file');
    expect(sent().body).not.toHaveProperty('urlfoto');
  });
});

describe('adminApi.slide', () => {
  const input = { frase: 'Dulce hogar', link: 'https://example.mx', posicion: 2 };

  it('create: POST JSON frase, link, posicion, urlfoto', async () => {
    await adminApi.slide.create({ ...input, urlfoto: IMAGE });
    expect(sent()).toMatchObject({ method: 'POST', url: '/admin/slide', body: { ...input, urlfoto: IMAGE } });
  });

  it('update: POST /admin/slide/{id}?_method=PUT with JSON, urlfoto only when new', async () => {
    await adminApi.slide.update(4, { ...input, urlfoto: IMAGE });
    await adminApi.slide.update(4, { ...input, urlfoto: '' });
    expect(recorder.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/admin/slide/4?_method=PUT', { ...input, urlfoto: IMAGE }],
      ['POST', '/admin/slide/4?_method=PUT', input],
    ]);
    expect(String(recorder.requests[0]!.headers['Content-Type'])).toMatch(/^application\/json/);
  });
});

describe('adminApi.post', () => {
  const input = { name: 'nuevo-sabor', title: 'Nuevo sabor', description: 'SEO', descripcion: '<p>Hola</p>', order: 1 };

  it('create: POST JSON name, title, description, descripcion, order, urlfoto', async () => {
    await adminApi.post.create({ ...input, urlfoto: IMAGE });
    expect(sent()).toMatchObject({ method: 'POST', url: '/admin/post', body: { ...input, urlfoto: IMAGE } });
  });

  it('update: POST /admin/post/{id}?_method=PUT with a multipart form', async () => {
    await adminApi.post.update(10, { ...input, visits: 12, urlfoto: IMAGE });
    expect(sent()).toMatchObject({ method: 'POST', url: '/admin/post/10?_method=PUT' });
    expect(sent().body).toBeInstanceOf(FormData);
    expect(sent().headers['Content-Type']).not.toEqual(expect.stringMatching(/json/));
    expect(formFields(sent().body)).toEqual({
      name: 'nuevo-sabor',
      title: 'Nuevo sabor',
      description: 'SEO',
      descripcion: '<p>Hola</p>',
      order: '1',
      visits: '12',
      urlfoto: IMAGE,
    });
  });

  it('update: leaves urlfoto out when no new image was chosen', async () => {
    await adminApi.post.update(10, { ...input, visits: 0, urlfoto: 'viejo.jpg' });
    expect(formFields(sent().body)).toEqual({
      name: 'nuevo-sabor',
      title: 'Nuevo sabor',
      description: 'SEO',
      descripcion: '<p>Hola</p>',
      order: '1',
      visits: '0',
    });
  });
});

describe('adminApi.pagina', () => {
  const input = {
    name: 'nosotros',
    title: 'Nosotros',
    description: 'SEO',
    texttop: '<p>Arriba</p>',
    textbottom: '<p>Abajo</p>',
    order: 3,
  };

  it('create: POST JSON name, title, description, texttop, textbottom, order, urlfoto', async () => {
    await adminApi.pagina.create({ ...input, urlfoto: IMAGE });
    expect(sent()).toMatchObject({ method: 'POST', url: '/admin/pagina', body: { ...input, urlfoto: IMAGE } });
  });

  it('update: POST /admin/pagina/{id}?_method=PUT with a multipart form of the create fields', async () => {
    await adminApi.pagina.update(2, { ...input, urlfoto: IMAGE });
    await adminApi.pagina.update(2, input);
    expect(recorder.requests.map((r) => [r.method, r.url])).toEqual([
      ['POST', '/admin/pagina/2?_method=PUT'],
      ['POST', '/admin/pagina/2?_method=PUT'],
    ]);
    expect(formFields(recorder.requests[0]!.body)).toEqual({ ...input, order: '3', urlfoto: IMAGE });
    expect(formFields(recorder.requests[1]!.body)).toEqual({ ...input, order: '3' });
  });
});
