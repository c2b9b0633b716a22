import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContentCard, contentPath, toContentEntries } from './content-card';
import { pagina, post } from '../test/fixtures';

describe('ContentCard', () => {
  it('cuts the description to 100 characters plus an ellipsis and links to the post', () => {
    const entry = post({ description: '<p>' + 'a'.repeat(120) + '</p>' });
    render(
      <MemoryRouter>
        <ContentCard item={{ kind: 'post', entry }} headingLevel={3} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(entry.title);
    expect(screen.getByText(`${'a'.repeat(100)}…`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Leer más/ })).toHaveAttribute('href', '/blog/post/receta-conchas');
  });

  it("names an untitled page 'Sin título' and shows a placeholder when it has no image", () => {
    render(
      <MemoryRouter>
        <ContentCard item={{ kind: 'pagina', entry: pagina({ title: '' }) }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Sin título');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Sin imagen')).toHaveAttribute('aria-hidden', 'true');
  });

  it('lists posts before pages and builds their paths', () => {
    const entries = toContentEntries([post()], [pagina()]);
    expect(entries.map((e) => e.kind)).toEqual(['post', 'pagina']);
    expect(contentPath('pagina', 'quiénes somos')).toBe('/blog/pagina/qui%C3%A9nes%20somos');
  });
});
