import { fireEvent, screen } from '@testing-library/react';
import { renderWithShell, TEST_SITE } from '../test/render';
import { Navbar } from './navbar';

const currentPath = () => screen.getByRole('status', { name: 'ruta actual' }).textContent;

describe('Navbar', () => {
  it('shows the shop name and the four links', () => {
    renderWithShell(<Navbar />);
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(nav).toHaveTextContent(TEST_SITE.name);
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Categorías' })).toHaveAttribute('href', '/categorias');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['Categorías', '/categorias'],
    ['Blog', '/blog'],
    ['Inicio', '/'],
  ])('%s navigates client-side, without reloading the page', (name, path) => {
    renderWithShell(<Navbar />, { path: '/politica-cookies' });
    // fireEvent returns false when the click's default (a page load) was prevented.
    const pageLoad = fireEvent.click(screen.getByRole('link', { name }));
    expect(pageLoad).toBe(false);
    expect(currentPath()).toBe(path);
  });

  it('Login is a full page load, outside the route table', () => {
    renderWithShell(<Navbar />, { path: '/blog' });
    const pageLoad = fireEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(pageLoad).toBe(true);
    expect(currentPath()).toBe('/blog');
  });

  it('marks the current section', () => {
    renderWithShell(<Navbar />, { path: '/blog/post/tres-leches' });
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });
});
