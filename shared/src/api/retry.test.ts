import { apiClient } from './axios-client';
import { setRetryDelays } from './retry';
import { recordRequests } from '../testing/record-requests';

let recorder: ReturnType<typeof recordRequests>;
beforeEach(() => {
  recorder = recordRequests();
  setRetryDelays([1, 1, 1]);
});
afterEach(() => recorder.restore());

describe('a GET during a brief outage', () => {
  it.each([
    ['502', { status: 502 }],
    ['503', { status: 503 }],
    ['504', { status: 504 }],
    ['no answer', 'network-error'],
  ] as const)('is sent again after a %s, and its answer is the one that came', async (_, failure) => {
    recorder.reply(failure, failure, { status: 200, data: ['ok'] });
    const { data } = await apiClient.get<string[]>('/public/slides');
    expect(data).toEqual(['ok']);
    expect(recorder.requests.map((r) => r.url)).toEqual(['/public/slides', '/public/slides', '/public/slides']);
  });

  it('fails with the last error once the retries are spent', async () => {
    recorder.reply({ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 });
    await expect(apiClient.get('/public/slides')).rejects.toMatchObject({ response: { status: 503 } });
    expect(recorder.requests).toHaveLength(4);
  });

  it('is not sent again after another error', async () => {
    recorder.reply({ status: 500 });
    await expect(apiClient.get('/public/slides')).rejects.toMatchObject({ response: { status: 500 } });
    expect(recorder.requests).toHaveLength(1);
  });
});

it('a write is never sent twice', async () => {
  recorder.reply({ status: 503 });
  await expect(apiClient.post('/public/comentarios', { texto: 'hola' })).rejects.toMatchObject({
    response: { status: 503 },
  });
  expect(recorder.requests).toHaveLength(1);
});
