import { imageUrl } from './image-url';
import { setApiBase } from '../api/api-settings';

afterEach(() => setApiBase('/api/v1'));

it.each(['categoria', 'producto', 'empresa', 'slide', 'post', 'pagina'] as const)(
  '%s images live under /img/%s/',
  (entity) => {
    expect(imageUrl(entity, 'foto 1.jpg')).toBe(`/img/${entity}/foto%201.jpg`);
  },
);

it('is null without an image and passes data-URLs and absolute URLs through', () => {
  expect(imageUrl('post', null)).toBeNull();
  expect(imageUrl('post', '')).toBeNull();
  expect(imageUrl('post', undefined)).toBeNull();
  expect(imageUrl('slide', 'data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  expect(imageUrl('slide', 'https://cdn.mx/a.png')).toBe('https://cdn.mx/a.png');
});

describe("on the API's host", () => {
  it("an absolute apiBase (API on another host): the image comes from that origin, not the page's", () => {
    setApiBase('https://api.example.com/api/v1');
    expect(imageUrl('producto', 'x.webp')).toBe('https://api.example.com/img/producto/x.webp');
    setApiBase('http://localhost:8080/api/v1/');
    expect(imageUrl('post', 'a b.png')).toBe('http://localhost:8080/img/post/a%20b.png');
    setApiBase('//api.example.com/api/v1');
    expect(imageUrl('slide', 's.jpg')).toBe('//api.example.com/img/slide/s.jpg');
  });

  it('a path apiBase (API on this site): a path, as before', () => {
    setApiBase('/tienda/api/v1');
    expect(imageUrl('categoria', 'c.jpg')).toBe('/img/categoria/c.jpg');
  });

  it('data-URLs and absolute URLs are still passed through', () => {
    setApiBase('https://api.example.com/api/v1');
    expect(imageUrl('slide', 'data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(imageUrl('slide', 'https://cdn.mx/a.png')).toBe('https://cdn.mx/a.png');
  });
});
