import { act, render, screen } from '@testing-library/react';
import { leavingPage, pageStays, watchPageLeaving } from './page-leaving';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { fetchWithRetry } from './retry-plugin';

/** The Navigation API, as the browser fires it: `leave()` begins a navigation to another page. */
const navigation = new EventTarget();
function leave({ sameDocument = false, downloadRequest = null as string | null } = {}) {
  const cancel = new AbortController();
  navigation.dispatchEvent(
    Object.assign(new Event('navigate'), { destination: { sameDocument }, downloadRequest, signal: cancel.signal }),
  );
  return { cancel: () => cancel.abort() };
}

/** A script the page added, as a bundler adds a chunk, with its listeners' record. */
function scriptOfPage(src: string) {
  const script = document.createElement('script');
  script.setAttribute('src', src);
  script.setAttribute('integrity', 'sha384-abc');
  const heard: string[] = [];
  script.onload = () => heard.push('load');
  script.onerror = () => heard.push('error');
  document.head.append(script);
  return { script, heard };
}
const fail = (element: Element) => element.dispatchEvent(new Event('error'));
const copiesOf = (src: string) => [...document.querySelectorAll(`script[src="${src}"]`)];

const shown = () => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));

beforeAll(() => {
  jest.useFakeTimers();
  Object.assign(window, { navigation });
  watchPageLeaving();
});
// Each test begins on a page that stays.
afterEach(() => {
  shown();
  document.dispatchEvent(new Event('resume'));
  jest.advanceTimersByTime(5_000);
  document.head.replaceChildren();
});
afterAll(() => jest.useRealTimers());

it('a script that fails as the page is left is no failure: nobody hears of it, and it is asked for again if the page stays', () => {
  const { script, heard } = scriptOfPage('/remotes/public/1.0.0/336.js');
  const navigating = leave();
  expect(leavingPage()).toBe(true);
  fail(script);
  expect(heard).toEqual([]);
  navigating.cancel(); // the navigation did not happen (Stop, a 204): the page stays
  expect(leavingPage()).toBe(false);
  const [, again] = copiesOf('/remotes/public/1.0.0/336.js');
  expect(again?.getAttribute('integrity')).toBe('sha384-abc');
  again!.dispatchEvent(new Event('load'));
  expect(heard).toEqual(['load']);
  expect(copiesOf('/remotes/public/1.0.0/336.js')).toEqual([script]);
});

it('asked for again and failing once more while the page stays, the failure is the file’s', () => {
  const { script, heard } = scriptOfPage('/remotes/blog/2.0.0/12.js');
  leave();
  fail(script);
  jest.advanceTimersByTime(5_000); // no page came: the page stays
  fail(copiesOf('/remotes/blog/2.0.0/12.js')[1]!);
  expect(heard).toEqual(['error']);
});

it('a failure while the page is not being left is heard at once', () => {
  const { script, heard } = scriptOfPage('/remotes/blog/2.0.0/13.js');
  leave({ sameDocument: true }); // the router moving within the page
  leave({ downloadRequest: 'catalogo.pdf' });
  fail(script);
  expect(heard).toEqual(['error']);
});

it('a page hidden for the back-forward cache, or frozen, is being left until it is shown again, or resumed', async () => {
  window.dispatchEvent(new Event('pagehide'));
  expect(leavingPage()).toBe(true);
  let stayed = false;
  void pageStays().then(() => (stayed = true));
  shown();
  await Promise.resolve();
  expect(stayed).toBe(true);

  document.dispatchEvent(new Event('freeze'));
  expect(leavingPage()).toBe(true);
  document.dispatchEvent(new Event('resume'));
  expect(leavingPage()).toBe(true); // what waited while frozen runs now
  jest.advanceTimersByTime(1_000);
  expect(leavingPage()).toBe(false);
});

it('a manifest fetch aborted as the page is left is no attempt: it is asked again once the page stays', async () => {
  const answer = new Response('{}', { status: 200 });
  let navigating = { cancel: () => {} };
  const fetching = jest
    .spyOn(window, 'fetch')
    .mockImplementationOnce(() => {
      navigating = leave();
      return Promise.reject(new TypeError('NetworkError when attempting to fetch resource.'));
    })
    .mockResolvedValueOnce(answer);
  const manifest = fetchWithRetry('/remotes/blog/mf-manifest.json', {}, { retries: 0 });
  await jest.advanceTimersByTimeAsync(0);
  expect(fetching).toHaveBeenCalledTimes(1);
  navigating.cancel();
  await expect(manifest).resolves.toBe(answer);
  expect(fetching).toHaveBeenCalledTimes(2);
  fetching.mockRestore();
});

describe("the remote's error boundary", () => {
  function Broken(): never {
    throw new Error('Loading chunk 336 failed.');
  }

  it('says nothing of an error met as the page is left, shows what it was given meanwhile, and tries again if the page stays', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const onError = jest.fn();
    let broken = true;
    function Section() {
      return broken ? <Broken /> : <h1>Contacto</h1>;
    }
    const navigating = leave();
    render(
      <RemoteErrorBoundary resetKeys={[]} onError={onError} whileLeaving={<p>Cargando…</p>}>
        <Section />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Cargando…')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
    expect(logged.mock.calls.filter(([message]) => String(message).startsWith('[host]'))).toEqual([]);
    broken = false;
    await act(async () => navigating.cancel());
    expect(screen.getByRole('heading', { name: 'Contacto' })).toBeVisible();
    logged.mockRestore();
  });

  it('shows and reports a real failure', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const onError = jest.fn();
    render(
      <RemoteErrorBoundary resetKeys={[]} onError={onError} whileLeaving={<p>Cargando…</p>}>
        <Broken />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar esta sección');
    expect(onError).toHaveBeenCalledWith(new Error('Loading chunk 336 failed.'));
    expect(logged).toHaveBeenCalledWith('[host] Una sección del sitio falló.', expect.any(Error), expect.any(String));
    logged.mockRestore();
  });
});
