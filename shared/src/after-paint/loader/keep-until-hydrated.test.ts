import { clickOn, markHydrated, testPage } from '../../testing/loader-page';
import { HYDRATED_WAIT_MS, keepUntilHydrated, UNMARKED_WAIT_MS } from './keep-until-hydrated';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/**
 * A drawn page: the host's frame (its menu link, the cookie notice) around the remote's screen (a
 * product's 'Ver más', the dialog's 'Regresar', a form, links elsewhere). `seen` lists every event
 * the page's own code gets, as `type:text`.
 */
function drawnPage() {
  const page = testPage(`
    <div id="root">
      <div data-part="host">
        <a href="/categorias">Categorías</a>
        <button>Acepto</button>
        <div data-part="remote_public">
          <a href="/categorias/pasteles?producto=3">Ver más</a>
          <button>Regresar</button>
          <label>Nombre <input></label>
          <select><option>5</option></select>
          <textarea></textarea>
          <details><summary>Más</summary></details>
          <a href="https://wa.me/5215512345678">WhatsApp</a>
          <a href="/categorias" target="_blank">Otra pestaña</a>
          <a href="/catalogo.pdf" download>Catálogo</a>
        </div>
      </div>
    </div>
    <button>Fuera de la página</button>`);
  const kept = jest.fn();
  const keeper = keepUntilHydrated(page.doc, kept);
  page.doc.addEventListener('click', (event) => keeper.click(event), true);
  page.doc.addEventListener('keydown', (event) => keeper.keydown(event), true);
  const seen: string[] = [];
  for (const type of ['mousedown', 'mouseup', 'click', 'keydown'])
    page.doc.body.addEventListener(type, (event) => {
      const target = event.target as Element;
      seen.push(`${type}:${'key' in event ? (event as KeyboardEvent).key : (target.textContent ?? '').trim()}`);
    });
  const find = (text: string) =>
    [...page.doc.querySelectorAll('a, button, label, input, select, textarea, summary')].find(
      (element) => element.textContent?.trim().startsWith(text) || element.tagName.toLowerCase() === text,
    )!;
  const part = (name: string) => page.doc.querySelector(`[data-part="${name}"]`);
  return { ...page, keeper, kept, seen, find, part };
}

describe('which clicks are kept', () => {
  it("a click the page cannot answer yet (a button, a link of the site) is kept from the page and from the browser's default", () => {
    const { find, seen, kept } = drawnPage();
    for (const text of ['Regresar', 'Ver más', 'Categorías', 'Acepto']) {
      const event = clickOn(find(text));
      expect(event.defaultPrevented).toBe(true);
    }
    expect(seen).toEqual([]);
    expect(kept).toHaveBeenCalledTimes(4);
  });

  it.each([
    ['a label', 'Nombre'],
    ['a field', 'input'],
    ['a select', 'select'],
    ['a text area', 'textarea'],
    ['a summary', 'Más'],
    ['a link to another site', 'WhatsApp'],
    ['a link to another tab', 'Otra pestaña'],
    ['a download', 'Catálogo'],
    ['what is outside the page (#root)', 'Fuera de la página'],
  ])("%s is the browser's: not kept", (_, text) => {
    const { find, seen, kept } = drawnPage();
    const event = clickOn(find(text));
    expect(event.defaultPrevented).toBe(false);
    expect(seen[0]).toBe(`click:${find(text).textContent?.trim()}`);
    expect(kept).not.toHaveBeenCalled();
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('a link of the site opened with %s (another tab or window) is not kept', (_, init) => {
    const { find, kept } = drawnPage();
    expect(clickOn(find('Ver más'), init).defaultPrevented).toBe(false);
    expect(kept).not.toHaveBeenCalled();
  });

  it('a click on a part the host has marked hydrated is left to the page', async () => {
    const { find, part, seen } = drawnPage();
    await markHydrated(part('remote_public'));
    expect(clickOn(find('Regresar')).defaultPrevented).toBe(false);
    expect(seen).toEqual(['click:Regresar']);
  });

  it('one Escape is kept while the focus is on what is not hydrated; its repeats go nowhere', () => {
    const { doc, find, seen, focus } = drawnPage();
    focus(find('Regresar'));
    for (const repeat of [false, true, false])
      doc.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, repeat }));
    doc.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(seen).toEqual(['keydown:a']);
  });
});

describe('when what was kept is given back', () => {
  it("once the host marks the clicked element's part: the same element gets mousedown, mouseup and click, at the same place", async () => {
    const { find, part, seen } = drawnPage();
    const given: MouseEvent[] = [];
    find('Regresar').addEventListener('click', (event) => given.push(event as MouseEvent));
    clickOn(find('Regresar'), { shiftKey: false, clientX: 50 });
    await markHydrated(part('host'));
    expect(seen).toEqual([]);
    await markHydrated(part('remote_public'));
    expect(seen).toEqual(['mousedown:Regresar', 'mouseup:Regresar', 'click:Regresar']);
    expect(given[0]).toMatchObject({ clientX: 50, clientY: 34 });
  });

  it('each kept click waits for its own part: the frame, then the screen', async () => {
    const { find, part, seen } = drawnPage();
    clickOn(find('Ver más'));
    clickOn(find('Acepto'));
    await markHydrated(part('host'));
    expect(seen).toEqual(['mousedown:Acepto', 'mouseup:Acepto', 'click:Acepto']);
    await markHydrated(part('remote_public'));
    expect(seen.slice(3)).toEqual(['mousedown:Ver más', 'mouseup:Ver más', 'click:Ver más']);
  });

  it('a kept Escape goes to what has the focus once its part is hydrated (the dialog that took it)', async () => {
    const { doc, find, part, seen, focus } = drawnPage();
    doc.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(seen).toEqual([]);
    focus(find('Regresar'));
    await markHydrated(part('remote_public'));
    expect(seen).toEqual(['keydown:Escape']);
  });

  it(`once one part is marked, the others have ${HYDRATED_WAIT_MS} ms: then it is given anyway, and nothing more is kept`, async () => {
    const { find, part, seen, kept } = drawnPage();
    clickOn(find('Regresar'));
    await markHydrated(part('host'));
    jest.advanceTimersByTime(HYDRATED_WAIT_MS - 1);
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(seen).toEqual(['mousedown:Regresar', 'mouseup:Regresar', 'click:Regresar']);
    expect(clickOn(find('Ver más')).defaultPrevented).toBe(false);
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it(`a page that bears no mark gives what it kept ${UNMARKED_WAIT_MS} ms after its scripts ran`, () => {
    const { keeper, find, seen } = drawnPage();
    clickOn(find('Regresar'));
    keeper.scriptsRan();
    jest.advanceTimersByTime(UNMARKED_WAIT_MS - 1);
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(seen).toEqual(['mousedown:Regresar', 'mouseup:Regresar', 'click:Regresar']);
  });

  it('at once when nothing will mark the page (a start-up script failed): a kept link is then followed by the browser', () => {
    const { keeper, find, seen } = drawnPage();
    clickOn(find('Ver más'));
    keeper.stop();
    expect(seen).toEqual(['mousedown:Ver más', 'mouseup:Ver más', 'click:Ver más']);
    expect(clickOn(find('Regresar')).defaultPrevented).toBe(false);
  });

  it('a kept click whose element is gone (the part drawn anew) is dropped', async () => {
    const { find, part, seen } = drawnPage();
    clickOn(find('Regresar'));
    find('Regresar').remove();
    await markHydrated(part('remote_public'));
    jest.runOnlyPendingTimers();
    expect(seen).toEqual([]);
  });
});
