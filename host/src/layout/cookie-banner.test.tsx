import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieBanner } from './cookie-banner';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every string assigned to document.cookie while `run` runs (jsdom keeps only name=value). */
async function cookiesWritten(run: () => Promise<void>): Promise<string[]> {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const written: string[] = [];
  const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
    descriptor.set!.call(document, value);
  });
  await run();
  spy.mockRestore();
  return written;
}

describe('CookieBanner', () => {
  afterEach(() => {
    for (const name of ['mi_consentimiento_cookie', 'otra'])
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('is shown while the consent cookie is absent', () => {
    render(<CookieBanner />);
    expect(screen.getByText('Usamos cookies para mejorar tu experiencia en nuestro sitio.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Acepto' })).toBeVisible();
    // 'Leer más' is a plain link: a full page load to the policy.
    expect(screen.getByRole('link', { name: 'Leer más' })).toHaveAttribute('href', '/politica-cookies');
  });

  it('Acepto stores the cookie for 150 days on the whole site and hides the banner', async () => {
    render(<CookieBanner />);
    const before = Date.now();
    const [written] = await cookiesWritten(() => userEvent.click(screen.getByRole('button', { name: 'Acepto' })));

    expect(written).toMatch(/^mi_consentimiento_cookie=true; /);
    expect(written).toContain('path=/');
    const expires = Date.parse(/expires=([^;]+)/.exec(written!)![1]!);
    expect(Math.round((expires - before) / DAY_MS)).toBe(150);
    expect(document.cookie).toContain('mi_consentimiento_cookie=true');
    expect(screen.queryByText(/Usamos cookies/)).not.toBeInTheDocument();
  });

  it("'Acepto' is a form the server answers for a browser that runs no script; with scripts, nothing is sent", async () => {
    render(<CookieBanner />);
    const button = screen.getByRole('button', { name: 'Acepto' });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/aceptar-cookies');
    expect(button).toHaveAttribute('type', 'submit');
    const sent: boolean[] = [];
    window.addEventListener('submit', (event) => sent.push(event.defaultPrevented), { once: true });
    await userEvent.click(button);
    expect(sent).toEqual([true]);
  });

  it('stays hidden when the cookie already exists', () => {
    document.cookie = 'otra=1; path=/';
    document.cookie = 'mi_consentimiento_cookie=true; path=/';
    render(<CookieBanner />);
    expect(screen.queryByText(/Usamos cookies/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acepto' })).not.toBeInTheDocument();
  });

  it('gives focus back to the page’s content once accepted', async () => {
    render(
      <>
        <main id="contenido" tabIndex={-1} />
        <CookieBanner />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Acepto' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
