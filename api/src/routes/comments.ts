import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../auth/guard.js';
import { approveComment, COMMENT_MISSING, createComment, deleteComment, listApprovedComments, listPendingComments } from '../comments.js';
import type { AppContext } from '../context.js';
import { NO_BODY, PUBLIC_BODY_LIMIT } from '../http/body.js';
import { parseId } from '../http/params.js';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** POST and GET /public/comentarios (rate-limited per IP). */
export function publicCommentRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post('/public/comentarios', { bodyLimit: PUBLIC_BODY_LIMIT }, async (request, reply) => {
      ctx.limiters.commentPerIp.hit(request.ip);
      const comment = await createComment(ctx, request.body);
      return reply.code(201).send({ message: 'Gracias por tu comentario. Está pendiente de aprobación.', comentario: comment });
    });
    app.get('/public/comentarios', () => listApprovedComments(ctx));
  };
}

/** Moderation: GET /admin/comentarios/pendientes, PUT /admin/comentarios/{id}/aprobar, DELETE /admin/comentarios/{id}. */
export function adminCommentRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdmin(ctx));
    app.get('/admin/comentarios/pendientes', () => listPendingComments(ctx));
    app.put('/admin/comentarios/:id/aprobar', NO_BODY, (request: IdRequest) => approveComment(ctx, parseId(request.params.id, COMMENT_MISSING)));
    app.delete('/admin/comentarios/:id', async (request: IdRequest) => {
      await deleteComment(ctx, parseId(request.params.id, COMMENT_MISSING));
      return { message: 'Comentario eliminado.' };
    });
  };
}
