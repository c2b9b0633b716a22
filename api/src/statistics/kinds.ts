/** What a beacon counts (its `tipo`). */
export const EVENT_KINDS = ['vista', 'producto', 'whatsapp', 'comentario'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** The pages whose views are counted one by one (by the path a `vista` names). */
export type PageKind = 'categoria' | 'post' | 'pagina';
