import { getCategoria, getCategorias, getCategoriasHome, getSlides } from './catalogue';
import { recordRequests } from '../testing/record-requests';

let recorder: ReturnType<typeof recordRequests>;
beforeEach(() => {
  recorder = recordRequests();
});
afterEach(() => recorder.restore());

const categoria = { id: 1, slug: 'pasteles', nombre: 'Pasteles', descripcion: '', menu: true, orden: 1, urlfoto: null };

it.each([
  ['getCategorias', getCategorias, '/public/categorias'],
  ['getCategoriasHome', getCategoriasHome, '/public/categorias-home'],
  ['getSlides', getSlides, '/public/slides'],
])('%s: GET %s, the list as sent; a non-array is an empty list', async (_name, call, path) => {
  recorder.reply({ data: [categoria] }, { data: { unexpected: true } });
  await expect(call()).resolves.toEqual([categoria]);
  await expect(call()).resolves.toEqual([]);
  expect(recorder.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${path}`, `GET ${path}`]);
  expect(recorder.requests[0]!.body).toBeUndefined();
});

describe('getCategoria', () => {
  it('GET /public/categorias/{slug} resolves to {categoria, productos}', async () => {
    const productos = [{ id: 7, name: 'Tres leches' }];
    recorder.reply({ data: { categoria, productos } });
    await expect(getCategoria('pasteles')).resolves.toEqual({ categoria, productos });
    expect(recorder.only()).toMatchObject({ method: 'GET', url: '/public/categorias/pasteles' });
  });

  it('encodes the slug', async () => {
    recorder.reply({ data: { categoria, productos: [] } });
    await getCategoria('a b/c');
    expect(recorder.only().url).toBe('/public/categorias/a%20b%2Fc');
  });

  it('treats a product list that is not an array as empty', async () => {
    recorder.reply({ data: { categoria, productos: { 0: 'x' } } });
    await expect(getCategoria('pasteles')).resolves.toEqual({ categoria, productos: [] });
  });

  it('resolves to null on 404 and on an empty answer', async () => {
    recorder.reply({ status: 404, data: { message: 'No encontrado' } }, { data: null });
    await expect(getCategoria('no-existe')).resolves.toBeNull();
    await expect(getCategoria('vacia')).resolves.toBeNull();
  });

  it('rethrows other errors', async () => {
    recorder.reply({ status: 500 }, 'network-error');
    await expect(getCategoria('pasteles')).rejects.toMatchObject({ response: { status: 500 } });
    await expect(getCategoria('pasteles')).rejects.toMatchObject({ code: 'ERR_NETWORK' });
  });
});
