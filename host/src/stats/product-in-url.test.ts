import { productInUrl } from './product-in-url';

it("reads the product of a category page's URL, and nothing elsewhere or from a bad id", () => {
  expect(productInUrl({ pathname: '/categorias/pasteles', search: '?producto=12' })).toBe(12);
  expect(productInUrl({ pathname: '/categorias/pasteles/', search: '?orden=precio&producto=7' })).toBe(7);
  expect(productInUrl({ pathname: '/categorias/pasteles', search: '' })).toBeUndefined();
  expect(productInUrl({ pathname: '/categorias', search: '?producto=12' })).toBeUndefined();
  expect(productInUrl({ pathname: '/blog', search: '?producto=12' })).toBeUndefined();
  for (const id of ['', '0', '-3', '1.5', 'doce', '012'])
    expect(productInUrl({ pathname: '/categorias/pasteles', search: `?producto=${id}` })).toBeUndefined();
});
