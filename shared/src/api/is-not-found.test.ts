import { AxiosError } from 'axios';
import { getPost } from './blog';
import { isNotFound } from './is-not-found';
import { recordRequests } from '../testing/record-requests';

it('is true only for an answer with status 404', async () => {
  const recorder = recordRequests();
  recorder.reply({ status: 404 }, { status: 500 }, 'network-error');
  const errors = await Promise.all([getPost('a'), getPost('b'), getPost('c')].map((p) => p.catch((e: unknown) => e)));
  recorder.restore();
  expect(errors.map(isNotFound)).toEqual([true, false, false]);
  expect(isNotFound(new AxiosError('no response'))).toBe(false);
  expect(isNotFound(null)).toBe(false);
});
