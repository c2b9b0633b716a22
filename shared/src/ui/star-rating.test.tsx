import { render, screen } from '@testing-library/react';
import { StarRating } from './star-rating';

it('shows filled and empty stars out of 5 with a Spanish label', () => {
  render(<StarRating rating={4} />);
  const rating = screen.getByRole('img', { name: 'Calificación: 4 de 5' });
  expect(rating).toHaveTextContent(/^★★★★☆$/);
});

it('clamps out-of-range ratings', () => {
  render(<StarRating rating={8} className="estrellas" />);
  const rating = screen.getByRole('img', { name: 'Calificación: 5 de 5' });
  expect(rating).toHaveTextContent(/^★★★★★$/);
  expect(rating).toHaveClass('estrellas');
});

it('shows five empty stars for 0 (not chosen)', () => {
  render(<StarRating rating={0} />);
  expect(screen.getByRole('img', { name: 'Calificación: 0 de 5' })).toHaveTextContent(/^☆☆☆☆☆$/);
});
