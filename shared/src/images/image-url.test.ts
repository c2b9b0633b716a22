import { imageUrl } from './image-url';

it.each(['categoria', 'producto', 'empresa', 'slide', 'post', 'pagina'] as const)('%s images live under /img/%s/', (entity) => {
  expect(imageUrl(entity, 'foto 1.jpg')).toBe(`/img/${entity}/foto%201.jpg`);
});

it('is null without an image and passes data-URLs and absolute URLs through', () => {
  expect(imageUrl('post', null)).toBeNull();
  expect(imageUrl('post', '')).toBeNull();
  expect(imageUrl('post', undefined)).toBeNull();
  expect(imageUrl('slide', 'data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  expect(imageUrl('slide', 'https://cdn.mx/a.png')).toBe('https://cdn.mx/a.png');
});
