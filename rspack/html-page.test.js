const assert = require('node:assert/strict');
const { test } = require('node:test');
const { htmlPage } = require('./html-page.js');

test('the page is Spanish, responsive, has one #root and carries its favicon inline', () => {
  const html = htmlPage('Pastelería');
  assert.ok(html.includes('<html lang="es">'));
  assert.ok(html.includes('name="viewport"'));
  assert.equal(html.match(/id="root"/g)?.length, 1);
  assert.match(html, /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,[^"]+"/);
  assert.ok(html.includes('<title>Pastelería</title>'));
});
