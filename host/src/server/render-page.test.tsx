/** @jest-environment node */
// The host's server renderer as the render process calls it: no window, no document.
import { Route, Routes } from 'react-router-dom';
import { AsyncView, getCategoria, pageOrigin, useAsync } from '@pasteleria/shared';
import { TEST_SITE } from '../test/render';
import { renderPage } from './render-page';

const CONFIG = { site: TEST_SITE };

/** A catalogue as a remote's server build exposes it: its page reads the API through the shared client. */
function Catalogue() {
  return (
    <Routes>
      <Route path=":slug" element={<Category />} />
    </Routes>
  );
}
function Category() {
  const state = useAsync(() => getCategoria('pasteles'), []);
  return (
    <AsyncView state={state} loading="Cargando productos..." error="No se pudieron cargar los productos.">
      {(answer) => (
        <>
          <title>Pasteles</title>
          <h1>{answer?.categoria.nombre}</h1>
          <a href={`${pageOrigin()}/categorias/pasteles`}>Enlace</a>
        </>
      )}
    </AsyncView>
  );
}

const ANSWERS = {
  '/public/categorias/pasteles': {
    categoria: { id: 1, nombre: 'Pasteles', slug: 'pasteles', descripcion: null, urlfoto: null },
    productos: [],
  },
};

const loadCatalogue = jest.fn(async () => ({ default: Catalogue, preloadRoute: jest.fn(async () => undefined) }));

it("draws the page's first view from its answers, in the shell, with the page's origin in its links", async () => {
  const { html } = await renderPage({
    url: 'https://tienda.example/categorias/pasteles',
    config: CONFIG,
    answers: ANSWERS,
    loadExpose: loadCatalogue,
  });
  expect(loadCatalogue).toHaveBeenCalledWith('remote_public', './Catalogue');
  expect(html).toContain('<h1>Pasteles</h1>');
  expect(html).toContain('href="https://tienda.example/categorias/pasteles"');
  expect(html).toContain(TEST_SITE.name);
  expect(html).not.toMatch(/Cargando/);
  // The page's <title> is the head's, written by the server: React's own goes nowhere.
  expect(html).not.toMatch(/^<title>/);
});

it('draws what the browser would without an answer: the loading state, never a request', async () => {
  const { html } = await renderPage({
    url: 'https://tienda.example/categorias/pasteles',
    config: CONFIG,
    answers: {},
    loadExpose: loadCatalogue,
  });
  expect(html).toContain('Cargando productos...');
});

it('writes a page of any size in place: no boundary left to an inline script the CSP refuses', async () => {
  const many = Array.from({ length: 60 }, (_, i) => ({
    id: i + 1,
    nombre: `Producto ${i + 1} ${'relleno de crema pastelera '.repeat(12)}`,
  }));
  function Long() {
    return (
      <ul>
        {many.map((p) => (
          <li key={p.id}>{p.nombre}</li>
        ))}
      </ul>
    );
  }
  const { html } = await renderPage({
    url: 'https://tienda.example/categorias/pasteles',
    config: CONFIG,
    answers: {},
    loadExpose: async () => ({ default: Long }),
  });
  expect(html.length).toBeGreaterThan(20_000);
  expect(html).toContain('Producto 60');
  expect(html).not.toMatch(/<template|<script|hidden id="S:/);
});

it("draws the host's own pages, and the back office's frame in the admin's layout", async () => {
  const cookies = await renderPage({
    url: 'https://tienda.example/politica-cookies',
    config: CONFIG,
    answers: {},
    loadExpose: loadCatalogue,
  });
  expect(cookies.html).toMatch(/<h1[^>]*>Política de cookies<\/h1>/);
  const loadAdmin = jest.fn(async () => ({ default: () => <p>Panel de Administración</p> }));
  const admin = await renderPage({
    url: 'https://tienda.example/admin/producto',
    config: CONFIG,
    answers: {},
    loadExpose: loadAdmin,
  });
  expect(loadAdmin).toHaveBeenCalledWith('remote_admin', './Admin');
  expect(admin.html).toMatch(/<main [^>]*class="admin-main"[^>]*>.*<p>Panel de Administración<\/p>.*<\/main>$/);
  // The public shell's navigation and footer are not the back office's.
  expect(admin.html).not.toMatch(/<nav|<footer/);
});

it('rejects when the remote fails to render: the page is then drawn in the browser', async () => {
  const broken = async () => ({
    default: () => {
      throw new Error('roto');
    },
  });
  await expect(
    renderPage({ url: 'https://tienda.example/blog', config: CONFIG, answers: {}, loadExpose: broken }),
  ).rejects.toThrow('roto');
  // The next page renders as usual.
  const { html } = await renderPage({
    url: 'https://tienda.example/politica-cookies',
    config: CONFIG,
    answers: {},
    loadExpose: loadCatalogue,
  });
  expect(html).toContain('Política de cookies');
});
