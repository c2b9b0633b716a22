// Each route is served by its remote, loaded at run time; a remote that fails shows a message
// with 'Reintentar' inside the shell, and visitors never download the admin remote.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { siteFixture } from '../src/fixture.js';

const t = siteFixture();
const fromRemote = (urls: string[], name: string) => urls.filter((u) => new URL(u).pathname.startsWith(`/remotes/${name}/`));

describe('route table', () => {
  it('/ and /categorias come from remote_public', async () => {
    const page = await t.page();
    await page.goto('/categorias');
    await page.getByRole('heading', { name: 'Línea de productos' }).waitFor();
    assert.ok(fromRemote(t.requests(page), 'public').length > 0);
    // one card per seeded category, each linking to its page (the heading shows while they load)
    await page.locator('main a[href^="/categorias/"]').first().waitFor();
    const links = await page.locator('main a[href^="/categorias/"]').count();
    assert.ok(links >= 4, `enlaces a categorías: ${links}`);

    const home = await t.page();
    await home.goto('/');
    await home.locator('main a[href^="/categorias/"]').first().waitFor();
    assert.ok(fromRemote(t.requests(home), 'public').length > 0);
    assert.equal(fromRemote(t.requests(home), 'blog').length, 0, 'la portada no necesita el remoto del blog');
  });

  it('/blog comes from remote_blog with the posts and pages of the API', async () => {
    const page = await t.page();
    await page.goto('/blog');
    await page.getByRole('heading', { name: 'Blog y Contenidos' }).first().waitFor();
    await page.locator('main a[href^="/blog/post/"]').first().waitFor();
    assert.ok(fromRemote(t.requests(page), 'blog').length > 0);
    await page.locator('main a[href^="/blog/pagina/"]').first().waitFor();
    assert.ok((await page.locator('main a[href^="/blog/pagina/"]').count()) >= 2);
  });

  it('/login comes from remote_admin', async () => {
    const page = await t.page();
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').waitFor();
    assert.ok(fromRemote(t.requests(page), 'admin').length > 0);
  });

  it('each remote shows its own not-found under its prefix', async () => {
    const page = await t.page();
    await page.goto('/blog/no/existe/esto');
    await page.getByText(/no encontrad|no existe/i).first().waitFor();
    assert.ok(fromRemote(t.requests(page), 'blog').length > 0);
    await page.goto('/categorias/una-categoria-que-no-existe');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
  });

  it('public routes never request the admin remote, antd or the editor', async () => {
    const page = await t.page();
    for (const path of ['/', '/categorias', '/blog']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    const urls = t.requests(page);
    assert.deepEqual(fromRemote(urls, 'admin'), []);
    assert.deepEqual(urls.filter((u) => /antd|quill/i.test(u)), []);
  });
});

describe('a remote that cannot load', () => {
  it("shows a Spanish message with 'Reintentar', keeps the shell working, and recovers", async () => {
    const page = await t.page();
    await page.route('**/remotes/blog/**', (route) => route.abort());
    await page.goto('/blog');
    const retry = page.getByRole('button', { name: 'Reintentar' });
    await retry.waitFor();
    assert.ok(await page.getByRole('navigation').first().isVisible());
    assert.ok(await page.getByRole('contentinfo').isVisible());

    // the other routes keep working
    await page.getByRole('navigation').first().getByRole('link', { name: 'Categorías' }).click();
    await page.getByRole('heading', { name: 'Línea de productos' }).waitFor();

    // back to the blog, still blocked, then unblocked: Reintentar loads it for real
    await page.getByRole('navigation').first().getByRole('link', { name: 'Blog' }).click();
    await retry.waitFor();
    await page.unroute('**/remotes/blog/**');
    await retry.click();
    await page.getByRole('heading', { name: 'Blog y Contenidos' }).first().waitFor();
    assert.equal(await retry.count(), 0);
  });

  it('shows the message when the remote entry is a script that throws', async () => {
    const page = await t.page();
    await page.route('**/remotes/blog/remoteEntry.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("despliegue roto")' }),
    );
    await page.goto('/blog');
    await page.getByRole('button', { name: 'Reintentar' }).waitFor();
    assert.ok(await page.getByRole('navigation').first().isVisible());
  });

  it('shows the message when the remote answers 404', async () => {
    const page = await t.page();
    await page.route('**/remotes/public/**', (route) => route.fulfill({ status: 404, body: 'no' }));
    await page.goto('/categorias');
    await page.getByRole('button', { name: 'Reintentar' }).waitFor();
    assert.ok(await page.getByRole('navigation').first().isVisible());
  });
});
