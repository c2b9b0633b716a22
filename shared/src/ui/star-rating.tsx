import { stars } from '../format/stars';

export interface StarRatingProps {
  rating: number | string | null | undefined;
  className?: string;
}

/**
 * A rating as ★/☆ out of 5, read by screen readers as 'Calificación: 4 de 5'. Colours come from
 * site.css (`.stars`, `.star-filled`).
 */
export function StarRating({ rating, className }: StarRatingProps) {
  const { filled, empty } = stars(rating);
  return (
    <span
      role="img"
      aria-label={`Calificación: ${filled} de ${filled + empty}`}
      className={className ? `stars ${className}` : 'stars'}
    >
      <span aria-hidden="true" className="star-filled">
        {'★'.repeat(filled)}
      </span>
      <span aria-hidden="true">{'☆'.repeat(empty)}</span>
    </span>
  );
}
