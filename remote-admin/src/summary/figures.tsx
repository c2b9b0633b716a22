import { Typography } from 'antd';
import type { Estadisticas, EstadisticasTotales } from '@pasteleria/shared';
import { changeOf } from './change';
import { formatCount } from './format';

const FIGURES: ReadonlyArray<{ key: keyof EstadisticasTotales; label: string }> = [
  { key: 'visitantes', label: 'Visitantes' },
  { key: 'vistas', label: 'Vistas' },
  { key: 'pedidosWhatsapp', label: 'Pedidos por WhatsApp' },
  { key: 'comentarios', label: 'Comentarios' },
];

/**
 * The period's four figures, each with its change against the period before (`previous`, in words):
 * an arrow and a number to see, a sentence to hear, and a colour that only repeats them.
 */
export function Figures({ stats, previous }: { stats: Estadisticas; previous: string }) {
  return (
    <>
      <Typography.Paragraph className="admin-summary-figures-note">
        Cada cifra se compara con {previous}.
      </Typography.Paragraph>
      <dl className="admin-summary-figures">
        {FIGURES.map(({ key, label }) => {
          const change = changeOf(stats.totales[key], stats.anterior[key], previous);
          return (
            <div key={key} className="admin-summary-figure">
              <dt className="admin-summary-figure__label">{label}</dt>
              <dd className="admin-summary-figure__value">{formatCount(stats.totales[key])}</dd>
              <dd className={`admin-summary-figure__change admin-summary-figure__change--${change.trend}`}>
                <span aria-hidden="true">{change.text}</span>
                <span className="visually-hidden">{change.spoken}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}
