import { render, screen } from '@testing-library/react';
import { StoredImage } from './stored-image';
import { setApiBase } from '../api/api-settings';
import { IMAGE_SIZES, IMAGE_WIDTHS } from '../images/responsive';

afterEach(() => setApiBase('/api/v1'));

describe('StoredImage', () => {
  it('offers every WebP variant with the width it is drawn at, and a mid-size variant as src', () => {
    render(
      <StoredImage
        entity="producto"
        name="abc 1.jpg"
        alt="Pastel"
        sizes={IMAGE_SIZES.card}
        width={800}
        height={600}
        className="card-img"
      />,
    );
    const img = screen.getByRole('img', { name: 'Pastel' });
    expect(img.getAttribute('srcset')?.split(', ')).toEqual(
      IMAGE_WIDTHS.map((w) => `/img/producto/${w}w/abc%201.jpg.webp ${w}w`),
    );
    expect(img).toHaveAttribute('sizes', IMAGE_SIZES.card);
    expect(img).toHaveAttribute('src', '/img/producto/640w/abc%201.jpg.webp');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveClass('card-img');
  });

  it('waits until near the screen by default', () => {
    render(<StoredImage entity="post" name="p.png" alt="Foto" sizes={IMAGE_SIZES.blogCard} width={4} height={3} />);
    const img = screen.getByRole('img', { name: 'Foto' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('the main picture of a page loads at once, first, and is shown in the same frame as the page', () => {
    render(
      <StoredImage entity="slide" name="s.webp" alt="" sizes={IMAGE_SIZES.slide} width={1600} height={600} priority />,
    );
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('decoding', 'sync');
  });

  it("comes from the API's host when the API is on another one", () => {
    setApiBase('https://api.example.com/api/v1');
    render(
      <StoredImage entity="slide" name="s.webp" alt="Promo" sizes={IMAGE_SIZES.slide} width={1600} height={600} />,
    );
    const img = screen.getByRole('img', { name: 'Promo' });
    expect(img).toHaveAttribute('src', 'https://api.example.com/img/slide/640w/s.webp.webp');
    expect(img.getAttribute('srcset')).toMatch(/^https:\/\/api\.example\.com\/img\/slide\/320w\/s\.webp\.webp 320w, /);
  });

  it('a preview (data-URL or absolute URL) is shown as it is', () => {
    const { rerender } = render(
      <StoredImage
        entity="categoria"
        name="data:image/png;base64,AAAA"
        alt="Vista"
        sizes={IMAGE_SIZES.card}
        width={800}
        height={600}
      />,
    );
    let img = screen.getByRole('img', { name: 'Vista' });
    expect(img).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '800');
    rerender(
      <StoredImage
        entity="categoria"
        name="https://cdn.mx/a.png"
        alt="Vista"
        sizes={IMAGE_SIZES.card}
        width={800}
        height={600}
      />,
    );
    img = screen.getByRole('img', { name: 'Vista' });
    expect(img).toHaveAttribute('src', 'https://cdn.mx/a.png');
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});
