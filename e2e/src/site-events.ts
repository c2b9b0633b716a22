import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures.js';

/** The statistics' events the page sends (POST /api/v1/public/eventos), as the API receives them, in order. */
function recordEvents(page: Page): object[] {
  const events: object[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/v1/public/eventos' && request.method() === 'POST')
      events.push(JSON.parse(request.postData() ?? 'null') as object);
  });
  return events;
}

/**
 * A visitor arrives from a search engine on the home page, opens the cakes, a cake, and asks for it
 * on WhatsApp (WhatsApp itself answered by the test), and the visit sends its four events, in order.
 * Answers the cake's id and name.
 */
export async function orderACake(visitor: Page): Promise<{ productId: number; productName: string }> {
  await visitor.context().route('https://wa.me/**', (route) => route.fulfill({ status: 204 }));
  const events = recordEvents(visitor);
  await visitor.goto('/', { referer: 'https://www.google.com/search?q=pasteles' });
  await visitor.getByRole('link', { name: 'Pasteles', exact: true }).first().click();
  await expect(visitor).toHaveURL((url) => url.pathname === '/categorias/pasteles');
  const more = visitor.getByRole('link', { name: /^Ver más de / }).first();
  const productName = ((await more.getAttribute('aria-label')) ?? '').replace('Ver más de ', '');
  await more.click();
  await visitor.getByRole('dialog', { name: productName }).getByRole('link', { name: 'Pedir por WhatsApp' }).click();

  const productId = Number(new URL(visitor.url()).searchParams.get('producto'));
  await expect
    .poll(() => events, { message: 'the events the visitor sent' })
    .toEqual([
      { tipo: 'vista', ruta: '/', origen: 'www.google.com' },
      { tipo: 'vista', ruta: '/categorias/pasteles' },
      { tipo: 'producto', ruta: '/categorias/pasteles', producto: productId },
      { tipo: 'whatsapp', ruta: '/categorias/pasteles', producto: productId },
    ]);
  return { productId, productName };
}
