import { sql } from 'kysely';
import { approveComment, createComment } from '../comments/comments.js';
import { categoria, ENTITIES, empresa, pagina, post, producto, slide } from '../entities/definitions.js';
import { createRecord, type ContentServices } from '../content/records.js';
import { runApart } from '../db/run-apart.js';
import type { DemoContent } from './content.js';

/**
 * Demo content on the first start of an empty database. The content goes through the same
 * create logic as the admin routes (validation, slugs, image storage). Whether the seed ran or
 * was skipped (SEED=0) is remembered, so later starts never seed again.
 */
const STATE_KEY = 'seed';

async function alreadyDecided(ctx: ContentServices): Promise<boolean> {
  const state = await ctx.db.selectFrom('app_state').select('value').where('key', '=', STATE_KEY).executeTakeFirst();
  return state !== undefined;
}

async function isEmptyDatabase(ctx: ContentServices): Promise<boolean> {
  for (const def of ENTITIES) {
    const { rows } = await sql`SELECT 1 FROM ${sql.table(def.table)} LIMIT 1`.execute(ctx.db);
    if (rows.length > 0) return false;
  }
  const comment = await ctx.db.selectFrom('comentarios').select('id').limit(1).executeTakeFirst();
  return !comment;
}

async function remember(ctx: ContentServices, value: 'done' | 'skipped' | 'not-empty'): Promise<void> {
  await ctx.db
    .insertInto('app_state')
    .values({ key: STATE_KEY, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

async function insertDemoContent(ctx: ContentServices): Promise<void> {
  // Rasterised in a child process: libvips would leave ~90 MB of native heap in this one for good.
  const content = await runApart<DemoContent>(new URL('./content.js', import.meta.url).href, 'demoContent');
  for (const { productos, ...input } of content.categorias) {
    const created = await createRecord(ctx, categoria, input);
    for (const item of productos) await createRecord(ctx, producto, { ...item, categoria_id: created.id });
  }
  for (const input of content.empresas) await createRecord(ctx, empresa, input);
  for (const input of content.slides) await createRecord(ctx, slide, input);
  for (const input of content.posts) await createRecord(ctx, post, input);
  for (const input of content.paginas) await createRecord(ctx, pagina, input);
  for (const { approved, ...input } of content.comentarios) {
    const created = await createComment(ctx, input);
    if (approved) await approveComment(ctx, created.id);
  }
}

/** Seeds demo content when enabled and this is the first start of an empty database. Answers whether it seeded. */
export async function seedOnFirstStart(ctx: ContentServices, enabled: boolean): Promise<boolean> {
  // Later starts only read the remembered decision.
  if (await alreadyDecided(ctx)) return false;
  if (!(await isEmptyDatabase(ctx))) {
    await remember(ctx, 'not-empty');
    return false;
  }
  if (!enabled) {
    await remember(ctx, 'skipped');
    return false;
  }
  // All or nothing: a seed that fails half-way leaves an empty database to seed on the next start.
  await ctx.db.transaction().execute(async (trx) => {
    const inTransaction = { ...ctx, db: trx, images: ctx.images.using(trx) };
    await insertDemoContent(inTransaction);
    await remember(inTransaction, 'done');
  });
  return true;
}
