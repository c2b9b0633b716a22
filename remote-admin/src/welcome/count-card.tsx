import { Link } from 'react-router-dom';
import { Button, Card, Spin } from 'antd';

export interface CountCardProps {
  /** 'Comentarios pendientes' */
  label: string;
  /** Where the card leads: '/admin/comentario'. */
  to: string;
  /** What the link says besides the label: 'Moderar'. */
  linkText: string;
  count: { data?: number; isPending: boolean; isError: boolean; refetch: () => unknown };
}

/** One count on the admin home ('Contenidos', an h2): how many, and a link to the screen that manages them. */
export function CountCard({ label, to, linkText, count }: CountCardProps) {
  return (
    <Card className="admin-count-card">
      <h3 className="admin-count-card__label">{label}</h3>
      <div className="admin-count-card__value">
        {count.isPending ? (
          <Spin size="small" description={`Cargando ${label.toLocaleLowerCase('es')}...`} />
        ) : count.isError ? (
          <span className="admin-count-card__error" role="alert">
            No se pudo cargar.{' '}
            <Button size="small" onClick={() => void count.refetch()}>
              Reintentar
            </Button>
          </span>
        ) : (
          count.data
        )}
      </div>
      <Link to={to} className="admin-count-card__link">
        {linkText}
        <span className="visually-hidden"> {label.toLocaleLowerCase('es')}</span>
      </Link>
    </Card>
  );
}
