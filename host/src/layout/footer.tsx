import { getRuntimeConfig } from '@pasteleria/shared';

const COPYRIGHT_YEAR = 2025;

/** Copyright of the shop, its social page, and two placeholder social links (Instagram, TikTok: 'próximamente'). */
export function Footer() {
  const { name, socialUrl } = getRuntimeConfig().site;
  return (
    <footer className="footer">
      <div className="footer-inner container">
        <p>
          © {COPYRIGHT_YEAR} {name}. Todos los derechos reservados.
        </p>
        <ul className="footer-links" aria-label="Redes sociales">
          <li>
            <a href={socialUrl} target="_blank" rel="noopener noreferrer">
              Síguenos en redes sociales
            </a>
          </li>
          <li>
            {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- a placeholder until the shop has this account */}
            <a href="#" aria-label="Instagram (próximamente)">
              Instagram
            </a>
          </li>
          <li>
            {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- a placeholder until the shop has this account */}
            <a href="#" aria-label="TikTok (próximamente)">
              TikTok
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
