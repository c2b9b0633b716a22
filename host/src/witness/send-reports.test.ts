import { RELEASE_REPORT_BYTES_MAX, type RemoteWitness } from '@pasteleria/shared/federation';
import { reportsOf } from './send-reports';

const witness = (remote: RemoteWitness['remote'], errors = 0): RemoteWitness => ({
  remote,
  release: 7,
  ...(errors
    ? {
        errors: Array.from({ length: errors }, (_, i) => ({
          kind: 'uncaught' as const,
          message: `${i} ${'ñ'.repeat(190)}`,
        })),
      }
    : {}),
});

it('makes one report per path, without its query or fragment', () => {
  expect(
    reportsOf([
      { path: '/', witness: witness('remote_public') },
      { path: '/blog?page=2#top', witness: witness('remote_blog') },
      { path: '/blog', witness: witness('remote_admin') },
    ]),
  ).toEqual([
    { path: '/', remotes: [witness('remote_public')] },
    { path: '/blog', remotes: [witness('remote_blog'), witness('remote_admin')] },
  ]);
});

it('parts what does not fit in one report’s bytes', () => {
  const heavy = [witness('remote_public', 10), witness('remote_blog', 10), witness('remote_admin', 10)];
  const reports = reportsOf(heavy.map((w) => ({ path: '/', witness: w })));
  expect(reports.length).toBeGreaterThan(1);
  expect(reports.flatMap((report) => report.remotes)).toEqual(heavy);
  for (const report of reports) {
    expect(new TextEncoder().encode(JSON.stringify(report)).length).toBeLessThanOrEqual(RELEASE_REPORT_BYTES_MAX);
  }
});
