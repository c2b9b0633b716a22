import { htmlToText } from './plain-text';
import { metaDescription, pageTitle, postHead, productHead, shareImage } from './page-head';

const site = { name: 'Pastelería La Esperanza' };

describe('htmlToText', () => {
  it('reads rich text as a person would: blocks separated, entities decoded, scripts dropped', () => {
    expect(htmlToText('<h2>Historia</h2><p>Desde 1987 &amp; con <strong>amor</strong>&nbsp;&#x1F382;</p>')).toBe(
      'Historia Desde 1987 & con amor 🎂',
    );
    expect(htmlToText('<p>a</p><script>alert("x")</script><style>p{}</style><p>b</p>')).toBe('a b');
    expect(htmlToText('&#0; &#9999999; &bogus; 5 < 6')).toBe('\uFFFD \uFFFD &bogus; 5');
    expect(htmlToText(null)).toBe('');
  });

  it('takes one pass over hostile input', () => {
    const started = performance.now();
    htmlToText('<'.repeat(200_000));
    htmlToText('<script>'.repeat(20_000));
    htmlToText('&amp'.repeat(100_000));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('page heads', () => {
  it('titles name the site once', () => {
    expect(pageTitle(site, 'Pasteles')).toBe('Pasteles | Pastelería La Esperanza');
    expect(pageTitle(site, 'Pastel Selva Negra | Pastelería La Esperanza')).toBe(
      'Pastel Selva Negra | Pastelería La Esperanza',
    );
    expect(pageTitle(site, '')).toBe('Pastelería La Esperanza');
  });

  it('descriptions are plain text of at most 160 characters, from the first source with text', () => {
    const long = metaDescription('', `<p>${'palabra '.repeat(40)}</p>`);
    expect(long.endsWith('…')).toBe(true);
    expect(Array.from(long).length).toBeLessThanOrEqual(160);
    expect(metaDescription(null, '  ', 'Corta')).toBe('Corta');
  });

  it('a product uses its SEO title and its own URL; a post its SEO description', () => {
    const producto = {
      id: 12,
      name: 'Tres leches',
      title: 'Pastel tres leches',
      descripcion: '',
      description: '<p>Húmedo</p>',
      image: 'a.webp',
    };
    expect(productHead(site, 'pasteles', producto)).toEqual({
      title: 'Pastel tres leches | Pastelería La Esperanza',
      description: 'Húmedo',
      path: '/categorias/pasteles?producto=12',
      type: 'product',
      image: { entity: 'producto', name: 'a.webp' },
    });
    const post = {
      name: 'conchas',
      slug: 'conchas',
      title: '',
      description: '',
      descripcion: '<p>Receta</p>',
      image: null,
    };
    expect(postHead(site, post)).toMatchObject({
      title: 'conchas | Pastelería La Esperanza',
      description: 'Receta',
      path: '/blog/post/conchas',
      type: 'article',
      image: null,
    });
  });

  it('a page without a picture is shared with the first slide', () => {
    const head = postHead(site, { name: 'x', slug: 'x', title: 'X', description: 'd', descripcion: '', image: null });
    expect(shareImage(head, [{ imagen: null }, { imagen: 's.webp' }])).toEqual({ entity: 'slide', name: 's.webp' });
    expect(shareImage(head, [])).toBeNull();
  });
});
