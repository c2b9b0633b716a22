import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '@pasteleria/shared';
import { integrityFor, integrityPlugin } from './integrity-plugin';

const ENTRY = '/remotes/blog/1.2.0/remoteEntry.js';
const HASH = `sha384-${'b'.repeat(64)}`;

const scriptFor = (url: string) =>
  integrityPlugin().createScript?.({ url, attrs: {}, remoteInfo: {} as never }) as HTMLScriptElement | undefined;

afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

describe("a remote's entry loads with the integrity the page's config names", () => {
  it('with it, in CORS mode, whichever form of its URL the runtime asks with', () => {
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, integrity: { [ENTRY]: HASH } });
    for (const url of [ENTRY, new URL(ENTRY, document.baseURI).href]) {
      const script = scriptFor(url);
      expect(script?.integrity).toBe(HASH);
      expect(script?.crossOrigin).toBe('anonymous');
      expect(script?.src).toBe(new URL(ENTRY, document.baseURI).href);
    }
  });

  it('a file the config names no integrity for is asked for with one nothing matches, and said so', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, integrity: { [ENTRY]: HASH } });
    expect(scriptFor('/remotes/blog/9.9.9/remoteEntry.js')?.integrity).toBe(`sha384-${'A'.repeat(64)}`);
    expect(integrityFor('https://cdn.example.com/mf-manifest.json')).toBe(`sha384-${'A'.repeat(64)}`);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no tiene integridad registrada'));
    warn.mockRestore();
  });

  it('a config without integrity (an older server, the dev host) loads as before', () => {
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
    expect(scriptFor(ENTRY)).toBeUndefined();
    expect(integrityFor(ENTRY)).toBeUndefined();
  });
});
