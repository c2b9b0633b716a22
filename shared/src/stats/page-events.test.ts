import { firstPageEvents, pageEvents, productInUrl, referringSite, requestedPage } from './page-events-of-request';

it("reads the product of a category page's URL, and nothing elsewhere or from a bad id", () => {
  expect(productInUrl({ pathname: '/categorias/pasteles', search: '?producto=12' })).toBe(12);
  expect(productInUrl({ pathname: '/categorias/pasteles/', search: '?orden=precio&producto=7' })).toBe(7);
  expect(productInUrl({ pathname: '/categorias/pasteles', search: '' })).toBeUndefined();
  expect(productInUrl({ pathname: '/categorias', search: '?producto=12' })).toBeUndefined();
  expect(productInUrl({ pathname: '/blog', search: '?producto=12' })).toBeUndefined();
  for (const id of ['', '0', '-3', '1.5', 'doce', '012'])
    expect(productInUrl({ pathname: '/categorias/pasteles', search: `?producto=${id}` })).toBeUndefined();
});

it('names another site by its host, and neither this site, no referrer nor what is not a host name', () => {
  expect(referringSite('https://www.google.com/search?q=pan', 'pasteleria.mx')).toBe('www.google.com');
  expect(referringSite('android-app://com.google.android.gm/', 'pasteleria.mx')).toBe('com.google.android.gm');
  expect(referringSite('https://pasteleria.mx/blog', 'pasteleria.mx')).toBeUndefined();
  expect(referringSite('', 'pasteleria.mx')).toBeUndefined();
  expect(referringSite('http://[::1]:3000/', 'pasteleria.mx')).toBeUndefined();
});

describe('the events of a page', () => {
  const pasteles = { pathname: '/categorias/pasteles', search: '' };
  const cake = { pathname: '/categorias/pasteles', search: '?producto=12' };

  it('counts a new path as a view, with the referring site on the first only', () => {
    expect(pageEvents(null, { pathname: '/', search: '' }, 'www.google.com')).toEqual([
      { tipo: 'vista', ruta: '/', origen: 'www.google.com' },
    ]);
    expect(pageEvents({ pathname: '/', search: '' }, pasteles)).toEqual([
      { tipo: 'vista', ruta: '/categorias/pasteles' },
    ]);
  });

  it("counts a product opened on its category's page as a product, not as another view", () => {
    expect(pageEvents(pasteles, cake)).toEqual([{ tipo: 'producto', ruta: '/categorias/pasteles', producto: 12 }]);
    expect(pageEvents(cake, cake)).toEqual([]);
    expect(pageEvents(cake, pasteles)).toEqual([]);
    expect(pageEvents(null, cake)).toEqual([
      { tipo: 'vista', ruta: '/categorias/pasteles' },
      { tipo: 'producto', ruta: '/categorias/pasteles', producto: 12 },
    ]);
  });

  it('takes a page loaded anew from a link of this site as a move from that page', () => {
    expect(firstPageEvents(cake, 'https://pasteleria.mx/categorias/pasteles', 'pasteleria.mx')).toEqual([
      { tipo: 'producto', ruta: '/categorias/pasteles', producto: 12 },
    ]);
    expect(firstPageEvents(pasteles, 'https://pasteleria.mx/', 'pasteleria.mx')).toEqual([
      { tipo: 'vista', ruta: '/categorias/pasteles' },
    ]);
    expect(firstPageEvents(pasteles, 'https://www.google.com/', 'pasteleria.mx')).toEqual([
      { tipo: 'vista', ruta: '/categorias/pasteles', origen: 'www.google.com' },
    ]);
    expect(firstPageEvents(pasteles, '', 'pasteleria.mx')).toEqual([{ tipo: 'vista', ruta: '/categorias/pasteles' }]);
  });

  it("cuts a requested page's long path to what a beacon may carry", () => {
    const page = requestedPage(`/${'a'.repeat(400)}`, '?producto=1');
    expect(page).toEqual({ pathname: `/${'a'.repeat(299)}`, search: '?producto=1' });
  });
});
