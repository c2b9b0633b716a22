import { currentPreview, endPreview, PREVIEW_KEY, startPreview } from './preview-session';

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

const blog = { id: 7, remote: 'remote_blog', version: '0.2.0-abc12345' } as const;

it("startPreview keeps { id, remote, version } in session storage under 'preview'; currentPreview reads it", () => {
  expect(currentPreview()).toBeNull();
  startPreview({ ...blog, live: false, served: true } as typeof blog);
  expect(JSON.parse(sessionStorage.getItem(PREVIEW_KEY)!)).toEqual(blog);
  expect(PREVIEW_KEY).toBe('preview');
  expect(currentPreview()).toEqual(blog);
});

it('endPreview forgets it', () => {
  startPreview(blog);
  endPreview();
  expect(sessionStorage.getItem(PREVIEW_KEY)).toBeNull();
  expect(currentPreview()).toBeNull();
});

it.each([
  ['not JSON', '{id: 7'],
  ['not an object', '"remote_blog"'],
  ['null', 'null'],
  ['no id', JSON.stringify({ remote: 'remote_blog', version: '1' })],
  ['an id that is not a positive integer', JSON.stringify({ ...blog, id: '7' })],
  ['a negative id', JSON.stringify({ ...blog, id: -1 })],
  ['an unknown remote', JSON.stringify({ ...blog, remote: 'remote_shop' })],
  ['an empty version', JSON.stringify({ ...blog, version: '' })],
])('a stored value that is %s is no preview', (_, stored) => {
  sessionStorage.setItem(PREVIEW_KEY, stored);
  expect(currentPreview()).toBeNull();
});

it('answers only the three fields, whatever else is stored', () => {
  sessionStorage.setItem(PREVIEW_KEY, JSON.stringify({ ...blog, extra: '<script>' }));
  expect(currentPreview()).toEqual(blog);
});

it('storage that throws (privacy mode) is no preview, and starting or ending one does not throw', () => {
  const refuse = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
  jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
  expect(() => startPreview(blog)).not.toThrow();
  expect(currentPreview()).toBeNull();
  expect(() => endPreview()).not.toThrow();
});
