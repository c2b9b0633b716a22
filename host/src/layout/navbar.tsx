import { Link, NavLink } from 'react-router-dom';
import { siteName } from '@pasteleria/shared';

/** Inicio, Categorías and Blog are client-side links; Login is a full page load. */
export function Navbar() {
  return (
    <header className="navbar">
      <nav className="navbar-inner container" aria-label="Principal">
        <Link to="/" className="navbar-brand">
          {siteName()}
        </Link>
        <ul className="navbar-links">
          <li>
            <NavLink to="/" end>
              Inicio
            </NavLink>
          </li>
          <li>
            <NavLink to="/categorias">Categorías</NavLink>
          </li>
          <li>
            <NavLink to="/blog">Blog</NavLink>
          </li>
          <li>
            <a href="/login">Login</a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
