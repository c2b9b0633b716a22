import { fold, isDataUrl, slugify } from './index.ts';

// The API stores these slugs and the admin previews them: one function, the API's answers (lowercase, strict).
describe('slugify', () => {
  test('lowercase, without accents, only a-z 0-9 and single dashes', () => {
    expect(slugify('Pastelería Fina')).toBe('pasteleria-fina');
    expect(slugify('  ¡Año Nuevo! Ñandú & Crème brûlée  ')).toBe('ano-nuevo-nandu-creme-brulee');
    expect(slugify('Postres___y---Gelatinas')).toBe('postres-y-gelatinas');
    expect(slugify('Rosca  de  reyes!')).toBe('rosca-de-reyes');
    expect(slugify('Café 2025')).toBe('cafe-2025');
  });

  test('ß, æ and œ are spelled out', () => {
    expect(slugify('Straße')).toBe('strasse');
    expect(slugify('STRAẞE')).toBe('strasse');
    expect(slugify('Æbleskiver')).toBe('aebleskiver');
    expect(slugify('Œufs à la neige')).toBe('oeufs-a-la-neige');
  });

  test('a name with no letter or digit gives an empty slug', () => {
    expect(slugify('🍰🍰')).toBe('');
    expect(slugify('¡¡¡')).toBe('');
    expect(slugify('')).toBe('');
  });

  test('at most 80 characters, with no dash left at the cut', () => {
    expect(slugify('a'.repeat(300))).toBe('a'.repeat(80));
    expect(slugify(`${'a'.repeat(79)} bcd`)).toBe('a'.repeat(79));
  });
});

test('fold: lower case without accents, for searches', () => {
  expect(fold('PASTELERÍA Ñandú')).toBe('pasteleria nandu');
  expect(fold('Crème Brûlée')).toBe('creme brulee');
  expect(fold('Pastelería ÁRBOL Ñandú')).toBe('pasteleria arbol nandu');
});

describe('isDataUrl', () => {
  test('a data-URL, in any case and after blanks, is a new image', () => {
    expect(isDataUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isDataUrl('DATA:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isDataUrl('  data:image/webp;base64,UklGRg==')).toBe(true);
  });

  test('a stored file name, an empty value or anything else is not', () => {
    expect(isDataUrl('3f2a9c.webp')).toBe(false);
    expect(isDataUrl('')).toBe(false);
    expect(isDataUrl('image/data:png')).toBe(false);
    expect(isDataUrl(null)).toBe(false);
    expect(isDataUrl(undefined)).toBe(false);
    expect(isDataUrl(42)).toBe(false);
  });
});
