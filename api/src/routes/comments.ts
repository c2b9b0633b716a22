import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../auth/guard.js';
import {
  approveComment,
  COMMENT_MISSING,
  createComment,
  deleteComment,
  listApprovedComments,
  listPendingComments,
} from '../comments.js';
import type { AppContext } from '../context.js';
import { NO_BODY, PUBLIC_BODY_LIMIT } from '../plugins/external/body-parsers.js';
import { parseId } from '../http/params.js';
import { commentSchemas } from '../schemas/comments.js';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** POST and GET /public/comentarios (rate-limited per IP). */
export function publicCommentRoutes(ctx: AppContext) {
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

/** Moderation: GET /admin/comentarios/pendientes, PUT /admin/comentarios/{id}/aprobar, DELETE /admin/comentarios/{id}. */
export function adminCommentRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdmin(ctx));
    app.get('/admin/comentarios/pendientes', { schema: commentSchemas.pending }, () => listPendingComments(ctx));
    app.put('/admin/comentarios/:id/aprobar', { ...NO_BODY, schema: commentSchemas.approve }, (request: IdRequest) =>
      approveComment(ctx, parseId(request.params.id, COMMENT_MISSING)),
    );
    app.delete('/admin/comentarios/:id', { schema: commentSchemas.remove }, async (request: IdRequest) => {
      await deleteComment(ctx, parseId(request.params.id, COMMENT_MISSING));
      return { message: 'Comentario eliminado.' };
    });
  };
}
