/** Bounds several declarations share. */
export const ORDER_MAX = 1_000_000;
export const COUNT_MAX = 2_000_000_000;
