// The home page against the real API and its seeded demo content: every section, the branch
// search, the comment flow up to its approval, and recovery when the API comes back.
import { approveCommentByText } from '../src/admin-api.js';
import { expect, test } from '../src/fixtures.js';
import { openHomeScrolled } from '../src/home-page.js';

// A comment is sent and approved: the file has a site of its own, so the seeded count holds.
test.use({ ownSite: 'home' });

test.describe('home sections with the seeded data', () => {
  test('shows the slides, the featured categories, the branches, the blog cards and the approved comments', async ({
    page,
  }) => {
    await openHomeScrolled(page);

    const carousel = page.getByRole('region', { name: 'Promociones' });
    await expect(carousel.getByText('Pasteles para cada celebración')).toBeVisible();
    const more = carousel.getByRole('link', { name: /Ver más/ });
    await expect(more).toHaveAttribute('href', '/categorias/pasteles');
    await expect(more).toHaveAttribute('target', '_blank');
    await expect(more).toHaveAttribute('rel', 'noopener');
    const first = carousel.locator('img').first();
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    // It advances by itself every few seconds while the page is scrolled; the pointer on it holds
    // it, so the visitor's own moves are the only ones from here.
    await carousel.getByRole('button', { name: 'Ir a la diapositiva 1' }).click();
    await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await expect(carousel.getByRole('group', { name: '2 de 3' }).getByText(/Pan dulce recién horneado/)).toBeVisible();

    const featured = page.getByRole('region', { name: 'Nuestros productos' });
    await expect(featured.getByRole('link', { name: 'Pasteles' })).toHaveAttribute('href', '/categorias/pasteles');

    const contacto = page.getByRole('region', { name: 'Contacto' });
    await expect(contacto.getByRole('heading', { name: 'La Esperanza Coyoacán' })).toBeVisible();
    await expect(contacto.getByRole('article')).toHaveCount(3);
    await expect(contacto.getByPlaceholder('Ingrese Sucursal:')).toHaveCount(1);
    await expect(contacto.getByText('Sin foto')).toBeVisible(); // Puebla Centro has no photo
    await expect(contacto.getByRole('link', { name: '55 5554 2187' })).toHaveAttribute('href', 'tel:5555542187');
    await expect(contacto.getByTitle('Mapa de La Esperanza Coyoacán')).toHaveCount(1);
    await expect(contacto.getByRole('link', { name: /Cómo llegar/ })).toHaveCount(3);

    const blog = page.getByRole('region', { name: 'Blog y Contenidos' });
    await expect(blog.getByRole('link', { name: /Leer más/ }).first()).toBeVisible();
    expect(await blog.getByRole('article').count()).toBeGreaterThanOrEqual(2);

    const comments = page.getByRole('region', { name: 'Comentarios de Clientes' });
    await expect(comments.getByRole('link', { name: 'Mariana López Herrera' })).toBeVisible();
    await expect(comments.getByRole('listitem')).toHaveCount(4);
    await expect(comments.getByText(/Fernanda|Ricardo/), 'los comentarios pendientes no se ven').toHaveCount(0);
  });

  test('a search narrows the branches; an emptied box shows the first 5 again', async ({ page }) => {
    await openHomeScrolled(page);
    const contacto = page.getByRole('region', { name: 'Contacto' });
    const box = contacto.getByRole('searchbox', { name: 'Buscar sucursal' });
    await expect(contacto.getByRole('heading', { name: 'La Esperanza Coyoacán' })).toBeVisible();

    const searches: string[] = [];
    page.on('request', (r) => r.url().endsWith('/public/empresas/search') && searches.push(r.postData() ?? ''));
    await box.pressSequentially('Pue', { delay: 80 });
    await expect(contacto.getByRole('heading', { level: 3 }).first().filter({ hasText: 'Puebla' })).toBeVisible();
    await expect(page.locator('.pub-branch')).toHaveCount(1);
    expect(searches.map((body) => JSON.parse(body) as unknown)).toEqual([
      { text: 'P' },
      { text: 'Pu' },
      { text: 'Pue' },
    ]);

    const firstFive = page.waitForResponse((r) => r.url().endsWith('/public/empresas/5'));
    await box.fill('');
    await firstFive;
    await expect(page.locator('.pub-branch')).toHaveCount(3);
  });

  test('a comment is sent, awaits approval, and once approved shows on the home page with its stars and mailto', async ({
    page,
    site,
  }) => {
    const text = `Probé el flan napolitano y estaba delicioso (${Date.now()}).`;
    await openHomeScrolled(page);
    const form = page.getByRole('form', { name: 'Déjanos tu comentario' });
    await form.getByLabel('Nombre').fill('Paola Prueba');
    await form.getByLabel(/Correo electrónico/).fill('paola@example.com');
    await form.getByLabel('Comentario').fill(text);
    await form.getByLabel('Calificación').selectOption('4');
    await form.getByRole('button', { name: 'Enviar comentario' }).click();

    await expect(form.getByText('Gracias por tu comentario. Está pendiente de aprobación.')).toBeVisible();
    await expect(form.getByLabel('Nombre')).toHaveValue('');
    await expect(form.getByLabel('Comentario')).toHaveValue('');
    await expect(form.getByLabel('Calificación')).toHaveValue('4');
    await expect(page.getByText(text), 'pendiente: todavía no se muestra').toHaveCount(0);

    await approveCommentByText(site.url, text);
    await openHomeScrolled(page);
    const comment = page.getByRole('listitem').filter({ hasText: text });
    await expect(comment).toBeVisible();
    await expect(comment.getByRole('link', { name: 'Paola Prueba' })).toHaveAttribute(
      'href',
      'mailto:paola@example.com',
    );
    await expect(comment.getByRole('img', { name: 'Calificación: 4 de 5' })).toHaveText('★★★★☆');
  });
});

