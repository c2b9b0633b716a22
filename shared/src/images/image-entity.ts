/** The entities whose stored images the server serves under /img/<entity>/ (SPEC §2). */
export type ImageEntity = 'categoria' | 'producto' | 'empresa' | 'slide' | 'post' | 'pagina';
