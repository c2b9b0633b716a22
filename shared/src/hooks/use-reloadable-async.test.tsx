import { act, renderHook, waitFor } from '@testing-library/react';
import { useReloadableAsync } from './use-reloadable-async';

it('runs the request again on reload and shows its new answer', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('caído')).mockResolvedValueOnce('ok');
  const { result } = renderHook(() => useReloadableAsync(load, []));
  await waitFor(() => expect(result.current[0].status).toBe('error'));
  act(() => result.current[1]());
  expect(result.current[0].status).toBe('loading');
  await waitFor(() => expect(result.current[0]).toEqual({ status: 'success', data: 'ok' }));
  expect(load).toHaveBeenCalledTimes(2);
});
