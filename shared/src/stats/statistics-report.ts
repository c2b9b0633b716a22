import { Type, type Static } from 'typebox';

/**
 * The owner's statistics report, GET /admin/estadisticas?desde&hasta, declared once as its JSON
 * schema: the API answers and documents it by these schemas, and its types (`Estadisticas`,
 * `EstadisticasTotales`…, re-exported by ../types.ts) are derived from them. Browser code imports
 * only those types, which leave no code behind; the schemas are the `statistics-report` subpath,
 * which only the API imports. Days are the shop's, `YYYY-MM-DD`.
 */

const count = Type.Integer({ minimum: 0 });
const day = Type.String({ format: 'date' });
const text = Type.String();

/** A period's totals. */
const estadisticasTotalesSchema = Type.Object({
  /** The sum of each day's visitors: a visitor is not followed from one day to the next. */
  visitantes: count,
  vistas: count,
  pedidosWhatsapp: count,
  comentarios: count,
});

/** One day of the period. */
const estadisticasDiaSchema = Type.Object({
  fecha: day,
  visitantes: count,
  vistas: count,
  pedidosWhatsapp: count,
});

/** A product with activity in the period. */
const estadisticasProductoSchema = Type.Object({ id: count, name: text, vistas: count, pedidosWhatsapp: count });

/** A category's views. */
const estadisticasCategoriaSchema = Type.Object({ id: count, nombre: text, vistas: count });

/** A post's or a page's views. */
const estadisticasEntradaSchema = Type.Object({ id: count, title: text, vistas: count });

/** Where visitors came from: a referring site's host, or 'Directo' for none. */
const estadisticasOrigenSchema = Type.Object({ origen: text, visitantes: count });

export const estadisticasSchema = Type.Object({
  /** The first day, included. */
  desde: day,
  /** The last day, included. */
  hasta: day,
  totales: Type.With(estadisticasTotalesSchema, {
    description: 'Visitantes suma los de cada día: a una persona no se la sigue de un día a otro',
  }),
  anterior: Type.With(estadisticasTotalesSchema, { description: 'El periodo de la misma duración justo antes' }),
  dias: Type.Array(estadisticasDiaSchema, {
    description: 'Cada día del periodo, del más antiguo al más reciente, con ceros',
  }),
  productos: Type.Array(estadisticasProductoSchema, {
    description: 'Los productos con actividad: más pedidos primero, luego más vistos',
  }),
  /** Most viewed first, as are posts and pages. */
  categorias: Type.Array(estadisticasCategoriaSchema),
  posts: Type.Array(estadisticasEntradaSchema),
  paginas: Type.Array(estadisticasEntradaSchema),
  origenes: Type.Array(estadisticasOrigenSchema, {
    description: "De dónde llegaron los visitantes ('Directo' sin sitio de origen), más visitantes primero",
  }),
});

export type EstadisticasTotales = Static<typeof estadisticasTotalesSchema>;
export type EstadisticasDia = Static<typeof estadisticasDiaSchema>;
export type EstadisticasProducto = Static<typeof estadisticasProductoSchema>;
export type EstadisticasCategoria = Static<typeof estadisticasCategoriaSchema>;
export type EstadisticasEntrada = Static<typeof estadisticasEntradaSchema>;
export type EstadisticasOrigen = Static<typeof estadisticasOrigenSchema>;
/** GET /admin/estadisticas?desde&hasta (days `YYYY-MM-DD`, both included, the shop's days). */
export type Estadisticas = Static<typeof estadisticasSchema>;
