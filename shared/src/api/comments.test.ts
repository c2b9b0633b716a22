import { approveComment, deleteComment, getApprovedComments, listPendingComments, postComment } from './comments';
import { recordRequests } from '../testing/record-requests';

let recorder: ReturnType<typeof recordRequests>;
beforeEach(() => {
  sessionStorage.clear();
  recorder = recordRequests();
});
afterEach(() => recorder.restore());

it('postComment: POST /public/comentarios with {nombre, email, comentario, rating} and no credential', async () => {
  const extra = { nombre: 'Luz', email: '', comentario: '¡Rico!', rating: 0, id: 99 };
  await postComment(extra);
  const request = recorder.only();
  expect([request.method, request.url]).toEqual(['POST', '/public/comentarios']);
  expect(request.body).toEqual({ nombre: 'Luz', email: '', comentario: '¡Rico!', rating: 0 });
  expect(request.headers).not.toHaveProperty('Authorization');
});

it('getApprovedComments: GET /public/comentarios, each with mail', async () => {
  const approved = [{ id: 1, nombre: 'Luz', mail: 'luz@example.mx', comentario: 'Rico', rating: 5, created_at: '' }];
  recorder.reply({ data: approved });
  await expect(getApprovedComments()).resolves.toEqual(approved);
  expect(recorder.only()).toMatchObject({ method: 'GET', url: '/public/comentarios' });
});

it('moderation calls carry the bearer credential with their exact method and path', async () => {
  sessionStorage.setItem('token', 'tk');
  recorder.reply({ data: [{ id: 4 }] });
  await expect(listPendingComments()).resolves.toEqual([{ id: 4 }]);
  await approveComment(4);
  await deleteComment(5);
  expect(recorder.requests.map((r) => [r.method, r.url, r.body, r.headers.Authorization])).toEqual([
    ['GET', '/admin/comentarios/pendientes', undefined, 'Bearer tk'],
    ['PUT', '/admin/comentarios/4/aprobar', undefined, 'Bearer tk'],
    ['DELETE', '/admin/comentarios/5', undefined, 'Bearer tk'],
  ]);
});
