import { setRuntimeConfig } from '@pasteleria/shared';
import type { ReleaseReport } from '@pasteleria/shared/federation';
import type { RecordedBeacons } from '@pasteleria/shared/testing';
import { registerRemotesFromConfig } from '../federation/remotes';
import { witnessReleases } from '../witness/witness-inbox';

/** The site's config loaded and its remotes registered at `path`, as bootstrap.tsx starts a page. */
export function startPage(config: object, path: string) {
  const loaded = setRuntimeConfig(config);
  registerRemotesFromConfig(loaded.remotes, loaded.remoteEntries);
  window.history.replaceState(null, '', path);
  witnessReleases(loaded, path);
  return loaded;
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * The visitor leaves the page (it is hidden): what it holds is sent. Returns every report sent so
 * far, each checked to be a text beacon to the reports' endpoint.
 */
export async function leavePage(beacons: RecordedBeacons): Promise<ReleaseReport[]> {
  await settle();
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  await settle();
  visibility.mockRestore();
  return beacons.sent.map(({ url, body }) => {
    expect(url).toBe('/api/v1/public/releases/reports');
    expect(typeof body).toBe('string');
    return JSON.parse(String(body)) as ReleaseReport;
  });
}
