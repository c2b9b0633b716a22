// The home page against the real API and its seeded demo content: every section, the branch
// search, the comment flow up to its approval, and recovery when the API comes back.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { siteFixture } from '../src/fixture.js';
import { approveCommentByText } from '../src/admin-api.js';
import { openHomeScrolled } from '../src/home-page.js';
import { countWhenSettled } from '../src/wait.js';

const t = siteFixture();

describe('home sections with the seeded data', () => {
  it('shows the slides, the featured categories, the branches, the blog cards and the approved comments', async () => {
    const page = await t.page();
    await openHomeScrolled(page);

    const carousel = page.getByRole('region', { name: 'Promociones' });
    await carousel.getByText('Pasteles para cada celebración').waitFor();
    const more = carousel.getByRole('link', { name: /Ver más/ });
    assert.equal(await more.getAttribute('href'), '/categorias/pasteles');
    assert.equal(await more.getAttribute('target'), '_blank');
    assert.equal(await more.getAttribute('rel'), 'noopener');
    const first = carousel.locator('img').first();
    assert.equal(await first.getAttribute('loading'), 'eager');
    assert.equal(await first.getAttribute('fetchpriority'), 'high');
    await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await carousel.getByRole('group', { name: '2 de 3' }).getByText(/Pan dulce recién horneado/).waitFor();

    const featured = page.getByRole('region', { name: 'Nuestros productos' });
    assert.equal(await featured.getByRole('link', { name: 'Pasteles' }).getAttribute('href'), '/categorias/pasteles');

    const contacto = page.getByRole('region', { name: 'Contacto' });
    await contacto.getByRole('heading', { name: 'La Esperanza Coyoacán' }).waitFor();
    assert.equal(await contacto.getByRole('article').count(), 3);
    assert.equal(await contacto.getByPlaceholder('Ingrese Sucursal:').count(), 1);
    await contacto.getByText('Sin foto').waitFor(); // Puebla Centro has no photo
    assert.equal(await contacto.getByRole('link', { name: '55 5554 2187' }).getAttribute('href'), 'tel:5555542187');
    assert.equal(await contacto.getByTitle('Mapa de La Esperanza Coyoacán').count(), 1);
    assert.equal(await contacto.getByRole('link', { name: /Cómo llegar/ }).count(), 3);

    const blog = page.getByRole('region', { name: 'Blog y Contenidos' });
    await blog.getByRole('link', { name: /Leer más/ }).first().waitFor();
    assert.ok((await blog.getByRole('article').count()) >= 2);

    const comments = page.getByRole('region', { name: 'Comentarios de Clientes' });
    await comments.getByRole('link', { name: 'Mariana López Herrera' }).waitFor();
    assert.equal(await comments.getByRole('listitem').count(), 4);
    assert.equal(await comments.getByText(/Fernanda|Ricardo/).count(), 0, 'los comentarios pendientes no se ven');
  });

  it('a search narrows the branches; an emptied box shows the first 5 again', async () => {
    const page = await t.page();
    await openHomeScrolled(page);
    const contacto = page.getByRole('region', { name: 'Contacto' });
    const box = contacto.getByRole('searchbox', { name: 'Buscar sucursal' });
    await contacto.getByRole('heading', { name: 'La Esperanza Coyoacán' }).waitFor();

    const searches: string[] = [];
    page.on('request', (r) => r.url().endsWith('/public/empresas/search') && searches.push(r.postData() ?? ''));
    await box.pressSequentially('Pue', { delay: 80 });
    await contacto.getByRole('heading', { level: 3 }).first().filter({ hasText: 'Puebla' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.pub-branch').length === 1);
    assert.deepEqual(
      searches.map((body) => JSON.parse(body)),
      [{ text: 'P' }, { text: 'Pu' }, { text: 'Pue' }],
    );

    const firstFive = page.waitForResponse((r) => r.url().endsWith('/public/empresas/5'));
    await box.fill('');
    await firstFive;
    await page.waitForFunction(() => document.querySelectorAll('.pub-branch').length === 3);
  });

  it('a comment is sent, awaits approval, and once approved shows on the home page with its stars and mailto', async () => {
    const text = `Probé el flan napolitano y estaba delicioso (${Date.now()}).`;
    const page = await t.page();
    await openHomeScrolled(page);
    const form = page.getByRole('form', { name: 'Déjanos tu comentario' });
    await form.getByLabel('Nombre').fill('Paola Prueba');
    await form.getByLabel(/Correo electrónico/).fill('paola@example.com');
    await form.getByLabel('Comentario').fill(text);
    await form.getByLabel('Calificación').selectOption('4');
    await form.getByRole('button', { name: 'Enviar comentario' }).click();

    await form.getByText('Gracias por tu comentario. Está pendiente de aprobación.').waitFor();
    assert.equal(await form.getByLabel('Nombre').inputValue(), '');
    assert.equal(await form.getByLabel('Comentario').inputValue(), '');
    assert.equal(await form.getByLabel('Calificación').inputValue(), '4');
    assert.equal(await page.getByText(text).count(), 0, 'pendiente: todavía no se muestra');

    await approveCommentByText(t.url, text);
    await openHomeScrolled(page);
    const comment = page.getByRole('listitem').filter({ hasText: text });
    await comment.waitFor();
    assert.equal(await comment.getByRole('link', { name: 'Paola Prueba' }).getAttribute('href'), 'mailto:paola@example.com');
    assert.equal(await comment.getByRole('img', { name: 'Calificación: 4 de 5' }).textContent(), '★★★★☆');
  });
});

describe('API down', () => {
  it('each section says so in Spanish with Reintentar, and recovers when the API is back', async () => {
    const page = await t.page();
    // The page's HTML carries the first view's answers (slides, featured categories): without
    // them, as from an older server, every section asks the API, which is down.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/<script type="application\/json" id="pasteleria-data">.*?<\/script>/s, '');
        await route.fulfill({ response, body });
      },
    );
    await page.route('**/api/v1/public/**', (route) => route.fulfill({ status: 503, body: '{"message":"caído"}' }));
    await openHomeScrolled(page);
    await page.getByRole('region', { name: 'Contacto' }).getByRole('alert').waitFor();
    const alerts = page.getByRole('alert').filter({ hasText: 'No se pudieron cargar' });
    assert.equal(await countWhenSettled(alerts, 4), 4, 'promociones, categorías, sucursales y contenidos');

    await page.unroute('**/api/v1/public/**');
    for (let i = (await alerts.count()) - 1; i >= 0; i--) await alerts.nth(i).getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('region', { name: 'Promociones' }).waitFor();
    await page.getByRole('region', { name: 'Contacto' }).getByRole('heading', { name: 'La Esperanza Coyoacán' }).waitFor();
    await page.getByRole('region', { name: 'Nuestros productos' }).getByRole('link', { name: 'Pasteles' }).waitFor();
    assert.equal(await countWhenSettled(alerts, 0), 0);
  });

  it('the slides and featured categories the page carries show even while the API is down', async () => {
    const page = await t.page();
    await page.route('**/api/v1/public/**', (route) => route.fulfill({ status: 503, body: '{"message":"caído"}' }));
    await openHomeScrolled(page);
    await page.getByRole('region', { name: 'Contacto' }).getByRole('alert').waitFor();
    await page.getByRole('region', { name: 'Promociones' }).locator('img').first().waitFor();
    await page.getByRole('region', { name: 'Nuestros productos' }).getByRole('link', { name: 'Pasteles' }).waitFor();
    const alerts = page.getByRole('alert').filter({ hasText: 'No se pudieron cargar' });
    assert.equal(await countWhenSettled(alerts, 2), 2, 'sucursales y contenidos');
  });
});

describe('layout', () => {
  it('nothing on screen moves while the home page loads (cumulative layout shift below 0.1)', async () => {
    const page = await t.page();
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await page.getByRole('region', { name: 'Promociones' }).locator('img').first().waitFor();
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    assert.ok(cls < 0.1, `CLS ${cls.toFixed(3)}`);
  });
});
