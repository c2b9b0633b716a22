import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ComposedPages } from './composed-pages.js';

test('a composed page is kept for a moment, for its template only, the oldest dropped beyond the limit', () => {
  const pages = new ComposedPages(2, 1_000);
  const home = Buffer.from('<p>Inicio</p>');
  pages.set('/', 'plantilla', home, 0);
  assert.equal(pages.get('/', 'plantilla', 999), home, 'the very same bytes');
  assert.equal(pages.get('/', 'plantilla', 1_000), undefined, 'no longer than its moment');
  pages.set('/', 'plantilla', home, 2_000);
  assert.equal(pages.get('/', 'otra plantilla', 2_001), undefined, 'a new build of the host: composed anew');
  assert.equal(pages.get('/', 'plantilla', 2_001), undefined, 'and forgotten');

  pages.set('/', 'plantilla', home, 3_000);
  pages.set('/blog', 'plantilla', Buffer.from('<p>Blog</p>'), 3_000);
  pages.set('/categorias', 'plantilla', Buffer.from('<p>Categorías</p>'), 3_000);
  assert.equal(pages.get('/', 'plantilla', 3_001), undefined, 'the oldest made room');
  assert.ok(pages.get('/blog', 'plantilla', 3_001));
  assert.ok(pages.get('/categorias', 'plantilla', 3_001));
});
