import { render, screen } from '@testing-library/react';
import { ContentCard, contentPath, type CardLink } from './content-card';
import { toContentEntries } from '../api/content-entries';
import { pagina, post } from '../testing/fixtures';
import { IMAGE_SIZES } from '../images/responsive';

/** Stands in for the router's Link: a plain anchor to `to`. */
const Link: CardLink = ({ to, children, ...rest }) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

describe('ContentCard', () => {
  it('cuts the description to 100 characters plus an ellipsis and links to the post', () => {
    const entry = post({ description: '<p>' + 'a'.repeat(120) + '</p>' });
    render(<ContentCard item={{ kind: 'post', entry }} link={Link} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(entry.title);
    expect(screen.getByText(`${'a'.repeat(100)}…`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Leer más/ })).toHaveAttribute('href', '/blog/post/receta-conchas');
  });

  it("names an untitled page 'Sin título' and shows a placeholder when it has no image", () => {
    render(<ContentCard item={{ kind: 'pagina', entry: pagina({ title: '' }) }} link={Link} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Sin título');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Sin imagen')).toHaveAttribute('aria-hidden', 'true');
  });

  it("shows the picture's WebP variants for the grid's width, lazily unless it is the page's main one", () => {
    const { rerender } = render(<ContentCard item={{ kind: 'post', entry: post({ image: 'c.jpg' }) }} link={Link} />);
    let img = document.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/img/post/640w/c.jpg.webp');
    expect(img).toHaveAttribute('sizes', IMAGE_SIZES.card);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    rerender(
      <ContentCard
        item={{ kind: 'pagina', entry: pagina({ image: 'p.png' }) }}
        link={Link}
        imageSizes={IMAGE_SIZES.blogCard}
        priority
      />,
    );
    img = document.querySelector('img')!;
    expect(img.getAttribute('srcset')).toContain('/img/pagina/480w/p.png.webp 480w');
    expect(img).toHaveAttribute('sizes', IMAGE_SIZES.blogCard);
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('lists posts before pages and builds their paths', () => {
    const entries = toContentEntries([post()], [pagina()]);
    expect(entries.map((e) => e.kind)).toEqual(['post', 'pagina']);
    expect(contentPath('pagina', 'quiénes somos')).toBe('/blog/pagina/qui%C3%A9nes%20somos');
  });
});
