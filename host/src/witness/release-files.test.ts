import { DEFAULT_RUNTIME_CONFIG } from '@pasteleria/shared';
import { filesOfReleases, whoseFiles } from './release-files';

const NEW_BLOG = { base: 'http://localhost/remotes/blog/1.2.0/', remote: 'remote_blog', release: 21 } as const;
const SITE_BLOG = { base: 'http://localhost/remotes/blog/', remote: 'remote_blog', release: null } as const;
const PUBLIC = { base: 'https://cdn.example/public/3.0.0/', remote: 'remote_public', release: 11 } as const;

it("finds each named release's files where its entry is, else its manifest", () => {
  expect(
    filesOfReleases({
      ...DEFAULT_RUNTIME_CONFIG,
      remotes: {
        ...DEFAULT_RUNTIME_CONFIG.remotes,
        remote_public: 'https://cdn.example/public/3.0.0/mf-manifest.json',
      },
      remoteEntries: { remote_blog: '/remotes/blog/1.2.0/remoteEntry.js' },
      releases: { remote_blog: { id: 21, version: '1.2.0' }, remote_public: { id: 11, version: '3.0.0' } },
    }),
  ).toEqual([NEW_BLOG, PUBLIC]);
  expect(filesOfReleases(DEFAULT_RUNTIME_CONFIG)).toEqual([]);
});

it('names the release whose files come first in a trace, the longest folder at one place', () => {
  const files = [SITE_BLOG, NEW_BLOG, PUBLIC];
  const stack = (...urls: string[]) => urls.map((url) => `    at f (${url}:1:2)`).join('\n');
  expect(whoseFiles(stack('http://localhost/startup.js', `${NEW_BLOG.base}907.js`), files)).toBe(NEW_BLOG);
  expect(whoseFiles(stack(`${PUBLIC.base}main.js`, `${NEW_BLOG.base}907.js`), files)).toBe(PUBLIC);
  expect(whoseFiles(stack(`${SITE_BLOG.base}907.js`), files)).toBe(SITE_BLOG);
  expect(whoseFiles(stack('http://localhost/startup.js', 'https://analytics.example/remotes/blog/x.js'), files)).toBe(
    undefined,
  );
});
