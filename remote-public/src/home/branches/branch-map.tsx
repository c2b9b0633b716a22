import type { Empresa } from '@pasteleria/shared';

/** Half the side of the map's box, in degrees (a few streets around the branch). */
const SPAN = 0.004;

/** Both coordinates of a branch as numbers, or null when either is missing. */
export function coordinates({ latitud, longitud }: Pick<Empresa, 'latitud' | 'longitud'>) {
  if (latitud === null || longitud === null || `${latitud}` === '' || `${longitud}` === '') return null;
  const lat = Number(latitud);
  const lng = Number(longitud);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/** An OpenStreetMap embed (loaded lazily, its box reserved) and a 'Cómo llegar' directions link. */
export function BranchMap({ name, lat, lng }: { name: string; lat: number; lng: number }) {
  const bbox = [lng - SPAN, lat - SPAN, lng + SPAN, lat + SPAN].join(',');
  const map = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`;
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
  return (
    <div className="pub-branch-map">
      <iframe title={`Mapa de ${name}`} src={map} width={400} height={300} loading="lazy" />
      <a className="btn btn-outline btn-sm" href={directions} target="_blank" rel="noopener">
        Cómo llegar<span className="visually-hidden"> a {name}</span>
      </a>
    </div>
  );
}
