import type { EventKind } from '../db/schema.js';

/** Every kind of event a beacon may count, as its `tipo` names it. */
export const EVENT_KINDS = ['vista', 'producto', 'whatsapp', 'comentario'] as const satisfies readonly EventKind[];
