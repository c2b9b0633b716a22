import { getRuntimeConfig } from '@pasteleria/shared';
import {
  RELEASE_REPORT_BYTES_MAX,
  RELEASE_REPORT_PATH_MAX,
  type ReleaseReport,
  type RemoteWitness,
} from '@pasteleria/shared/federation';

/** A remote's witness of one page view, and the path it was met on. */
export interface PageWitness {
  path: string;
  witness: RemoteWitness;
}

const bytes = (body: string) => new TextEncoder().encode(body).length;

/**
 * The reports of `witnessed`: one per path (with no query or fragment), each holding as many
 * witnesses as fit in RELEASE_REPORT_BYTES_MAX, in the order they were met.
 */
export function reportsOf(witnessed: readonly PageWitness[]): ReleaseReport[] {
  const byPath = new Map<string, RemoteWitness[]>();
  for (const { path, witness } of witnessed) {
    const key = path.split(/[?#]/)[0]?.slice(0, RELEASE_REPORT_PATH_MAX) || '/';
    byPath.set(key, [...(byPath.get(key) ?? []), witness]);
  }
  const reports: ReleaseReport[] = [];
  for (const [path, witnesses] of byPath) {
    let report: ReleaseReport = { path, remotes: [] };
    for (const witness of witnesses) {
      const fuller = { path, remotes: [...report.remotes, witness] };
      if (report.remotes.length && bytes(JSON.stringify(fuller)) > RELEASE_REPORT_BYTES_MAX) {
        reports.push(report);
        report = { path, remotes: [witness] };
      } else report = fuller;
    }
    reports.push(report);
  }
  return reports;
}

/**
 * Sends the reports as beacons (POST /public/releases/reports, a text body as the statistics'
 * are): the browser sends them even as the page is left. Nothing without `sendBeacon`.
 */
export function sendReports(witnessed: readonly PageWitness[]): void {
  if (!witnessed.length || typeof navigator.sendBeacon !== 'function') return;
  const url = `${getRuntimeConfig().apiBase.replace(/\/+$/, '')}/public/releases/reports`;
  for (const report of reportsOf(witnessed)) navigator.sendBeacon(url, JSON.stringify(report));
}
