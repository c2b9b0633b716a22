import { manifestFiles, type ManifestJson } from './manifest-files';

const manifest = (over: Partial<ManifestJson> = {}): ManifestJson => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './Blog', assets: { js: { sync: ['blog.1a2b3c4d.js'] }, css: { sync: ['blog.5e6f7a8b.css'] } } }],
  routeChunks: { 'route-post-detail': { js: ['static/js/post.9c0d1e2f.js'], css: [] } },
  ...over,
});

describe('what a remote manifest names', () => {
  test("beside the manifest when publicPath is 'auto': paths of this site stay paths", () => {
    const files = manifestFiles('/remotes/blog/1.2.0/mf-manifest.json', manifest());
    expect(files?.entry).toBe('/remotes/blog/1.2.0/remoteEntry.js');
    expect(files?.exposes.get('./Blog')).toEqual({
      js: ['/remotes/blog/1.2.0/blog.1a2b3c4d.js'],
      css: ['/remotes/blog/1.2.0/blog.5e6f7a8b.css'],
    });
    expect(files?.routes.get('route-post-detail')).toEqual({
      js: ['/remotes/blog/1.2.0/static/js/post.9c0d1e2f.js'],
      css: [],
    });
  });

  test("under the publicPath and entry folder the manifest gives, absolute when the manifest's URL is", () => {
    const files = manifestFiles(
      'https://cdn.example/blog/mf-manifest.json',
      manifest({
        metaData: { publicPath: 'https://static.example/blog', remoteEntry: { name: 'e.js', path: '/js/' } },
      }),
    );
    expect(files?.entry).toBe('https://static.example/blog/js/e.js');
    expect(files?.exposes.get('./Blog')?.js).toEqual(['https://static.example/blog/blog.1a2b3c4d.js']);
    expect(
      manifestFiles(
        '/remotes/blog/mf-manifest.json',
        manifest({ metaData: { publicPath: 'v2/', remoteEntry: { name: 'e.js' } } }),
      )?.entry,
    ).toBe('/remotes/blog/v2/e.js');
  });

  test('a manifest with no entry or no exposes is none; fields of the wrong shape name no files', () => {
    expect(manifestFiles('/m.json', { metaData: {} })).toBeNull();
    expect(manifestFiles('/m.json', { metaData: { remoteEntry: { name: 'e.js' } } })).toBeNull();
    const odd = manifestFiles('/r/m.json', {
      metaData: { remoteEntry: { name: 'e.js' } },
      exposes: [{ name: 'Home', assets: { js: { sync: ['a.js', 3 as unknown as string] } } }, {}],
      routeChunks: null as unknown as ManifestJson['routeChunks'],
      cssLoadingKeys: { 'a.css': 7 as unknown as string },
    });
    expect(odd?.exposes).toEqual(new Map([['./Home', { js: ['/r/a.js'], css: [] }]]));
    expect(odd?.routes.size).toBe(0);
    expect(odd?.cssKeys.size).toBe(0);
  });

  test("each stylesheet's URL with the mark the remote's runtime finds it by; none from a manifest built before them", () => {
    const files = manifestFiles(
      '/remotes/blog/1.2.0/mf-manifest.json',
      manifest({ cssLoadingKeys: { 'blog.5e6f7a8b.css': 'remote_blog:chunk-214' } }),
    );
    expect(files?.cssKeys).toEqual(new Map([['/remotes/blog/1.2.0/blog.5e6f7a8b.css', 'remote_blog:chunk-214']]));
    expect(manifestFiles('/remotes/blog/1.2.0/mf-manifest.json', manifest())?.cssKeys.size).toBe(0);
  });
});
