import { truncate } from './truncate';
import { excerpt } from './excerpt';
import { stripHtml } from './strip-html';

describe('truncate', () => {
  it('keeps exactly the first 100 characters and adds an ellipsis', () => {
    const text = 'a'.repeat(60) + 'b'.repeat(60);
    const cut = truncate(text, 100);
    expect(cut).toBe('a'.repeat(60) + 'b'.repeat(40) + '…');
    expect(cut.slice(0, -1)).toHaveLength(100);
  });

  it('uses 100 by default and leaves text of 100 characters or fewer unchanged', () => {
    expect(truncate('x'.repeat(101))).toBe('x'.repeat(100) + '…');
    expect(truncate('x'.repeat(100))).toBe('x'.repeat(100));
    expect(truncate('Pan dulce')).toBe('Pan dulce');
    expect(truncate(null)).toBe('');
  });

  it('counts accented letters and emoji as one character each', () => {
    expect(truncate('ñ'.repeat(5) + '🎂🎂', 6)).toBe('ñññññ🎂…');
  });
});

describe('stripHtml', () => {
  it('removes tags, keeps words apart across blocks, decodes entities', () => {
    expect(stripHtml('<h1>Hola</h1><p>Pan <strong>dul</strong>ce &amp; caf&eacute;&nbsp;rico</p>')).toBe(
      'Hola Pan dulce & café rico',
    );
    expect(stripHtml('<p>uno<br>dos</p><ul><li>tres</li></ul>')).toBe('uno dos tres');
    expect(stripHtml('&#241;&#xF1; &lt;b&gt;')).toBe('ññ <b>');
  });

  it('drops script and style content and handles empty input', () => {
    expect(stripHtml('<style>p{}</style><p>ok</p><script>alert(1)</script>')).toBe('ok');
    expect(stripHtml(undefined)).toBe('');
  });
});

it('excerpt: the card text of rich HTML', () => {
  expect(excerpt(`<p>${'é'.repeat(150)}</p>`)).toBe('é'.repeat(100) + '…');
});

it('a cut that ends on a space puts the ellipsis right after the last word', () => {
  expect(truncate(`${'a'.repeat(99)} siguiente`)).toBe(`${'a'.repeat(99)}…`);
});
