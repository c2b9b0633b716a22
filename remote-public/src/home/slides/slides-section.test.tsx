import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, pending } from '@pasteleria/shared/testing';
import { IMAGE_SIZES } from '@pasteleria/shared/images/responsive';
import { slide } from '../../test/fixtures';
import { SlidesSection } from './slides-section';
import { SLIDE_INTERVAL_MS } from './carousel';

const THREE = [
  slide(),
  slide({ id: 2, frase: 'Pan dulce recién horneado', link: 'https://pasteleria.mx/pan', imagen: 'pan.webp' }),
  slide({ id: 3, frase: 'Postres caseros', link: '', imagen: null }),
];

/** The slide a visitor sees: the only one not hidden from assistive technology. */
const current = () => screen.getByRole('group');

function reducedMotion(matches: boolean) {
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query) =>
        ({ matches, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('home slides', () => {
  it('keeps the box while loading', () => {
    mockApi({ 'GET /public/slides': pending });
    render(<SlidesSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando promociones...');
  });

  it('shows nothing when there are no slides', async () => {
    const api = mockApi({ 'GET /public/slides': { data: [] } });
    const { container } = render(<SlidesSection />);
    await act(async () => undefined);
    expect(api.calls).toEqual(['GET /public/slides']);
    expect(container).toBeEmptyDOMElement();
  });

  it("says so in Spanish when the slides cannot be loaded, and 'Reintentar' loads them", async () => {
    let up = false;
    mockApi({ 'GET /public/slides': () => (up ? { data: THREE } : { status: 503 }) });
    render(<SlidesSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las promociones.');
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Promociones' })).toBeInTheDocument();
  });

  it("shows each slide's image, phrase and 'Ver más' (new tab) when it has a link", async () => {
    reducedMotion(true);
    mockApi({ 'GET /public/slides': { data: THREE } });
    const { container } = render(<SlidesSection />);
    await screen.findByRole('region', { name: 'Promociones' });

    // The slide in view has its picture at once; the hidden ones once the page has settled.
    const sources = () => Array.from(container.querySelectorAll('img'), (img) => img.getAttribute('src'));
    expect(sources()).toEqual(['/img/slide/640w/pasteles.webp.webp']);
    // WebP variants for the carousel's width; a mid-size one as src.
    await waitFor(() =>
      expect(sources()).toEqual(['/img/slide/640w/pasteles.webp.webp', '/img/slide/640w/pan.webp.webp']),
    );
    const images = Array.from(container.querySelectorAll('img'));
    expect(images[0]?.getAttribute('srcset')).toContain('/img/slide/1920w/pasteles.webp.webp 1920w');
    expect(images[0]).toHaveAttribute('sizes', IMAGE_SIZES.slide);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    for (const img of images) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }

    expect(current()).toHaveAccessibleName('1 de 3');
    expect(within(current()).getByText('Pasteles para cada celebración')).toBeInTheDocument();
    const more = within(current()).getByRole('link', { name: /Ver más/ });
    expect(more).toHaveAttribute('href', '/categorias/pasteles');
    expect(more).toHaveAttribute('target', '_blank');
    expect(more).toHaveAttribute('rel', 'noopener');

    await userEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 3' }));
    expect(within(current()).getByText('Postres caseros')).toBeInTheDocument();
    expect(within(current()).queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows a hidden slide's picture as soon as the visitor moves to it", async () => {
    reducedMotion(true);
    mockApi({ 'GET /public/slides': { data: THREE } });
    const { container } = render(<SlidesSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ir a la diapositiva 2' }));
    expect(within(current()).getByRole('presentation')).toHaveAttribute('src', '/img/slide/640w/pan.webp.webp');
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });

  it('moves with the buttons, the arrow keys and a swipe', async () => {
    reducedMotion(true);
    const user = userEvent.setup();
    mockApi({ 'GET /public/slides': { data: THREE } });
    render(<SlidesSection />);
    const next = await screen.findByRole('button', { name: 'Diapositiva siguiente' });

    await user.click(next);
    expect(current()).toHaveAccessibleName('2 de 3');
    await user.keyboard('{ArrowRight}');
    expect(current()).toHaveAccessibleName('3 de 3');
    await user.keyboard('{ArrowRight}');
    expect(current()).toHaveAccessibleName('1 de 3');
    await user.keyboard('{ArrowLeft}');
    expect(current()).toHaveAccessibleName('3 de 3');
    await user.click(screen.getByRole('button', { name: 'Diapositiva anterior' }));
    expect(current()).toHaveAccessibleName('2 de 3');

    const viewport = current().closest('.pub-carousel-viewport')!;
    fireEvent.touchStart(viewport, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 120 }] });
    expect(current()).toHaveAccessibleName('3 de 3');
    fireEvent.touchStart(viewport, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 320 }] });
    expect(current()).toHaveAccessibleName('2 de 3');
  });

  it('advances by itself until paused', async () => {
    reducedMotion(false);
    jest.useFakeTimers();
    mockApi({ 'GET /public/slides': { data: THREE } });
    render(<SlidesSection />);
    await screen.findByRole('region', { name: 'Promociones' });

    expect(current()).toHaveAccessibleName('1 de 3');
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(current()).toHaveAccessibleName('2 de 3');

    fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(current()).toHaveAccessibleName('2 de 3');

    fireEvent.click(screen.getByRole('button', { name: 'Reproducir' }));
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(current()).toHaveAccessibleName('3 de 3');
  });

  it('moving by itself before the page has loaded shows the pictures of both slides', async () => {
    reducedMotion(false);
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    jest.useFakeTimers();
    mockApi({ 'GET /public/slides': { data: THREE } });
    const { container } = render(<SlidesSection />);
    await screen.findByRole('region', { name: 'Promociones' });
    expect(container.querySelectorAll('img')).toHaveLength(1);

    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(current()).toHaveAccessibleName('2 de 3');
    expect(Array.from(container.querySelectorAll('img'), (img) => img.getAttribute('src'))).toEqual([
      '/img/slide/640w/pasteles.webp.webp',
      '/img/slide/640w/pan.webp.webp',
    ]);
  });

  it('stays still for a visitor who prefers reduced motion', async () => {
    reducedMotion(true);
    jest.useFakeTimers();
    mockApi({ 'GET /public/slides': { data: THREE } });
    render(<SlidesSection />);
    await screen.findByRole('region', { name: 'Promociones' });

    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(current()).toHaveAccessibleName('1 de 3');
    expect(screen.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
  });
});
