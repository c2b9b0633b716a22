import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retryPlugin } from './retry-plugin';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type Args = Parameters<LoadEntryError>[0];

function failedEntry(getRemoteEntry: jest.Mock) {
  const globalLoading: Record<string, Promise<unknown> | undefined> = {
    'remote_blog:/remotes/blog/remoteEntry.js': new Promise(() => {}),
  };
  const args = {
    getRemoteEntry,
    origin: {},
    remoteInfo: { name: 'remote_blog', entry: '/remotes/blog/remoteEntry.js' },
    globalLoading,
    uniqueKey: 'remote_blog:/remotes/blog/remoteEntry.js',
  } as unknown as Args;
  return { args, globalLoading };
}

describe('retryPlugin: a remoteEntry.js that could not be downloaded', () => {
  it('is requested again after a pause, dropping the failed download first', async () => {
    const container = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest
      .fn()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce(container);
    const { args, globalLoading } = failedEntry(getRemoteEntry);

    const recovered = await retryPlugin({ delayMs: 1 }).loadEntryError!(args);

    expect(recovered).toBe(container);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading[args.uniqueKey]).toBeUndefined();
  });

  it('gives up after the retries, leaving the error to the runtime', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('ScriptNetworkError'));
    const { args } = failedEntry(getRemoteEntry);

    expect(await retryPlugin({ retries: 2, delayMs: 1 }).loadEntryError!(args)).toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});

it("does not retry an entry the server's HTML preloaded: this page keeps answering it with the failure", async () => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.href = '/remotes/blog/remoteEntry.js';
  document.head.appendChild(link);
  const getRemoteEntry = jest.fn();
  const { args } = failedEntry(getRemoteEntry);

  expect(await retryPlugin({ delayMs: 1 }).loadEntryError!(args)).toBeUndefined();
  expect(getRemoteEntry).not.toHaveBeenCalled();
  link.remove();
});
