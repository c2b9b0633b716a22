import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ComposedPages } from './composed-pages.js';

test('a composed page is kept for a moment, for its template only', () => {
  const pages = new ComposedPages(1_000, 1_000);
  const home = Buffer.from('<p>Inicio</p>');
  pages.set('/', 'plantilla', home, 0);
  assert.equal(pages.get('/', 'plantilla', 999), home, 'the very same bytes');
  assert.equal(pages.get('/', 'plantilla', 1_000), undefined, 'no longer than its moment');
  assert.deepEqual(pages.size, { entries: 0, bytes: 0 });
  pages.set('/', 'plantilla', home, 2_000);
  assert.equal(pages.get('/', 'otra plantilla', 2_001), undefined, 'a new build of the host: composed anew');
  assert.equal(pages.get('/', 'plantilla', 2_001), undefined, 'and forgotten');
});

test('the pages kept longest go first, beyond the byte limit or past their moment', () => {
  const pages = new ComposedPages(30, 1_000);
  pages.set('/', 'plantilla', Buffer.alloc(10), 0);
  pages.set('/blog', 'plantilla', Buffer.alloc(10), 500);
  pages.set('/categorias', 'plantilla', Buffer.alloc(10), 500);
  assert.deepEqual(pages.size, { entries: 3, bytes: 30 });
  pages.set('/categorias/pasteles', 'plantilla', Buffer.alloc(10), 600);
  assert.equal(pages.get('/', 'plantilla', 600), undefined, 'the oldest made room');
  assert.deepEqual(pages.size, { entries: 3, bytes: 30 });
  pages.set('/blog/pagina/nosotros', 'plantilla', Buffer.alloc(5), 1_550);
  assert.deepEqual(pages.size, { entries: 2, bytes: 15 }, 'the ones past their moment are gone');
});
