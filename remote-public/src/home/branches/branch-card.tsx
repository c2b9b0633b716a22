import { StoredImage, type Empresa } from '@pasteleria/shared';
import { IMAGE_SIZES } from '@pasteleria/shared/images/responsive';
import { BranchMap, coordinates } from './branch-map';

const SOCIAL = [
  ['facebook', 'Facebook'],
  ['youtube', 'YouTube'],
  ['tiktok', 'TikTok'],
] as const;

/** Digits and a leading + of a phone number, for its tel: link. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * One branch: photo (or 'Sin foto'), name, address, description, phone, and only the e-mail,
 * website and social links it has; a map and 'Cómo llegar' when it has both coordinates.
 */
export function BranchCard({ empresa }: { empresa: Empresa }) {
  const where = coordinates(empresa);
  const social = SOCIAL.filter(([field]) => empresa[field]);

  return (
    <article className="card pub-branch">
      {empresa.urlfoto ? (
        <StoredImage
          className="card-img"
          entity="empresa"
          name={empresa.urlfoto}
          alt={`Sucursal ${empresa.nombre}`}
          sizes={IMAGE_SIZES.branch}
          width={800}
          height={600}
        />
      ) : (
        <div className="placeholder-img">Sin foto</div>
      )}
      <div className="card-body">
        <h3 className="card-title">{empresa.nombre}</h3>
        {empresa.direccion && <p className="pub-branch-address">{empresa.direccion}</p>}
        {empresa.descripcion && <p className="card-text">{empresa.descripcion}</p>}
        <ul className="pub-branch-contact">
          {empresa.telefono && (
            <li>
              Tel.: <a href={telHref(empresa.telefono)}>{empresa.telefono}</a>
            </li>
          )}
          {empresa.email && (
            <li>
              <a href={`mailto:${empresa.email}`}>{empresa.email}</a>
            </li>
          )}
          {empresa.website && (
            <li>
              <a href={empresa.website} target="_blank" rel="noopener">
                Sitio web<span className="visually-hidden"> de {empresa.nombre}</span>
              </a>
            </li>
          )}
        </ul>
        {social.length > 0 && (
          <ul className="cluster pub-branch-social">
            {social.map(([field, label]) => (
              <li key={field}>
                <a href={empresa[field]} target="_blank" rel="noopener">
                  {label}
                  <span className="visually-hidden"> de {empresa.nombre}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {where && <BranchMap name={empresa.nombre} {...where} />}
    </article>
  );
}
