import { htmlTextWithoutDom } from './html-text-without-dom';
import { readHtmlWithoutDom, stripHtml } from './strip-html';

// What the page would see if some markup ran: the handlers below set this.
declare global {
  interface Window {
    ran?: string[];
  }
}
const ran = () => window.ran ?? [];
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 20));
beforeEach(() => {
  window.ran = [];
});

describe('stripHtml never throws on hostile entities', () => {
  it.each([
    ['&#99999999;', 'a\uFFFDb'],
    ['&#x110000;', 'a\uFFFDb'],
    ['&#0;', 'a\uFFFDb'],
    ['&#xD800;', 'a\uFFFDb'], // a lone surrogate
    ['&#;', 'a&#;b'],
    ['&#x;', 'a&#x;b'],
    ['&unknown;', 'a&unknown;b'],
    ['&eacute', 'aéb'], // no semicolon: decoded as a browser does
  ])('%s', (entity, text) => {
    expect(stripHtml(`<p>a${entity}b</p>`)).toBe(text);
  });

  it('a post whose description holds one still gives the rest of its text', () => {
    expect(stripHtml('<p>Pastel &#99999999; de <b>chocolate</b></p>')).toBe('Pastel \uFFFD de chocolate');
  });
});

describe('stripHtml on odd markup', () => {
  it('unterminated tags, comments and stray brackets', () => {
    expect(stripHtml('<p>hola <b')).toBe('hola');
    expect(stripHtml('<p>hola <a href="x')).toBe('hola');
    expect(stripHtml('uno <!-- sin cerrar')).toBe('uno');
    expect(stripHtml('<p>a</p>b<!-- c -->d')).toBe('a bd');
    expect(stripHtml('3 < 5 y 7 > 2')).toBe('3 < 5 y 7 > 2');
    expect(stripHtml('</p></div>texto<p')).toBe('texto');
  });

  it('leaves out script and style content, also unterminated', () => {
    expect(stripHtml('a<script>alert(1)</script>b')).toBe('a b');
    expect(stripHtml('a<style>p{color:red}</style>b')).toBe('a b');
    expect(stripHtml('antes<script>nunca se cierra')).toBe('antes');
  });

  it('keeps words apart across blocks and together across inline tags, as before', () => {
    expect(stripHtml('<ol><li>uno</li><li>dos</li></ol><hr>tres<br/>cuatro')).toBe('uno dos tres cuatro');
    expect(stripHtml('<p>  pan\n\t<em>dul</em>ce&nbsp;&nbsp;rico  </p>')).toBe('pan dulce rico');
    expect(stripHtml('<title>Título</title><p>texto</p>')).toBe('Título texto');
    expect(stripHtml('')).toBe('');
    expect(stripHtml(null)).toBe('');
  });
});

describe('stripHtml runs nothing it parses', () => {
  const payload =
    '<img src="x.png" onerror="window.ran.push(\'img\')"><script>window.ran.push(\'script\')</script>' +
    '<svg onload="window.ran.push(\'svg\')"></svg><p onclick="window.ran.push(\'click\')">texto</p>';

  it('the same markup in the live page does run its handlers (so this test would see it)', async () => {
    const live = document.createElement('div');
    live.innerHTML = payload;
    live.querySelector('img')!.dispatchEvent(new Event('error'));
    await nextTask(); // jsdom fires the <svg> load by itself
    expect(ran().sort()).toEqual(['img', 'svg']);
  });

  it('nothing executes while parsing or afterwards: no script, no onerror, no onload', async () => {
    expect(stripHtml(payload)).toBe('texto');
    await nextTask();
    expect(ran()).toEqual([]);
  });

  it('a DOMParser document does not even compile inline handlers', async () => {
    const parsed = new DOMParser().parseFromString(payload, 'text/html');
    parsed.querySelector('img')!.dispatchEvent(new Event('error'));
    parsed.querySelector('p')!.dispatchEvent(new Event('click'));
    await nextTask();
    expect(ran()).toEqual([]);
  });
});

describe('stripHtml on huge input', () => {
  // The old regular expressions needed quadratic time for some of these; the parser is linear.
  it.each([
    ['a million "<"', '<'.repeat(1_000_000), '<'.repeat(1_000_000)],
    ['100 000 invalid entities', '&#99999999;'.repeat(100_000), '\uFFFD'.repeat(100_000)],
    ['100 000 unclosed tags', '<a '.repeat(100_000), ''],
    ['100 000 unclosed comments', '<!--'.repeat(100_000), ''],
  ])('%s', (_name, html, text) => {
    expect(stripHtml(html)).toBe(text);
  });

  it('a long post (10 000 paragraphs, 200 KB)', () => {
    const text = stripHtml('<p>Pan &amp; café</p>'.repeat(10_000));
    expect(text).toHaveLength('Pan & café '.length * 10_000 - 1);
    expect(text.startsWith('Pan & café Pan & café')).toBe(true);
  });

  it('deep nesting', () => {
    expect(stripHtml('<div>'.repeat(500) + 'x')).toBe('x');
  });
});

describe('stripHtml without a DOM (the server drawing a page, which gives it its reader)', () => {
  beforeAll(() => readHtmlWithoutDom(htmlTextWithoutDom));
  // Rich HTML as the API stores it: written well formed by its sanitiser.
  it.each([
    '<p>Pastel de <strong>chocolate</strong> &amp; fresa</p><p>Con\u00a0nuez y&nbsp;almendra</p>',
    '<h2>Título</h2><ul><li data-list="bullet">uno</li><li data-list="bullet">dos</li></ul>',
    '<p class="ql-align-center">3 &lt; 5 y 7 &gt; 2, “comillas” &quot;rectas&quot; &#233; &#x1F382;</p>',
    '<p>línea<br>otra</p><blockquote>cita</blockquote><p><a href="https://example.com" target="_blank" rel="noopener noreferrer">enlace</a> final</p>',
    '<p><img src="/img/post/a.webp" alt="foto">Pie de foto</p>',
  ])('reads %s as the browser does', (html) => {
    const inBrowser = stripHtml(html);
    const parser = globalThis.DOMParser;
    Reflect.deleteProperty(globalThis, 'DOMParser');
    try {
      expect(stripHtml(html)).toBe(inBrowser);
    } finally {
      globalThis.DOMParser = parser;
    }
  });
});
