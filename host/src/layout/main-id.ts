/** The id of every page's <main>: the skip link's target, and where focus returns when a banner closes. */
export const MAIN_ID = 'contenido';
