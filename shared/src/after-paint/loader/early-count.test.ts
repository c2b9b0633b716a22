import type { SiteEvent } from '../../types';
import { clickOn, testPage } from '../../testing/loader-page';
import { countEarly } from './early-count';

const count = {
  url: '/api/v1/public/eventos',
  events: [
    { tipo: 'vista', ruta: '/categorias/pasteles', origen: 'www.google.com' },
    { tipo: 'producto', ruta: '/categorias/pasteles', producto: 12 },
  ] as SiteEvent[],
  whatsapp: { tipo: 'whatsapp', ruta: '/categorias/pasteles', producto: 12 } as SiteEvent,
};

function counted(signedIn = false) {
  const page = testPage('<div id="root"><a href="https://wa.me/5215512345678">Pedir</a><a href="/blog">Blog</a></div>');
  const counter = countEarly(page.win, count, signedIn);
  page.doc.addEventListener('click', (event) => counter.click(event), true);
  const early = () => (page.win as unknown as { pasteleriaEarlyCount: object }).pasteleriaEarlyCount;
  const link = (text: string) => [...page.doc.querySelectorAll('a')].find((a) => a.textContent === text)!;
  return { ...page, counter, early, link };
}

it("sends the page's first events once, and tells the host it did", () => {
  const { counter, beacons, early } = counted();
  counter.view();
  counter.view();
  expect(beacons).toEqual(count.events.map((body) => ({ url: count.url, body })));
  expect(early()).toEqual({ viewSent: true });
});

it('sends nothing the host sent already', () => {
  const page = testPage('');
  (page.win as unknown as { pasteleriaEarlyCount: object }).pasteleriaEarlyCount = { viewSent: true };
  countEarly(page.win, count, false).view();
  expect(page.beacons).toEqual([]);
});

it("counts a click on a WhatsApp link as an order, the page's view first", () => {
  const { beacons, link } = counted();
  clickOn(link('Blog'));
  expect(beacons).toEqual([]);
  clickOn(link('Pedir'));
  expect(beacons.map(({ body }) => body)).toEqual([...count.events, count.whatsapp]);
});

it('leaves WhatsApp clicks to the host once it counts them', () => {
  const { beacons, link, early } = counted();
  Object.assign(early(), { hostCounts: true });
  clickOn(link('Pedir'));
  expect(beacons).toEqual([]);
});

it('sends nothing from a browser signed in to the back office, nor without sendBeacon', () => {
  const signedIn = counted(true);
  signedIn.counter.view();
  clickOn(signedIn.link('Pedir'));
  expect(signedIn.beacons).toEqual([]);

  const page = testPage('');
  Object.assign(page.win, { navigator: {} });
  expect(() => countEarly(page.win, count, false).view()).not.toThrow();
});
