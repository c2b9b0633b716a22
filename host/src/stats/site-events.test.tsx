import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useNavigate } from 'react-router-dom';
import { EARLY_COUNT, useAuthStore } from '@pasteleria/shared';
import { recordBeacons, setTestSite, type RecordedBeacons } from '@pasteleria/shared/testing';
import { WhatsAppButton } from '../layout/whatsapp-button';
import { TEST_SITE } from '../test/render';
import { SiteEvents } from './site-events';

let beacons: RecordedBeacons;
beforeEach(() => {
  beacons = recordBeacons();
  setTestSite(TEST_SITE);
  useAuthStore.setState({ token: null, user: null });
});
afterEach(() => {
  beacons.restore();
  jest.restoreAllMocks();
  delete window[EARLY_COUNT];
});

/** The links a visitor follows; a product's order link as the catalogue draws it. */
function Page() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/blog">Blog</Link>
      <Link to="/categorias/pasteles">Pasteles</Link>
      <Link to="/categorias/pasteles?orden=precio">Por precio</Link>
      <Link to="/categorias/pasteles?producto=12">Ver más</Link>
      <Link to="/admin/producto">Panel</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Regresar
      </button>
      <a href="https://wa.me/5215500001111?text=Pastel" target="_blank" rel="noopener">
        Pedir por WhatsApp
      </a>
      <a href="https://www.facebook.com/pasteleria">Facebook</a>
      <WhatsAppButton />
    </>
  );
}

/** Opens the site at `url`, in StrictMode as the shell does (effects run twice: still one event each). */
function visit(url: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[url]}>
        <SiteEvents />
        <Page />
      </MemoryRouter>
    </StrictMode>,
  );
}

function cameFrom(referrer: string) {
  jest.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
}

/** The events sent once the browser has been idle. */
async function sentOnceIdle() {
  await new Promise((resolve) => setTimeout(resolve, 5));
  return beacons.events();
}

// A link's click is a navigation jsdom cannot do; the test page keeps it from happening.
const keepPage = (event: MouseEvent) => {
  if ((event.target as Element).closest('a[target="_blank"], a[href^="https:"]')) event.preventDefault();
};
beforeAll(() => document.addEventListener('click', keepPage));
afterAll(() => document.removeEventListener('click', keepPage));

describe('the statistics the host counts', () => {
  it('counts the first page with the site the visitor came from, and the product its URL opens', async () => {
    cameFrom('https://www.google.com/search?q=pasteles');
    visit('/categorias/pasteles?producto=12');
    expect(await sentOnceIdle()).toEqual([
      { tipo: 'vista', ruta: '/categorias/pasteles', origen: 'www.google.com' },
      { tipo: 'producto', ruta: '/categorias/pasteles', producto: 12 },
    ]);
    expect(beacons.sent[0]?.url).toBe('/api/v1/public/eventos');
  });

  it('gives no origin when the visitor came from this site or from nowhere', async () => {
    cameFrom(`${window.location.origin}/blog`);
    const { unmount } = visit('/');
    expect(await sentOnceIdle()).toEqual([{ tipo: 'vista', ruta: '/' }]);
    unmount();

    cameFrom('');
    visit('/blog');
    expect(await sentOnceIdle()).toEqual([
      { tipo: 'vista', ruta: '/' },
      { tipo: 'vista', ruta: '/blog' },
    ]);
  });

  it("leaves a drawn page's first events to its loader, which sent them, and takes the clicks over from it", async () => {
    window[EARLY_COUNT] = { viewSent: true };
    const user = userEvent.setup();
    visit('/categorias/pasteles?producto=12');
    expect(window[EARLY_COUNT].hostCounts).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Pedir por WhatsApp' }));
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(await sentOnceIdle()).toEqual([
      { tipo: 'whatsapp', ruta: '/categorias/pasteles', producto: 12 },
      { tipo: 'vista', ruta: '/blog' },
    ]);
  });

  it('counts every change of page, but not a change of the query alone', async () => {
    cameFrom('https://www.google.com/');
    const user = userEvent.setup();
    visit('/');
    await user.click(screen.getByRole('link', { name: 'Pasteles' }));
    await user.click(screen.getByRole('link', { name: 'Por precio' }));
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(await sentOnceIdle()).toEqual([
      { tipo: 'vista', ruta: '/', origen: 'www.google.com' },
      { tipo: 'vista', ruta: '/categorias/pasteles' },
      { tipo: 'vista', ruta: '/blog' },
    ]);
  });

  it("counts a product each time its dialog opens, and not the category's page again", async () => {
    const user = userEvent.setup();
    visit('/categorias/pasteles');
    await user.click(screen.getByRole('link', { name: 'Ver más' }));
    await user.click(screen.getByRole('button', { name: 'Regresar' }));
    await user.click(screen.getByRole('link', { name: 'Ver más' }));
    expect(await sentOnceIdle()).toEqual([
      { tipo: 'vista', ruta: '/categorias/pasteles' },
      { tipo: 'producto', ruta: '/categorias/pasteles', producto: 12 },
      { tipo: 'producto', ruta: '/categorias/pasteles', producto: 12 },
    ]);
  });

  it('counts a click on the floating WhatsApp button, and on a product’s order link with its product', async () => {
    const user = userEvent.setup();
    visit('/blog');
    await user.click(screen.getByRole('link', { name: 'Haz tu pedido por WhatsApp' }));
    await user.click(screen.getByRole('link', { name: 'Facebook' }));
    await user.click(screen.getByRole('link', { name: 'Ver más' }));
    await user.click(screen.getByRole('link', { name: 'Pedir por WhatsApp' }));
    expect(await sentOnceIdle()).toEqual([
      { tipo: 'vista', ruta: '/blog' },
      { tipo: 'whatsapp', ruta: '/blog' },
      { tipo: 'vista', ruta: '/categorias/pasteles' },
      { tipo: 'producto', ruta: '/categorias/pasteles', producto: 12 },
      { tipo: 'whatsapp', ruta: '/categorias/pasteles', producto: 12 },
    ]);
  });

  it('sends nothing before the page has loaded', async () => {
    const state = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    visit('/');
    expect(await sentOnceIdle()).toEqual([]);

    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await waitFor(() => expect(beacons.events()).toEqual([{ tipo: 'vista', ruta: '/' }]));
  });

  it("sends nothing from a signed-in admin's browser, nor about the admin's pages", async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ token: 'tok-admin' });
    visit('/');
    await user.click(screen.getByRole('link', { name: 'Haz tu pedido por WhatsApp' }));
    expect(await sentOnceIdle()).toEqual([]);

    useAuthStore.setState({ token: null });
    await user.click(screen.getByRole('link', { name: 'Panel' }));
    expect(await sentOnceIdle()).toEqual([]);
  });

  it('keeps nothing in the browser', async () => {
    const user = userEvent.setup();
    const stored = jest.spyOn(Storage.prototype, 'setItem');
    const cookie = jest.spyOn(document, 'cookie', 'set');
    cameFrom('https://www.google.com/');
    visit('/categorias/pasteles?producto=12');
    await user.click(screen.getByRole('link', { name: 'Pedir por WhatsApp' }));
    expect(await sentOnceIdle()).toHaveLength(3);
    expect(stored).not.toHaveBeenCalled();
    expect(cookie).not.toHaveBeenCalled();
    expect(localStorage).toHaveLength(0);
    expect(sessionStorage).toHaveLength(0);
  });
});
