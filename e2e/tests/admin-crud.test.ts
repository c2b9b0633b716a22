// The back office's generic screens against the real API: create, edit and delete of every
// content entity through the UI, pictures (a big phone photo included) reaching the public site,
// the slide update's `POST …?_method=PUT`, a list that keeps its place, and reordering.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { siteFixture } from '../src/fixture.js';
import { adminPage } from '../src/sign-in.js';

const t = siteFixture();


async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${t.url}/api/v1${path}`);
  assert.ok(res.ok, `${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** A small real picture for the forms. */
const smallPng = () => sharp({ create: { width: 320, height: 200, channels: 3, background: '#e91e63' } }).png().toBuffer();

/** A field of the admin form on screen (the list's column headers carry the same names). */
const field = (page: Page, label: string) => page.locator('form.admin-form').getByLabel(label, { exact: true });
const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

interface Case {
  name: string;
  created: string;
  updated: string;
  deleted: string;
  confirm: string;
  /** Required fields of the create form: label → value; the first is what the list shows. */
  fill: Array<[string, string]>;
  /** The field an edit changes, and what the list then shows. */
  edit: [string, string];
  image?: boolean;
}

const CASES: Case[] = [
  { name: 'categoria', created: 'Categoria creado exitosamente.', updated: 'Categoría actualizada correctamente.', deleted: 'Categoría eliminada.', confirm: '¿Borrar categoría?', fill: [['Nombre', 'Tartas E2E']], edit: ['Nombre', 'Tartas E2E editada'] },
  { name: 'producto', created: 'Producto creado exitosamente.', updated: 'Producto actualizado correctamente.', deleted: 'Producto eliminado.', confirm: '¿Estás segura de eliminar este producto?', fill: [['Nombre', 'Polvorón E2E'], ['Título', 'Polvorón de nuez']], edit: ['Nombre', 'Polvorón E2E editado'] },
  { name: 'empresa', created: 'Sucursal creada exitosamente.', updated: 'Sucursal actualizada correctamente.', deleted: 'Sucursal eliminada.', confirm: '¿Borrar Empresa?', fill: [['Nombre', 'Sucursal E2E'], ['Email', 'e2e@pasteleria.test']], edit: ['Nombre', 'Sucursal E2E editada'] },
  { name: 'slide', created: 'Slide creado exitosamente.', updated: 'Slide actualizado correctamente', deleted: 'Slide eliminado.', confirm: '¿Borrar Slide?', fill: [['Frase', 'Frase E2E'], ['Link', '/categorias']], edit: ['Frase', 'Frase E2E editada'], image: true },
  { name: 'post', created: 'Post creado exitosamente.', updated: 'Post actualizado correctamente.', deleted: 'Post eliminado.', confirm: '¿Deseas eliminar este post?', fill: [['Título', 'Post E2E'], ['Nombre', 'post-e2e'], ['Descripción', 'Un post de prueba']], edit: ['Título', 'Post E2E editado'] },
  { name: 'pagina', created: 'Página creada exitosamente.', updated: 'Página actualizada correctamente.', deleted: 'Página eliminada.', confirm: '¿Deseas eliminar esta página?', fill: [['Nombre', 'pagina-e2e'], ['Título', 'Página E2E'], ['Descripción', 'Una página de prueba']], edit: ['Nombre', 'pagina-e2e-editada'] },
];

describe('admin CRUD', () => {
  it('creates, edits and deletes every content entity through the UI', async () => {
    const page = await adminPage(t);
    const png = await smallPng();
    for (const c of CASES) {
      await page.goto(`/admin/${c.name}`);
      await page.getByRole('link', { name: /^Agregar/ }).click();
      await page.waitForURL((u) => u.pathname === `/admin/${c.name}/create`);
      for (const [label, value] of c.fill) await field(page, label).fill(value);
      if (c.image) await field(page, 'Imagen').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
      if (c.image) await page.getByRole('img', { name: 'Vista previa de la imagen elegida' }).waitFor();
      await page.getByRole('button', { name: /Guardar/ }).click();
      await page.getByText(c.created).waitFor();
      await page.waitForURL((u) => u.pathname === `/admin/${c.name}`);

      const shown = c.fill[0]![1];
      await page.getByRole('searchbox').fill(shown);
      await page.getByRole('link', { name: `Editar ${shown}` }).click();
      await page.waitForURL((u) => u.pathname.startsWith(`/admin/${c.name}/edit/`));
      await field(page, c.edit[0]).fill(c.edit[1]);
      await page.getByRole('button', { name: /Guardar/ }).click();
      await page.getByText(c.updated).waitFor();
      await page.waitForURL((u) => u.pathname === `/admin/${c.name}`);
      assert.match(path(page), /\?q=/, `${c.name}: la lista conserva su búsqueda`);
      await page.locator('tbody').getByText(c.edit[1], { exact: true }).waitFor();

      await page.getByRole('button', { name: `Eliminar ${c.edit[1]}` }).click();
      await page.getByText(c.confirm).waitFor();
      await page.getByRole('tooltip').getByRole('button', { name: 'Eliminar' }).click();
      await page.getByText(c.deleted).waitFor();
      await page.locator('tbody').getByText(c.edit[1], { exact: true }).waitFor({ state: 'detached' });
    }
  });

  it('a big phone photo is accepted, shrunk in the browser, stored small and shown on the public site', async () => {
    // About 12 MP of noise: a JPEG well over the API's 5 MB limit, as a phone camera gives.
    const photo = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .jpeg({ quality: 95 })
      .toBuffer();
    assert.ok(photo.length > 5 * 1024 * 1024, `foto de ${photo.length} bytes`);

    const page = await adminPage(t);
    await page.goto('/admin/categoria/create');
    await field(page, 'Nombre').fill('Foto Grande');
    await field(page, 'Imagen').setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('img', { name: 'Vista previa de la imagen elegida' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /Guardar/ }).click();
    await page.getByText('Categoria creado exitosamente.').waitFor();

    const categorias = await api<Array<{ nombre: string; slug: string; urlfoto: string | null }>>('/public/categorias');
    const stored = categorias.find((c) => c.nombre === 'Foto Grande');
    assert.ok(stored?.urlfoto, 'la categoría guardó su foto');
    const file = await fetch(`${t.url}/img/categoria/${stored.urlfoto}`);
    assert.equal(file.status, 200);
    const bytes = Buffer.from(await file.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    assert.ok(bytes.length < 2 * 1024 * 1024, `guardada en ${bytes.length} bytes`);
    assert.ok(Math.max(meta.width ?? 0, meta.height ?? 0) <= 2000, `${meta.width}×${meta.height}`);
    assert.ok(Math.max(meta.width ?? 0, meta.height ?? 0) >= 1900, 'de buena resolución');

    // The public category list shows the uploaded picture.
    const visitor = await t.page();
    await visitor.goto('/categorias');
    // Served as its WebP variants (/img/categoria/<n>w/<name>.webp).
    const img = visitor.locator(`main img[src*="/img/categoria/"][src*="/${stored.urlfoto}.webp"]`);
    await img.waitFor();
    // Lazy images load once near the screen: bring it there, then wait for it to finish loading.
    await img.scrollIntoViewIfNeeded();
    const loaded = await img.evaluate(
      (el) =>
        new Promise<boolean>((resolve) => {
          const image = el as HTMLImageElement;
          if (image.complete) return resolve(image.naturalWidth > 0);
          image.addEventListener('load', () => resolve(image.naturalWidth > 0), { once: true });
          image.addEventListener('error', () => resolve(false), { once: true });
        }),
    );
    assert.ok(loaded, 'the stored picture loads on /categorias');
  });

  it("the rich-text editor has SPEC §9's toolbar, loads only on forms that need it, and shrinks a picture put in through it", async () => {
    const page = await adminPage(t);
    await page.goto('/admin/slide/create');
    await field(page, 'Frase').waitFor();
    assert.equal(await page.locator('.ql-toolbar').count(), 0);
    const adminScripts = () => new Set(t.requests(page).filter((u) => /\/remotes\/admin\/.*\.js$/.test(u)));

    // Client-side, as an admin gets there: the form's code is loaded already, the editor arrives
    // as chunks of its own.
    await page.getByRole('link', { name: 'Posts' }).click();
    await page.getByRole('heading', { name: 'Posts' }).waitFor();
    await page.waitForLoadState('networkidle');
    const before = adminScripts();
    await page.getByRole('link', { name: /^Agregar post/ }).click();
    const toolbar = page.locator('.ql-toolbar');
    await toolbar.waitFor();
    const editorChunks = [...adminScripts()].filter((u) => !before.has(u));
    assert.ok(editorChunks.length >= 1, 'el editor se descarga aparte, al abrir un formulario con HTML');
    const buttons = await toolbar.locator('button, .ql-picker').evaluateAll((els) =>
      els.filter((el) => !el.closest('.ql-picker-options')).map((el) => `${el.className.match(/ql-(\w+)/)?.[1]}${(el as HTMLButtonElement).value ? `:${(el as HTMLButtonElement).value}` : ''}`),
    );
    assert.deepEqual(buttons, ['header', 'bold', 'italic', 'underline', 'strike', 'color', 'background', 'list:ordered', 'list:bullet', 'align', 'link', 'image', 'clean']);
    for (const name of ['Negrita', 'Cursiva', 'Lista numerada', 'Insertar imagen', 'Quitar formato']) {
      await toolbar.getByRole('button', { name, exact: true }).waitFor();
    }
    const headers = await toolbar.locator('.ql-header .ql-picker-item').evaluateAll((els) => els.map((el) => el.getAttribute('data-value')));
    assert.deepEqual(headers, ['1', '2', '3', null]);

    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
      .jpeg({ quality: 92 })
      .toBuffer();
    await page.locator('.ql-editor').click();
    const chooser = page.waitForEvent('filechooser');
    await toolbar.locator('button.ql-image').click();
    await (await chooser).setFiles({ name: 'pastel.jpg', mimeType: 'image/jpeg', buffer: photo });
    const img = page.locator('.ql-editor img');
    await img.waitFor({ timeout: 30_000 });
    const src = (await img.getAttribute('src')) ?? '';
    assert.match(src, /^data:image\/(webp|jpeg);base64,/);
    assert.ok(src.length < 1024 * 1024, `imagen en línea de ${src.length} caracteres (la foto tenía ${photo.length} bytes)`);
  });

  it('refuses a file that is not an image before sending anything', async () => {
    const page = await adminPage(t);
    await page.goto('/admin/slide/create');
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await field(page, 'Imagen').setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await page.getByText('El archivo elegido no es una imagen.', { exact: false }).waitFor();
    assert.deepEqual(posts, []);
  });

  it("a slide update is sent as POST …?_method=PUT with the new picture, and the public slides get it", async () => {
    const page = await adminPage(t);
    const [first] = await api<Array<{ id: number; imagen: string }>>('/public/slides');
    assert.ok(first);
    await page.goto(`/admin/slide/edit/${first.id}`);
    await page.getByRole('img', { name: 'Imagen actual' }).waitFor();
    await field(page, 'Imagen').setInputFiles({ name: 'nueva.png', mimeType: 'image/png', buffer: await smallPng() });
    await page.getByRole('img', { name: 'Vista previa de la imagen elegida' }).waitFor();
    const request = page.waitForRequest((r) => r.url().includes(`/api/v1/admin/slide/${first.id}?_method=PUT`));
    await page.getByRole('button', { name: /Guardar/ }).click();
    const sent = await request;
    assert.equal(sent.method(), 'POST');
    const body = JSON.parse(sent.postData() ?? '{}') as Record<string, unknown>;
    assert.deepEqual(Object.keys(body).sort(), ['frase', 'link', 'posicion', 'urlfoto']);
    assert.match(String(body.urlfoto), /^data:image\//);
    await page.getByText('Slide actualizado correctamente').waitFor();

    const after = await api<Array<{ id: number; imagen: string }>>('/public/slides');
    const updated = after.find((s) => s.id === first.id);
    assert.ok(updated && updated.imagen !== first.imagen, 'la imagen cambió');
    // (The home carousel is not built yet: the public API and the stored file show the new picture.)
    const file = await fetch(`${t.url}/img/slide/${updated.imagen}`);
    assert.equal(file.status, 200);
  });

  it('a list keeps its search, sort and page after an edit, and after a reload', async () => {
    const page = await adminPage(t);
    await page.goto('/admin/producto?page=2');
    await page.locator('.ant-pagination-item-active', { hasText: '2' }).waitFor();
    const edit = page.getByRole('link', { name: /^Editar / }).first();
    await edit.click();
    await page.waitForURL((u) => u.pathname.startsWith('/admin/producto/edit/'));
    await page.getByRole('button', { name: /Guardar/ }).click();
    await page.getByText('Producto actualizado correctamente.').waitFor();
    await page.waitForURL((u) => u.pathname === '/admin/producto' && u.searchParams.get('page') === '2');
    await page.locator('.ant-pagination-item-active', { hasText: '2' }).waitFor();

    await page.goto('/admin/categoria');
    await page.getByRole('searchbox').fill('pas');
    await page.getByRole('columnheader', { name: 'Nombre' }).click();
    await page.waitForURL((u) => u.searchParams.get('q') === 'pas' && u.searchParams.get('sort') === 'nombre');
    await page.reload();
    assert.equal(await page.getByRole('searchbox').inputValue(), 'pas');
    await page.getByRole('link', { name: 'Editar Pasteles' }).click();
    await page.getByRole('button', { name: /Volver/ }).click();
    await page.waitForURL((u) => u.pathname === '/admin/categoria' && u.searchParams.get('q') === 'pas');
    await page.getByRole('link', { name: 'Editar Pasteles' }).waitFor();
  });

  it('moving a slide down (keyboard alternative) and dragging a category change the public order', async () => {
    const page = await adminPage(t);
    const before = await api<Array<{ id: number; frase: string }>>('/public/slides');
    assert.ok(before.length >= 2);
    await page.goto('/admin/slide');
    await page.getByRole('button', { name: `Bajar ${before[0]!.frase}` }).click();
    await page.getByText('Orden guardado.').waitFor();
    const after = await api<Array<{ id: number }>>('/public/slides');
    assert.deepEqual(after.slice(0, 2).map((s) => s.id), [before[1]!.id, before[0]!.id]);

    // Drag the last category's grip onto the first row.
    const cats = await api<Array<{ id: number; nombre: string }>>('/public/categorias');
    const last = cats[cats.length - 1]!;
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.goto('/admin/categoria');
    const grip = page.getByRole('button', { name: `Arrastrar ${last.nombre}` });
    const target = page.getByRole('row').nth(1);
    const from = (await grip.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 20 });
    await page.mouse.up();
    await page.getByText('Orden guardado.').waitFor();
    const reordered = await api<Array<{ id: number }>>('/public/categorias');
    assert.equal(reordered[0]!.id, last.id, 'la categoría arrastrada quedó primera');
  });
});
