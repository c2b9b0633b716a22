import { clickOn, markHydrated, testPage, type TestPage } from '../../testing/loader-page';
import { GIVE_UP_MS, startLoader } from './start-loader';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const LIST = {
  scripts: [
    { src: '/startup.1.js', fetchpriority: 'high' },
    { src: '/startup.2.js', fetchpriority: 'high' },
  ],
  preloads: [{ as: 'script', href: '/remotes/public/1.0.0/remoteEntry.js', integrity: 'sha384-abc' }],
  count: {
    url: '/api/v1/public/eventos',
    events: [{ tipo: 'vista', ruta: '/' }],
    whatsapp: { tipo: 'whatsapp', ruta: '/' },
  },
};

/** A drawn page with its list, as the server writes it; the loader started on it as the page is parsed. */
function drawn({ session = {}, list = LIST, loading = false, hidden = false } = {}) {
  const page = testPage(
    `<div id="root"><div data-part="host"><div data-part="remote_blog"><button>Leer más</button></div></div></div>`,
    { session, head: `<script type="application/json" id="pasteleria-after-paint">${JSON.stringify(list)}</script>` },
  );
  if (loading) page.setReadyState('loading');
  if (hidden) page.setHidden(true);
  startLoader(page.win);
  return page;
}

/** What the loader added to the head, in order: `link <href>` or `script <src>`. */
const added = ({ doc }: TestPage) =>
  [...doc.head.querySelectorAll('link, script[src]')].map((element) =>
    element.tagName === 'LINK' ? `link ${element.getAttribute('href')}` : `script ${element.getAttribute('src')}`,
  );
const allFiles = ['link /remotes/public/1.0.0/remoteEntry.js', 'script /startup.1.js', 'script /startup.2.js'];

describe('when the scripts are asked for', () => {
  it('once the page has loaded and painted: its first events, the preloads, then each script in its order, each a task of its own', () => {
    const page = drawn({ loading: true });
    page.setReadyState('interactive');
    jest.advanceTimersByTime(1000);
    expect(page.beacons).toEqual([]);
    page.setReadyState('complete');
    jest.advanceTimersToNextTimer(); // the frame after the load
    jest.advanceTimersToNextTimer(); // the task after it asks
    expect(page.beacons).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(page.beacons.map(({ body }) => body)).toEqual(LIST.count.events);
    expect(added(page)).toEqual([]);
    for (const files of [1, 2, 3]) {
      jest.advanceTimersToNextTimer();
      expect(added(page)).toEqual(allFiles.slice(0, files));
    }
    const scripts = [...page.doc.head.querySelectorAll<HTMLScriptElement>('script[src]')];
    expect(scripts.map((script) => script.async)).toEqual([false, false]);
    expect(scripts[0]?.getAttribute('fetchpriority')).toBe('high');
    // What the server names a file with reaches its element as it is.
    const preload = page.doc.head.querySelector('link');
    expect([preload?.rel, preload?.getAttribute('as'), preload?.getAttribute('integrity')]).toEqual([
      'preload',
      'script',
      'sha384-abc',
    ]);
  });

  it(`after ${GIVE_UP_MS} ms, whatever the page is still loading`, () => {
    const page = drawn({ loading: true });
    page.setReadyState('interactive');
    jest.advanceTimersByTime(GIVE_UP_MS - 1);
    expect(page.beacons).toEqual([]);
    jest.advanceTimersByTime(10);
    expect(added(page)).toEqual(allFiles);
  });

  it("at once on the visitor's first touch, key or focus, but never before the page is parsed", () => {
    const page = drawn({ loading: true });
    page.doc.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(100);
    expect(added(page)).toEqual([]);
    page.setReadyState('interactive');
    jest.advanceTimersByTime(10);
    expect(added(page)).toEqual(allFiles);
  });

  it('all at once in a tab opened hidden (its timers wait), and its first events are sent then', () => {
    const page = drawn({ hidden: true });
    expect(added(page)).toEqual(allFiles);
    expect(page.beacons).toHaveLength(1);
  });

  it('a page hidden or left before then sends its first events', () => {
    const page = drawn({ loading: true });
    page.setHidden(true);
    page.win.dispatchEvent(new Event('pagehide'));
    expect(page.beacons.map(({ body }) => body)).toEqual(LIST.count.events);
  });
});

describe('in a tab previewing a release', () => {
  const preview = JSON.stringify({ id: 7, remote: 'remote_blog', version: '2.0.0' });

  it('hides the live drawing of the previewed remote until React has hydrated what its part holds, and asks for the scripts at once', async () => {
    const page = drawn({ session: { preview } });
    const style = page.doc.head.querySelector('style')?.textContent;
    expect(style).toBe('[data-part="remote_blog"]:not([data-hydrated]){visibility:hidden}');
    jest.advanceTimersByTime(10);
    expect(added(page)).toEqual(allFiles);
    await markHydrated(page.doc.querySelector('[data-part="remote_blog"]'));
    expect(
      page.doc.querySelector('[data-part="remote_blog"]')?.matches('[data-part="remote_blog"]:not([data-hydrated])'),
    ).toBe(false);
  });

  it.each([
    ['not JSON', '{remote'],
    ['no remote', '{"id":7}'],
    ['a remote that is no name', '{"remote":"a\\"]{x"}'],
  ])('hides nothing when the stored preview is %s', (_, stored) => {
    const page = drawn({ session: { preview: stored } });
    expect(page.doc.head.querySelector('style')).toBeNull();
  });

  it("hides nothing in any other visitor's page", () => {
    expect(drawn().doc.head.querySelector('style')).toBeNull();
  });
});

describe('what the loader counts and keeps', () => {
  it('sends nothing from a browser signed in to the back office', () => {
    const page = drawn({ session: { token: 'abc' }, hidden: true });
    expect(added(page)).toEqual(allFiles);
    expect(page.beacons).toEqual([]);
  });

  it('a click before the scripts asks for them at once, and is given once the part is hydrated', async () => {
    const page = drawn({ loading: true });
    page.setReadyState('interactive');
    const button = page.doc.querySelector('button')!;
    const clicks = jest.fn();
    button.addEventListener('click', clicks);
    expect(clickOn(button).defaultPrevented).toBe(true);
    jest.advanceTimersByTime(10);
    expect(added(page)).toEqual(allFiles);
    expect(clicks).not.toHaveBeenCalled();
    await markHydrated(page.doc.querySelector('[data-part="remote_blog"]'));
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('a start-up script that fails gives what was kept at once; a page with none keeps nothing', () => {
    const page = drawn({ hidden: true });
    const button = page.doc.querySelector('button')!;
    clickOn(button);
    const clicks = jest.fn();
    button.addEventListener('click', clicks);
    page.doc.head.querySelector('script[src]')!.dispatchEvent(new Event('error'));
    expect(clicks).toHaveBeenCalledTimes(1);

    const none = drawn({ hidden: true, list: { ...LIST, scripts: [] } });
    expect(clickOn(none.doc.querySelector('button')!).defaultPrevented).toBe(false);
  });
});
