import { entryFromManifest, preloadExpose, type RemoteManifest } from './manifest';

const manifest = (metaData: Partial<NonNullable<RemoteManifest['metaData']>> = {}): RemoteManifest => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' }, ...metaData },
  exposes: [
    {
      path: './Home',
      assets: {
        js: { sync: ['__federation_expose_Home.1234abcd.js'] },
        css: { sync: ['__federation_expose_Home.5678ef01.css'] },
      },
    },
  ],
});

describe('entryFromManifest', () => {
  it("finds remoteEntry.js next to the manifest when publicPath is 'auto'", () => {
    expect(entryFromManifest(manifest(), 'https://cdn.example/blog/mf-manifest.json')).toBe(
      'https://cdn.example/blog/remoteEntry.js',
    );
  });

  it('follows the folder and the publicPath the manifest gives', () => {
    const m = manifest({ publicPath: 'https://static.example/blog/', remoteEntry: { name: 'entry.js', path: 'js/' } });
    expect(entryFromManifest(m, 'https://cdn.example/blog/mf-manifest.json')).toBe(
      'https://static.example/blog/js/entry.js',
    );
  });

  it('says in Spanish when the manifest names no entry', () => {
    const broken = { metaData: {} } as unknown as RemoteManifest;
    expect(() => entryFromManifest(broken, 'https://cdn.example/mf-manifest.json')).toThrow('no indica el remoteEntry');
  });
});

describe('preloadExpose', () => {
  it("preloads the exposed module's scripts and styles once", () => {
    preloadExpose(manifest(), 'https://cdn.example/public/mf-manifest.json', './Home');
    preloadExpose(manifest(), 'https://cdn.example/public/mf-manifest.json', './Home');
    const links = [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => [
      l.getAttribute('as'),
      l.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['script', 'https://cdn.example/public/__federation_expose_Home.1234abcd.js'],
      ['style', 'https://cdn.example/public/__federation_expose_Home.5678ef01.css'],
    ]);
  });

  it('does nothing for a module the manifest does not list', () => {
    const before = document.head.children.length;
    preloadExpose(manifest(), 'https://cdn.example/public/mf-manifest.json', './Otro');
    expect(document.head.children.length).toBe(before);
  });
});
