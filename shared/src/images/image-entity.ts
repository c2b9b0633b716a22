/** The entities whose stored images the server serves under /img/<entity>/. */
export type ImageEntity = 'categoria' | 'producto' | 'empresa' | 'slide' | 'post' | 'pagina';
