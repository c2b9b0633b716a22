import { useEffect, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { FocusOnNavigate } from './focus-on-navigate';

/** A page whose heading shows only once its data has arrived. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Blog y Contenidos</h1> : <p>Cargando...</p>;
}

function renderSite(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <FocusOnNavigate />
      <nav>
        <Link to="/">Inicio</Link>
        <Link to="/categorias">Categorías</Link>
        <Link to="/categorias?orden=nombre">Por nombre</Link>
        <Link to="/blog">Blog</Link>
      </nav>
      <main>
        <Routes>
          <Route index element={<h1>Pastelería</h1>} />
          <Route path="categorias" element={<h1>Línea de productos</h1>} />
          <Route path="blog" element={<SlowPage />} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

describe('FocusOnNavigate', () => {
  it('leaves focus alone on the first page', () => {
    renderSite();
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the new page’s main heading after a client-side navigation', async () => {
    renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'Categorías' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Línea de productos' })).toHaveFocus();
  });

  it('waits for a page that is still loading to show its heading', async () => {
    renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'Blog' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Blog y Contenidos' })).toHaveFocus());
  });

  it('leaves focus where it is when only the query changes', async () => {
    renderSite('/categorias');
    const link = screen.getByRole('link', { name: 'Por nombre' });
    await userEvent.click(link);
    expect(link).toHaveFocus();
  });
});
