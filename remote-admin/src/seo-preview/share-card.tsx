import { useId } from 'react';
import { Typography } from 'antd';
import type { PageHead } from '@pasteleria/shared/seo';
import type { PictureSource, SeoPreviewModel } from './use-seo-preview';
import { PreviewNotes } from './preview-notes';

export const SHARE_HEADING = 'Vista previa al compartir';
export const SITE_PICTURE =
  'Esta página no tiene imagen propia: al compartirla se ve la imagen del sitio, el primer slide de la portada.';
export const NEW_PICTURE = 'Se ve la imagen nueva que elegiste (aún sin guardar).';
const NO_PICTURE = 'Sin imagen: ni esta página ni la portada tienen una, así que el enlace se comparte sin imagen.';

const ALT: Record<PictureSource, string> = {
  new: 'Imagen nueva elegida',
  own: 'Imagen de esta página',
  site: 'Imagen del sitio (primer slide de la portada)',
};

export interface ShareCardProps {
  head: PageHead;
  /** The site's host name ("pasteleria.mx"), shown in capitals as the apps do. */
  domain: string;
  picture: SeoPreviewModel['picture'];
  picturePending: boolean;
}

/** The card WhatsApp or Facebook shows for a shared link: picture, domain, title, description. */
export function ShareCard({ head, domain, picture, picturePending }: ShareCardProps) {
  const headingId = useId();
  const note =
    picture?.source === 'site'
      ? SITE_PICTURE
      : picture?.source === 'new'
        ? NEW_PICTURE
        : !picture && !picturePending
          ? NO_PICTURE
          : null;
  return (
    <section className="admin-seo__section" aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} className="admin-seo__heading">
        {SHARE_HEADING}
      </Typography.Title>
      <div className="admin-seo-card">
        <div className="admin-seo-card__picture">
          {picture ? (
            <img src={picture.src} alt={ALT[picture.source]} />
          ) : (
            <span className="admin-seo-card__no-picture">{picturePending ? 'Cargando imagen…' : 'Sin imagen'}</span>
          )}
        </div>
        <div className="admin-seo-card__body">
          <span className="admin-seo-card__domain">{domain.toUpperCase()}</span>
          <span className="admin-seo-card__title">{head.title}</span>
          {head.description && <span className="admin-seo-card__description">{head.description}</span>}
        </div>
      </div>
      <PreviewNotes notes={note ? [note] : []} />
    </section>
  );
}
