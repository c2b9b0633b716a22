import {
  IMAGE_FALLBACK_WIDTH,
  IMAGE_SIZES,
  IMAGE_WIDTHS,
  imageFallbackSrc,
  imageSrcSet,
  imageVariantPath,
} from './responsive';

/**
 * The width a browser takes from a `sizes` value at a viewport width: the first entry whose
 * `(max-width: Npx)` holds (or the last, without a condition); `calc(Avw - Bpx)` or `Npx`.
 */
function evaluateSizes(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,\s*/)) {
    const match = /^(?:\(max-width: ([\d.]+)px\) )?(.+)$/.exec(entry)!;
    if (match[1] !== undefined && viewport > Number(match[1])) continue;
    const value = match[2]!;
    const calc = /^calc\(([\d.]+)vw - ([\d.]+)px\)$/.exec(value);
    if (calc) return (Number(calc[1]) * viewport) / 100 - Number(calc[2]);
    const fixed = /^([\d.]+)px$/.exec(value);
    if (fixed) return Number(fixed[1]);
    throw new Error(`unexpected sizes entry: ${entry}`);
  }
  throw new Error(`no entry applies at ${viewport}px: ${sizes}`);
}

// Widths worked out by hand from the CSS: `.container` is min(viewport - 32px, 1160px), grids have
// 24px gaps, cards a 1px border.
const LAYOUT: Record<keyof typeof IMAGE_SIZES, Array<[viewport: number, width: number]>> = {
  slide: [
    [390, 356],
    [800, 766],
    [1440, 1158],
  ],
  // .grid: minmax(240px, 1fr) → 1 column below 536px, 2 below 800, 3 below 1064, then 4.
  card: [
    [390, 356],
    [535, 501],
    [536, 238],
    [768, 354],
    [800, 238],
    [1100, 247],
    [1440, 270],
  ],
  // .grid-3: 1 column below 768px, then 3.
  blogCard: [
    [390, 356],
    [767, 733],
    [768, 227.33],
    [1440, 368.67],
  ],
  // .pub-branch-list: minmax(300px, 1fr) → 1 column below 656px, 2 below 980, then 3.
  branch: [
    [390, 356],
    [655, 621],
    [656, 298],
    [980, 298],
    [1440, 368.67],
  ],
  // The product dialog's picture: min(400px, viewport - 2 × 16px - 2 × 24px).
  detail: [
    [390, 310],
    [479, 399],
    [1440, 400],
  ],
};

describe('IMAGE_SIZES', () => {
  it.each(Object.entries(LAYOUT))('%s: the width the CSS draws the picture at', (key, expected) => {
    for (const [viewport, width] of expected) {
      expect(evaluateSizes(IMAGE_SIZES[key as keyof typeof IMAGE_SIZES], viewport)).toBeCloseTo(width, 0);
    }
  });
});

describe('variant URLs', () => {
  it('one per width, WebP, the stored name encoded', () => {
    expect(imageVariantPath('producto', 'a b.jpg', 640)).toBe('/img/producto/640w/a%20b.jpg.webp');
    const srcset = imageSrcSet('slide', 'x.png', 'https://api.example.com');
    expect(srcset.split(', ')).toEqual(
      IMAGE_WIDTHS.map((w) => `https://api.example.com/img/slide/${w}w/x.png.webp ${w}w`),
    );
  });

  it('the src fallback is the mid-size variant', () => {
    expect(IMAGE_WIDTHS).toContain(IMAGE_FALLBACK_WIDTH);
    expect(imageFallbackSrc('post', 'p.gif')).toBe(`/img/post/${IMAGE_FALLBACK_WIDTH}w/p.gif.webp`);
    expect(imageFallbackSrc('post', 'p.gif', '//api.mx')).toBe(`//api.mx/img/post/${IMAGE_FALLBACK_WIDTH}w/p.gif.webp`);
  });
});
