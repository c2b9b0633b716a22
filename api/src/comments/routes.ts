import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordRequest } from '../auth/activity-log.js';
import { requireAdmin } from '../auth/guard.js';
import {
  approveComment,
  createComment,
  deleteComment,
  listApprovedComments,
  listPendingComments,
  type CommentStore,
  type PendingPage,
} from './comments.js';
import type { RateLimiter } from '../http/rate-limit.js';
import { NO_BODY, PUBLIC_BODY_LIMIT } from '../plugins/external/body-parsers.js';
import { commentSchemas } from './schemas.js';

type IdRequest = FastifyRequest<{ Params: { id: number } }>;
type PageRequest = FastifyRequest<{ Querystring: { pagina: number; limite: number } }>;

/** POST and GET /public/comentarios (rate-limited per IP). */
export function publicCommentRoutes(ctx: CommentStore & { limiters: { commentPerIp: RateLimiter } }) {
  return async (app: FastifyInstance) => {
    app.post(
      '/public/comentarios',
      { bodyLimit: PUBLIC_BODY_LIMIT, schema: commentSchemas.create },
      async (request, reply) => {
        await ctx.limiters.commentPerIp.hit(request.ip);
        const comment = await createComment(ctx, request.body);
        return reply
          .code(201)
          .send({ message: 'Gracias por tu comentario. Está pendiente de aprobación.', comentario: comment });
      },
    );
    app.get('/public/comentarios', { schema: commentSchemas.approved }, () => listApprovedComments(ctx));
  };
}

/**
 * How the client reaches the other pages of the pending list: `X-Total-Count` (pending comments in
 * all) and a `Link` header (RFC 8288) to the first, previous, next and last pages, on the path the
 * request came on.
 */
function describePages(request: FastifyRequest, reply: FastifyReply, page: PendingPage): void {
  const path = request.url.split('?')[0] ?? request.url;
  const last = Math.max(1, Math.ceil(page.total / page.limite));
  const link = (pagina: number, rel: string) => `<${path}?pagina=${pagina}&limite=${page.limite}>; rel="${rel}"`;
  const links = [link(1, 'first')];
  if (page.pagina > 1) links.push(link(Math.min(page.pagina - 1, last), 'prev'));
  if (page.pagina < last) links.push(link(page.pagina + 1, 'next'));
  links.push(link(last, 'last'));
  reply.header('x-total-count', String(page.total)).header('link', links.join(', '));
}

/** Moderation: GET /admin/comentarios/pendientes, PUT /admin/comentarios/{id}/aprobar, DELETE /admin/comentarios/{id}. */
export function adminCommentRoutes(ctx: CommentStore) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdmin(ctx.db));
    // A plain array, as before (the first page without parameters); the headers tell the rest.
    app.get(
      '/admin/comentarios/pendientes',
      { schema: commentSchemas.pending },
      async (request: PageRequest, reply) => {
        const page = await listPendingComments(ctx, request.query);
        describePages(request, reply, page);
        return page.comments;
      },
    );
    app.put(
      '/admin/comentarios/:id/aprobar',
      { ...NO_BODY, schema: commentSchemas.approve },
      async (request: IdRequest) => {
        const comment = await approveComment(ctx, request.params.id);
        await recordRequest(ctx.db, request, {
          action: 'comment-approved',
          target: { type: 'comentario', id: comment.id, name: comment.nombre },
          description: `Aprobó el comentario de «${comment.nombre}».`,
        });
        return comment;
      },
    );
    app.delete('/admin/comentarios/:id', { schema: commentSchemas.remove }, async (request: IdRequest) => {
      const nombre = await deleteComment(ctx, request.params.id);
      await recordRequest(ctx.db, request, {
        action: 'comment-deleted',
        target: { type: 'comentario', id: request.params.id, name: nombre },
        description: `Eliminó el comentario de «${nombre}».`,
      });
      return { message: 'Comentario eliminado.' };
    });
  };
}
