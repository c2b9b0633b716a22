/** Bounds several declarations share. */
export const ORDER_MAX = 1_000_000;
export const COUNT_MAX = 2_000_000_000;

/**
 * How many branches the home page lists while its search box is empty (GET /public/empresas/{n});
 * the server writes that answer into the home page, a search asks for the others.
 */
export const HOME_BRANCH_COUNT = 5;
