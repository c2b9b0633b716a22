/** Where the API's routes live on this server: every feature's routes are registered under it. */
export const API_PREFIX = '/api/v1';
