import { normalizeRichSpaces } from './rich-spaces';

describe('normalizeRichSpaces', () => {
  it('turns the editor’s non-breaking spaces between words back into plain spaces', () => {
    expect(normalizeRichSpaces('<p>Pan&nbsp;de&nbsp;muerto&nbsp;con&nbsp;azúcar</p>')).toBe(
      '<p>Pan de muerto con azúcar</p>',
    );
    expect(normalizeRichSpaces('<h2>Un\u00a0título</h2><ol><li>uno&#160;dos</li></ol>')).toBe(
      '<h2>Un título</h2><ol><li>uno dos</li></ol>',
    );
  });

  it('keeps a run of spaces visible, with a plain space every other character so the line can still wrap', () => {
    expect(normalizeRichSpaces('<p>a&nbsp;&nbsp;b</p>')).toBe('<p>a &nbsp;b</p>');
    expect(normalizeRichSpaces('<p>a&nbsp;&nbsp;&nbsp;&nbsp;b</p>')).toBe('<p>a &nbsp; &nbsp;b</p>');
    expect(normalizeRichSpaces('<p>a    b</p>')).toBe('<p>a &nbsp; &nbsp;b</p>');
  });

  it('keeps a space typed at the start or the end of a line', () => {
    expect(normalizeRichSpaces('<p>&nbsp;hola&nbsp;</p>')).toBe('<p>&nbsp;hola&nbsp;</p>');
    expect(normalizeRichSpaces('<p>&nbsp;&nbsp;&nbsp;hola</p>')).toBe('<p>&nbsp; &nbsp;hola</p>');
    expect(normalizeRichSpaces('<p>uno<br>&nbsp;dos</p>')).toBe('<p>uno<br>&nbsp;dos</p>');
  });

  it('counts a run across inline formatting as one run', () => {
    expect(normalizeRichSpaces('<p>a&nbsp;<strong>&nbsp;b</strong>&nbsp;<em>c</em></p>')).toBe(
      '<p>a <strong>&nbsp;b</strong> <em>c</em></p>',
    );
    expect(
      normalizeRichSpaces('<p><a href="https://x.mx/a b">ir&nbsp;ya</a>&nbsp;<img src="/img/post/a.png">&nbsp;x</p>'),
    ).toBe('<p><a href="https://x.mx/a b">ir ya</a> <img src="/img/post/a.png"> x</p>');
  });

  it('leaves whitespace between blocks alone', () => {
    expect(normalizeRichSpaces('<p>uno</p>\n<p>dos</p>')).toBe('<p>uno</p>\n<p>dos</p>');
    expect(normalizeRichSpaces('<ul>\n  <li>a&nbsp;b</li>\n</ul>')).toBe('<ul>\n  <li>a b</li>\n</ul>');
  });

  it('drops Quill’s caret holder and list markers, and the formatting they leave empty', () => {
    expect(normalizeRichSpaces('<p>hola<strong><span class="ql-cursor">\uFEFF</span></strong>&nbsp;mundo</p>')).toBe(
      '<p>hola mundo</p>',
    );
    expect(
      normalizeRichSpaces('<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>x</li></ol>'),
    ).toBe('<ol><li data-list="bullet">x</li></ol>');
  });

  it('keeps entities, attributes and text that are not spaces', () => {
    const html = '<p class="ql-align-center">5 &lt; 6 &amp;&amp; <span style="color: red">rojo</span></p>';
    expect(normalizeRichSpaces(html)).toBe(html);
    expect(normalizeRichSpaces('<img alt="a > b" src="/img/post/a.png">&nbsp;y')).toBe(
      '<img alt="a > b" src="/img/post/a.png"> y',
    );
  });

  it('is idempotent', () => {
    for (const html of [
      '<p>a&nbsp;&nbsp;&nbsp;b&nbsp;</p>',
      '<p>&nbsp;</p><p> x </p>',
      'sin etiquetas&nbsp;&nbsp;aquí',
      '<p><b>&nbsp;</b>&nbsp;<i>&nbsp;</i></p>',
    ]) {
      const once = normalizeRichSpaces(html);
      expect(normalizeRichSpaces(once)).toBe(once);
    }
  });
});
