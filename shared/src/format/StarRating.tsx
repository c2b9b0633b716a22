import { stars } from './stars';

export interface StarRatingProps {
  rating: number | string | null | undefined;
  className?: string;
}

const FILLED_COLOR = '#f5a623';
const EMPTY_COLOR = '#c8c8c8';

/** A rating as ★/☆ out of 5, read by screen readers as 'Calificación: 4 de 5'. */
export function StarRating({ rating, className }: StarRatingProps) {
  const { filled, empty } = stars(rating);
  return (
    <span role="img" aria-label={`Calificación: ${filled} de ${filled + empty}`} className={className}>
      <span aria-hidden="true" style={{ color: FILLED_COLOR }}>{'★'.repeat(filled)}</span>
      <span aria-hidden="true" style={{ color: EMPTY_COLOR }}>{'☆'.repeat(empty)}</span>
    </span>
  );
}