test.describe('API down', () => {
  test('each section says so in Spanish with Reintentar, and recovers when the API is back', async ({ page }) => {
    // The page's HTML carries the first view's answers (slides, featured categories): without
    // them, as from an older server, every section asks the API, which is down.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /<script type="application\/json" id="pasteleria-data">.*?<\/script>/s,
          '',
        );
        await route.fulfill({ response, body });
      },
    );
    await page.route('**/api/v1/public/**', (route) => route.fulfill({ status: 503, body: '{"message":"caído"}' }));
    await openHomeScrolled(page);
    await expect(page.getByRole('region', { name: 'Contacto' }).getByRole('alert')).toBeVisible();
    const alerts = page.getByRole('alert').filter({ hasText: 'No se pudieron cargar' });
    await expect(alerts, 'promociones, categorías, sucursales y contenidos').toHaveCount(4);

    await page.unroute('**/api/v1/public/**');
    for (let i = (await alerts.count()) - 1; i >= 0; i--)
      await alerts.nth(i).getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('region', { name: 'Promociones' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Contacto' }).getByRole('heading', { name: 'La Esperanza Coyoacán' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Nuestros productos' }).getByRole('link', { name: 'Pasteles' }),
    ).toBeVisible();
    await expect(alerts).toHaveCount(0);
  });

  test('the slides, featured categories and first branches the page carries show even while the API is down', async ({
    page,
  }) => {
    await page.route('**/api/v1/public/**', (route) => route.fulfill({ status: 503, body: '{"message":"caído"}' }));
    await openHomeScrolled(page);
    await expect(page.getByRole('region', { name: 'Promociones' }).locator('img').first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Nuestros productos' }).getByRole('link', { name: 'Pasteles' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Contacto' }).getByRole('heading', { name: 'La Esperanza Coyoacán' }),
    ).toBeVisible();
    const alerts = page.getByRole('alert').filter({ hasText: 'No se pudieron cargar' });
    await expect(alerts, 'contenidos').toHaveCount(1);
  });
});

test.describe('layout', () => {
  test('nothing on screen moves while the home page loads (cumulative layout shift below 0.1)', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Promociones' }).locator('img').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls, `CLS ${cls.toFixed(3)}`).toBeLessThan(0.1);
  });
});
