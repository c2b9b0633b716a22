/** Ratings are shown out of this many stars. */
export const MAX_STARS = 5;

export interface Stars {
  filled: number;
  empty: number;
}

/** How many of the 5 stars are filled for `rating` (rounded, clamped to 0..5; 0 means not chosen). */
export function stars(rating: number | string | null | undefined): Stars {
  const value = Math.round(Number(rating ?? 0));
  const filled = Number.isFinite(value) ? Math.min(MAX_STARS, Math.max(0, value)) : 0;
  return { filled, empty: MAX_STARS - filled };
}
