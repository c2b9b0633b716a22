/**
 * Demo illustrations for the seed, drawn locally: each picture is an SVG made of shapes,
 * gradients and patterns (no text, so no font is needed), rasterised by sharp into a small
 * WebP and returned as a data-URL, the form in which the API accepts uploads.
 *
 * Everything is deterministic: a picture depends only on its kind, its seed string and its
 * options, so the same seed gives the same bytes on every run.
 */
import sharp from 'sharp';

// ---------------------------------------------------------------------------------------------
// Small utilities: deterministic random numbers, colours, number formatting
// ---------------------------------------------------------------------------------------------

type Rng = () => number;

/** FNV-1a hash of the seed feeding a mulberry32 generator. */
function rngFor(seed: string): Rng {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(r: Rng, items: readonly T[]): T {
  const item = items[Math.floor(r() * items.length)];
  if (item === undefined) throw new Error('pick() on an empty list');
  return item;
}

function between(r: Rng, min: number, max: number): number {
  return min + r() * (max - min);
}

/** Numbers in SVG with at most one decimal keep the markup short. */
function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

/** Same with two decimals, for scales and opacities. */
function n2(v: number): string {
  return String(Math.round(v * 100) / 100);
}

function clamp255(v: number): number {
  return Math.max(0, Math.min(255, Math.round(v)));
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour; amount in -1..1. */
function shade(hex: string, amount: number): string {
  const v = parseInt(hex.slice(1), 16);
  const parts = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) =>
    amount >= 0 ? c + (255 - c) * amount : c * (1 + amount),
  );
  return '#' + parts.map((c) => clamp255(c).toString(16).padStart(2, '0')).join('');
}

/** One SVG document being built: collects <defs> and hands out unique ids. */
class Doc {
  private readonly defs: string[] = [];
  private next = 0;

  id(prefix: string): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  /** Linear gradient; horizontal by default. Returns `url(#id)`. */
  linear(stops: readonly string[], vertical = false): string {
    const id = this.id('g');
    const last = Math.max(1, stops.length - 1);
    const s = stops.map((c, i) => `<stop offset="${n((i / last) * 100)}%" stop-color="${c}"/>`).join('');
    const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
    this.def(`<linearGradient id="${id}" ${dir}>${s}</linearGradient>`);
    return `url(#${id})`;
  }

  /** Radial gradient with the highlight up and to the left. Returns `url(#id)`. */
  radial(inner: string, outer: string, fx = 0.35, fy = 0.3): string {
    const id = this.id('r');
    this.def(
      `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.6" fx="${fx}" fy="${fy}">` +
        `<stop offset="0%" stop-color="${inner}"/><stop offset="100%" stop-color="${outer}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id('c');
    this.def(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  pattern(w: number, h: number, content: string, transform = ''): string {
    const id = this.id('p');
    const t = transform ? ` patternTransform="${transform}"` : '';
    this.def(`<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${t}>${content}</pattern>`);
    return `url(#${id})`;
  }

  render(width: number, height: number, body: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs>${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}

/** Places a fragment drawn around the origin (base centre at 0,0) at x,y with a scale. */
function place(x: number, y: number, s: number, fragment: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n2(s)})">${fragment}</g>`;
}

/** y of the front edge of an ellipse (centre cx,cy; radii rx,ry) at abscissa x. */
function frontY(x: number, cx: number, cy: number, rx: number, ry: number): number {
  const k = (x - cx) / rx;
  return cy + ry * Math.sqrt(Math.max(0, 1 - k * k));
}

// ---------------------------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------------------------

const WALLS = ['#FDE2E4', '#FFF1C1', '#E2F0CB', '#D7E3FC', '#FAD2E1', '#E8DFF5', '#FFE5D0', '#DDF3EE', '#FCEFD4'];
const MEXICAN = ['#E4007C', '#00A6A6', '#FFB400', '#7AC143', '#8E44AD', '#F25C05', '#1E88E5'];
const SPRINKLES = ['#FF5D8F', '#FFD23F', '#3BCEAC', '#5E60CE', '#FF8C42', '#FFFFFF', '#EE4266'];
const FROSTINGS = ['#FFF4E6', '#F9C6D3', '#FBE3A8', '#CDEBD7', '#D9C8F0', '#BDE0FE'];
const BREAD = '#D89A56';

// ---------------------------------------------------------------------------------------------
// Backgrounds
// ---------------------------------------------------------------------------------------------

type TableKind = 'mantel' | 'madera' | 'marmol';

/** A wall with a pattern (talavera tiles, dots or stripes) and a table from `tableY` down. */
function scene(d: Doc, r: Rng, w: number, h: number, tableY: number, opts: { wall?: string; table?: TableKind } = {}): string {
  const wall = opts.wall ?? pick(r, WALLS);
  const table = opts.table ?? pick(r, ['mantel', 'madera', 'marmol'] as const);
  const accent = pick(r, MEXICAN);
  const style = pick(r, ['talavera', 'puntos', 'rayas'] as const);
  let pattern: string;
  if (style === 'talavera') {
    const ink = pick(r, ['#2B59C3', '#1B7F79', '#C2185B', '#E07A1F']);
    pattern = d.pattern(
      70,
      70,
      `<rect width="70" height="70" fill="#FFFDF8" fill-opacity="0.55"/>` +
        `<circle cx="35" cy="35" r="7" fill="${ink}" fill-opacity="0.45"/>` +
        [0, 90, 180, 270]
          .map((a) => `<ellipse cx="35" cy="21" rx="5" ry="10" fill="${ink}" fill-opacity="0.28" transform="rotate(${a} 35 35)"/>`)
          .join('') +
        [0, 70].flatMap((x) => [0, 70].map((y) => `<circle cx="${x}" cy="${y}" r="9" fill="${ink}" fill-opacity="0.3"/>`)).join('') +
        `<rect width="70" height="70" fill="none" stroke="${ink}" stroke-opacity="0.15" stroke-width="2"/>`,
    );
  } else if (style === 'puntos') {
    pattern = d.pattern(
      48,
      48,
      `<circle cx="12" cy="12" r="5" fill="#FFFFFF" fill-opacity="0.6"/><circle cx="36" cy="36" r="5" fill="${accent}" fill-opacity="0.18"/>`,
    );
  } else {
    pattern = d.pattern(
      60,
      60,
      `<rect width="30" height="60" fill="#FFFFFF" fill-opacity="0.35"/><rect x="44" width="4" height="60" fill="${accent}" fill-opacity="0.15"/>`,
    );
  }
  let out =
    `<rect width="${w}" height="${h}" fill="${d.linear([shade(wall, 0.35), wall, shade(wall, -0.06)], true)}"/>` +
    `<rect width="${w}" height="${tableY}" fill="${pattern}"/>` +
    // soft window light
    `<ellipse cx="${n(w * 0.3)}" cy="${n(tableY * 0.35)}" rx="${n(w * 0.35)}" ry="${n(tableY * 0.45)}" fill="#FFFFFF" fill-opacity="0.14"/>`;

  if (table === 'mantel') {
    const cloth = pick(r, ['#E63946', '#2A9D8F', '#F4A261', '#457B9D', '#E76F51']);
    // gingham drawn as stripes in perspective (a transformed <pattern> is slow to rasterise)
    const depth = h - tableY;
    const top = 34;
    const bottom = 58;
    const cols = Math.ceil(w / 2 / top) + 2;
    let columns = '';
    for (let i = -cols; i < cols; i += 2) {
      columns += `M${n(w / 2 + i * top)} ${tableY} L${n(w / 2 + (i + 1) * top)} ${tableY} L${n(w / 2 + (i + 1) * bottom)} ${h} L${n(w / 2 + i * bottom)} ${h} Z `;
    }
    let rows = '';
    let y = tableY;
    let band = 15;
    for (let k = 0; y < h; k++) {
      if (k % 2 === 0) rows += `M0 ${n(y)} H${w} V${n(Math.min(h, y + band))} H0 Z `;
      y += band;
      band *= 1 + 0.9 * (band / depth);
    }
    // two separate paths so that the crossings come out darker, as in real gingham
    out +=
      `<rect y="${tableY}" width="${w}" height="${depth}" fill="#FFFFFF"/>` +
      `<path d="${columns}" fill="${cloth}" fill-opacity="0.45"/><path d="${rows}" fill="${cloth}" fill-opacity="0.45"/>`;
  } else if (table === 'madera') {
    const wood = pick(r, ['#B07A4A', '#9C6B3F', '#C48B56']);
    out += `<rect y="${tableY}" width="${w}" height="${h - tableY}" fill="${d.linear([shade(wood, 0.12), shade(wood, -0.15)], true)}"/>`;
    for (let y = tableY + 18; y < h; y += between(r, 22, 36)) {
      out += `<path d="M0 ${n(y)} Q ${n(w * 0.3)} ${n(y - 6)} ${n(w * 0.6)} ${n(y + 3)} T ${w} ${n(y - 2)}" stroke="${shade(wood, -0.3)}" stroke-opacity="0.35" stroke-width="2" fill="none"/>`;
    }
  } else {
    out += `<rect y="${tableY}" width="${w}" height="${h - tableY}" fill="${d.linear(['#FAFAFA', '#E6E6EA'], true)}"/>`;
    for (let i = 0; i < 5; i++) {
      const x = between(r, 0, w);
      out += `<path d="M${n(x)} ${tableY} q ${n(between(r, 40, 120))} ${n((h - tableY) * 0.5)} ${n(between(r, -20, 140))} ${h - tableY}" stroke="#B8B8C8" stroke-opacity="0.45" stroke-width="1.5" fill="none"/>`;
    }
  }
  // table edge highlight
  out += `<rect y="${tableY}" width="${w}" height="6" fill="#FFFFFF" fill-opacity="0.35"/>`;
  return out;
}

/** A string of papel picado (Mexican cut-paper bunting) across the top. */
function papelPicado(r: Rng, w: number, y: number, flagW = 70): string {
  const count = Math.ceil(w / (flagW + 14));
  const step = w / count;
  let out = `<path d="M0 ${y} Q ${n(w / 2)} ${y + 26} ${w} ${y}" stroke="#6D4C41" stroke-width="3" fill="none"/>`;
  for (let i = 0; i < count; i++) {
    const cx = step * (i + 0.5);
    const t = cx / w;
    const top = y + 4 * 26 * t * (1 - t) * 0.5 + 1;
    const colour = MEXICAN[i % MEXICAN.length] ?? '#E4007C';
    const x0 = cx - flagW / 2;
    const fh = flagW * 1.05;
    // outline with a zig-zag bottom, then holes; evenodd makes the holes real cut-outs
    let outline = `M${n(x0)} ${n(top)} H${n(x0 + flagW)} V${n(top + fh)}`;
    const teeth = 7;
    for (let k = teeth; k > 0; k--) {
      const xa = x0 + (flagW * (k - 0.5)) / teeth;
      const xb = x0 + (flagW * (k - 1)) / teeth;
      outline += ` L${n(xa)} ${n(top + fh + 8)} L${n(xb)} ${n(top + fh)}`;
    }
    outline += ' Z';
    const hx = cx;
    const hy = top + fh * 0.5;
    const s = flagW / 70;
    const holes =
      // central flower: four diamonds
      [0, 90, 180, 270]
        .map((a) => {
          const rad = (a * Math.PI) / 180;
          const px = hx + Math.cos(rad) * 13 * s;
          const py = hy + Math.sin(rad) * 13 * s;
          return `M${n(px)} ${n(py - 6 * s)} L${n(px + 6 * s)} ${n(py)} L${n(px)} ${n(py + 6 * s)} L${n(px - 6 * s)} ${n(py)} Z`;
        })
        .join(' ') +
      // little dots in the corners
      [
        [-24, -26],
        [24, -26],
        [-24, 26],
        [24, 26],
      ]
        .map(([dx = 0, dy = 0]) => {
          const px = hx + dx * s;
          const py = hy + dy * s;
          const rr = 4 * s;
          return `M${n(px - rr)} ${n(py)} a${n(rr)} ${n(rr)} 0 1 0 ${n(2 * rr)} 0 a${n(rr)} ${n(rr)} 0 1 0 ${n(-2 * rr)} 0 Z`;
        })
        .join(' ');
    const swing = between(r, -4, 4);
    out += `<path d="${outline} ${holes}" fill="${colour}" fill-rule="evenodd" fill-opacity="0.92" transform="rotate(${n(swing)} ${n(cx)} ${n(top)})"/>`;
  }
  return out;
}

/** Soft shadow under an item. */
function shadow(rx: number, ry: number, cy = 0): string {
  return `<ellipse cx="0" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#3B2314" fill-opacity="0.16"/>`;
}

/** A white plate seen at an angle, centred at 0,cy. */
function plate(d: Doc, rx: number, ry: number, cy = -ry * 0.6, tint = '#FFFFFF'): string {
  return (
    shadow(rx * 1.02, ry * 0.9, cy + ry * 0.35) +
    `<ellipse cx="0" cy="${n(cy + 5)}" rx="${n(rx)}" ry="${n(ry)}" fill="${shade(tint, -0.18)}"/>` +
    `<ellipse cx="0" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${d.linear([shade(tint, -0.06), tint, shade(tint, -0.1)])}"/>` +
    `<ellipse cx="0" cy="${n(cy)}" rx="${n(rx * 0.72)}" ry="${n(ry * 0.68)}" fill="${shade(tint, -0.07)}" fill-opacity="0.7"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Items. Each draws around the origin with its base centre at (0,0), roughly 300-450 wide.
// ---------------------------------------------------------------------------------------------

export type CakeTopping = 'velas' | 'fresas' | 'cerezas' | 'chispas' | 'nueces' | 'chocolate';

interface CakeStyle {
  frost: string;
  drip: string;
  tiers: number;
  topping: CakeTopping;
}

function strawberry(x: number, y: number, s: number, rot: number): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${n2(s)})">` +
    `<path d="M0 22 C -20 8 -18 -14 0 -12 C 18 -14 20 8 0 22 Z" fill="#E02A3B"/>` +
    `<path d="M-6 -4 C -10 4 -6 12 0 18" stroke="#FF6B78" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    [-7, 0, 7, -4, 4].map((dx, i) => `<circle cx="${dx}" cy="${i < 3 ? 0 : 8}" r="1.3" fill="#FFE08A"/>`).join('') +
    `<path d="M-10 -12 L-4 -16 L0 -22 L4 -16 L10 -12 L3 -11 L0 -7 L-3 -11 Z" fill="#3C9D4E"/>` +
    `</g>`
  );
}

function candle(x: number, y: number, colour: string): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)})">` +
    `<rect x="-6" y="-62" width="12" height="62" rx="3" fill="${colour}"/>` +
    [-50, -34, -18].map((yy) => `<path d="M-6 ${yy} L6 ${yy - 8} L6 ${yy - 2} L-6 ${yy + 6} Z" fill="#FFFFFF" fill-opacity="0.7"/>`).join('') +
    `<line x1="0" y1="-62" x2="0" y2="-70" stroke="#333" stroke-width="2"/>` +
    `<circle cx="0" cy="-82" r="16" fill="#FFE27A" fill-opacity="0.35"/>` +
    `<path d="M0 -98 C 8 -86 9 -76 0 -70 C -9 -76 -8 -86 0 -98 Z" fill="#FFB703"/>` +
    `<path d="M0 -90 C 4 -83 4 -77 0 -73 C -4 -77 -4 -83 0 -90 Z" fill="#FFF3B0"/>` +
    `</g>`
  );
}

function cake(d: Doc, r: Rng, style: CakeStyle): string {
  let out = shadow(170, 22, -4);
  // cake stand
  const metal = '#F4F1EC';
  out +=
    `<ellipse cx="0" cy="-6" rx="92" ry="15" fill="${shade(metal, -0.2)}"/>` +
    `<path d="M-88 -8 Q -40 -30 -26 -62 L 26 -62 Q 40 -30 88 -8 Z" fill="${d.linear([shade(metal, -0.18), metal, shade(metal, -0.25)])}"/>` +
    `<ellipse cx="0" cy="-62" rx="225" ry="28" fill="${shade(metal, -0.22)}"/>` +
    `<ellipse cx="0" cy="-68" rx="225" ry="28" fill="${d.linear([shade(metal, -0.08), '#FFFFFF', shade(metal, -0.12)])}"/>`;

  const widths = [370, 270, 180];
  const heights = [118, 96, 78];
  let base = -74;
  let top = base;
  let topRx = 0;
  const tiers = Math.max(1, Math.min(3, style.tiers));
  for (let i = 0; i < tiers; i++) {
    const w = (widths[i] ?? 180) * (tiers === 1 ? 0.95 : 1);
    const h = (heights[i] ?? 78) * (tiers === 1 ? 1.35 : 1);
    const rx = w / 2;
    const ry = w * 0.11;
    top = base - h;
    const body = d.linear([shade(style.frost, -0.16), shade(style.frost, 0.18), style.frost, shade(style.frost, -0.24)]);
    out +=
      `<rect x="${n(-rx)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${body}"/>` +
      `<ellipse cx="0" cy="${n(base)}" rx="${n(rx)}" ry="${n(ry)}" fill="${body}"/>`;
    // decorative band in the middle of the tier
    if (r() < 0.6) {
      const by = top + h * 0.58;
      out += `<path d="M${n(-rx)} ${n(by)} A ${n(rx)} ${n(ry)} 0 0 0 ${n(rx)} ${n(by)} L ${n(rx)} ${n(by + 10)} A ${n(rx)} ${n(ry)} 0 0 1 ${n(-rx)} ${n(by + 10)} Z" fill="${shade(style.drip, 0.15)}" fill-opacity="0.85"/>`;
    }
    // piping at the bottom edge
    const beads = Math.round(w / 22);
    for (let k = 0; k < beads; k++) {
      const x = -rx + ((k + 0.5) * w) / beads;
      const y = frontY(x, 0, base, rx, ry) - 4;
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="9" fill="${shade(style.frost, 0.35)}"/><circle cx="${n(x - 3)}" cy="${n(y - 3)}" r="3" fill="#FFFFFF" fill-opacity="0.6"/>`;
    }
    // top: icing with drips
    out += `<ellipse cx="0" cy="${n(top)}" rx="${n(rx)}" ry="${n(ry)}" fill="${style.drip}"/>`;
    let x = -rx + 4;
    while (x < rx - 4) {
      const dw = between(r, 13, 20);
      const len = between(r, 10, 42);
      const cx = Math.min(x + dw / 2, rx - dw / 2);
      const y0 = frontY(cx, 0, top, rx, ry) - 10;
      out += `<rect x="${n(cx - dw / 2)}" y="${n(y0)}" width="${n(dw)}" height="${n(len + 10)}" rx="${n(dw / 2)}" fill="${style.drip}"/>`;
      x += dw * between(r, 0.8, 1.3);
    }
    out += `<ellipse cx="${n(-rx * 0.15)}" cy="${n(top - ry * 0.2)}" rx="${n(rx * 0.6)}" ry="${n(ry * 0.45)}" fill="#FFFFFF" fill-opacity="0.18"/>`;
    topRx = rx;
    base = top + 6;
  }
  // toppings on the top surface
  const surfaceRy = topRx * 0.22;
  const items: Array<{ y: number; svg: string }> = [];
  if (style.topping === 'velas') {
    const count = 3 + Math.floor(r() * 3);
    for (let k = 0; k < count; k++) {
      const x = -topRx * 0.6 + (k * topRx * 1.2) / Math.max(1, count - 1);
      const y = top + (k % 2 === 0 ? -surfaceRy * 0.25 : surfaceRy * 0.3);
      items.push({ y, svg: candle(x, y, pick(r, ['#FF5D8F', '#5E60CE', '#3BCEAC', '#FFB400', '#EE4266'])) });
    }
  }
  if (style.topping === 'fresas' || style.topping === 'velas') {
    const count = style.topping === 'fresas' ? 9 : 6;
    for (let k = 0; k < count; k++) {
      const a = (k / count) * Math.PI * 2 + 0.3;
      const x = Math.cos(a) * topRx * 0.78;
      const y = top + Math.sin(a) * surfaceRy * 0.8 + 4;
      items.push({ y, svg: strawberry(x, y, 1.1, between(r, -20, 20)) });
    }
    if (style.topping === 'fresas') items.push({ y: top, svg: strawberry(0, top - 4, 1.5, 0) });
  }
  if (style.topping === 'cerezas') {
    const count = 7;
    for (let k = 0; k < count; k++) {
      const a = (k / count) * Math.PI * 2;
      const x = Math.cos(a) * topRx * 0.7;
      const y = top + Math.sin(a) * surfaceRy * 0.7;
      items.push({
        y,
        svg:
          `<circle cx="${n(x)}" cy="${n(y - 8)}" r="13" fill="${shade(style.frost, 0.5)}"/>` +
          `<path d="M${n(x)} ${n(y - 18)} q 6 -18 16 -24" stroke="#4E7A27" stroke-width="3" fill="none"/>` +
          `<circle cx="${n(x)}" cy="${n(y - 20)}" r="11" fill="#C1121F"/><circle cx="${n(x - 4)}" cy="${n(y - 24)}" r="3.5" fill="#FFFFFF" fill-opacity="0.7"/>`,
      });
    }
  }
  if (style.topping === 'chispas' || style.topping === 'velas') {
    for (let k = 0; k < 60; k++) {
      const a = r() * Math.PI * 2;
      const rr = Math.sqrt(r()) * 0.92;
      const x = Math.cos(a) * topRx * rr;
      const y = top + Math.sin(a) * surfaceRy * rr * 0.9;
      items.push({
        y: y - 30,
        svg: `<rect x="${n(x - 5)}" y="${n(y - 1.5)}" width="10" height="3" rx="1.5" fill="${pick(r, SPRINKLES)}" transform="rotate(${n(between(r, 0, 180))} ${n(x)} ${n(y)})"/>`,
      });
    }
  }
  if (style.topping === 'nueces') {
    for (let k = 0; k < 14; k++) {
      const a = r() * Math.PI * 2;
      const rr = 0.25 + r() * 0.65;
      const x = Math.cos(a) * topRx * rr;
      const y = top + Math.sin(a) * surfaceRy * rr;
      items.push({
        y,
        svg:
          `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(between(r, -40, 40))})">` +
          `<ellipse rx="13" ry="8" fill="#8B5A2B"/><path d="M-10 0 Q -5 -5 0 0 T 10 0" stroke="#5C3A1A" stroke-width="2" fill="none"/></g>`,
      });
    }
  }
  if (style.topping === 'chocolate') {
    for (let k = 0; k < 22; k++) {
      const a = r() * Math.PI * 2;
      const rr = Math.sqrt(r()) * 0.85;
      const x = Math.cos(a) * topRx * rr;
      const y = top + Math.sin(a) * surfaceRy * rr;
      const c = pick(r, ['#3E2014', '#5A2E1A', '#7B4B2A']);
      items.push({
        y,
        svg: `<path d="M${n(x - 9)} ${n(y)} q 9 -14 18 0 q -9 -6 -18 0 Z" fill="${c}" transform="rotate(${n(between(r, -30, 30))} ${n(x)} ${n(y)})"/>`,
      });
    }
    items.push({
      y: top,
      svg: `<circle cx="0" cy="${n(top - 10)}" r="16" fill="#C1121F"/><circle cx="-5" cy="${n(top - 15)}" r="4" fill="#FFFFFF" fill-opacity="0.7"/>`,
    });
  }
  items.sort((a, b) => a.y - b.y);
  return out + items.map((i) => i.svg).join('');
}

function cupcake(d: Doc, r: Rng, frost: string, wrapper: string, sponge = '#C98B4A'): string {
  let out = shadow(88, 12, -2);
  // wrapper
  out +=
    `<path d="M-64 0 L-84 -104 L84 -104 L64 0 Q 0 8 -64 0 Z" fill="${d.linear([shade(wrapper, -0.2), shade(wrapper, 0.15), wrapper, shade(wrapper, -0.28)])}"/>`;
  for (let k = -6; k <= 6; k++) {
    out += `<line x1="${n(k * 13)}" y1="-102" x2="${n(k * 10)}" y2="-2" stroke="${shade(wrapper, -0.3)}" stroke-width="2" stroke-opacity="0.55"/>`;
  }
  // muffin top peeking out
  out += `<ellipse cx="0" cy="-106" rx="90" ry="16" fill="${sponge}"/>`;
  // frosting swirl: stacked rolls getting smaller
  const rolls = [
    [0, -118, 96, 28],
    [0, -148, 80, 26],
    [0, -176, 60, 24],
    [0, -202, 38, 20],
  ];
  for (const [x = 0, y = 0, rx = 0, ry = 0] of rolls) {
    out +=
      `<ellipse cx="${x}" cy="${y + 4}" rx="${rx}" ry="${ry}" fill="${shade(frost, -0.18)}"/>` +
      `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${d.linear([shade(frost, -0.1), shade(frost, 0.3), frost, shade(frost, -0.15)])}"/>` +
      `<path d="M${-rx * 0.7} ${y - ry * 0.35} Q 0 ${y - ry * 0.9} ${rx * 0.6} ${y - ry * 0.4}" stroke="#FFFFFF" stroke-opacity="0.55" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  }
  out += `<path d="M-14 -214 Q 0 -250 8 -236 Q 12 -226 14 -214 Z" fill="${shade(frost, 0.1)}"/>`;
  // sprinkles
  for (let k = 0; k < 26; k++) {
    const y = between(r, -210, -108);
    const half = 90 - (-108 - y) * 0.45;
    const x = between(r, -half * 0.85, half * 0.85);
    out += `<rect x="${n(x - 4)}" y="${n(y - 1.5)}" width="8" height="3" rx="1.5" fill="${pick(r, SPRINKLES)}" transform="rotate(${n(between(r, 0, 180))} ${n(x)} ${n(y)})"/>`;
  }
  // cherry
  out +=
    `<path d="M2 -250 Q 8 -275 26 -284" stroke="#4E7A27" stroke-width="3" fill="none"/>` +
    `<circle cx="0" cy="-246" r="17" fill="${d.radial('#FF4D5A', '#A4101E')}"/>` +
    `<circle cx="-6" cy="-252" r="4.5" fill="#FFFFFF" fill-opacity="0.75"/>`;
  return out;
}

/** Concha: a sweet bun with a crackled sugar topping in a shell pattern. */
function concha(d: Doc, topping: string, bread = BREAD): string {
  const crust = `M-104 -22 C -106 -90 -56 -118 0 -118 C 56 -118 106 -90 104 -22 Q 104 0 0 0 Q -104 0 -104 -22 Z`;
  const cap = `M-96 -40 C -98 -96 -52 -116 0 -116 C 52 -116 98 -96 96 -40 C 70 -26 -70 -26 -96 -40 Z`;
  const clip = d.clip(`<path d="${cap}"/>`);
  let grooves = '';
  // radial grooves from a point under the bun, like the ribs of a shell
  for (let a = -165; a <= -15; a += 15) {
    const rad = (a * Math.PI) / 180;
    const x2 = Math.cos(rad) * 200;
    const y2 = 10 + Math.sin(rad) * 200;
    grooves += `<path d="M0 10 Q ${n(x2 * 0.45 + 8)} ${n(10 + (y2 - 10) * 0.5)} ${n(x2)} ${n(y2)}" stroke="${bread}" stroke-width="6" fill="none"/>`;
  }
  for (const rr of [58, 92]) {
    grooves += `<path d="M${-rr * 1.6} 0 A ${rr * 1.6} ${rr} 0 0 1 ${rr * 1.6} 0" transform="translate(0 -8)" stroke="${bread}" stroke-width="5" fill="none" fill-opacity="0.8"/>`;
  }
  return (
    shadow(104, 12, -2) +
    `<path d="${crust}" fill="${d.linear([shade(bread, -0.25), shade(bread, 0.1), bread, shade(bread, -0.3)])}"/>` +
    `<path d="${cap}" fill="${d.radial(shade(topping, 0.3), shade(topping, -0.12), 0.4, 0.25)}"/>` +
    `<g clip-path="${clip}">${grooves}</g>` +
    `<path d="M-60 -98 Q -20 -112 20 -108" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="6" fill="none" stroke-linecap="round"/>`
  );
}

/** Bolillo: a crusty white roll with pointed ends and one long cut. */
function bolillo(d: Doc): string {
  const crust = '#C98A45';
  return (
    shadow(150, 12, -2) +
    `<path d="M-150 -38 C -120 -100 120 -100 150 -38 C 120 4 -120 4 -150 -38 Z" fill="${d.linear([shade(crust, -0.3), shade(crust, 0.12), crust, shade(crust, -0.35)], true)}"/>` +
    `<path d="M-96 -58 Q 0 -92 96 -58 Q 0 -66 -96 -58 Z" fill="#F3D9A6" stroke="${shade(crust, -0.35)}" stroke-width="3"/>` +
    `<path d="M-118 -66 Q -40 -96 40 -92" stroke="#FFFFFF" stroke-opacity="0.28" stroke-width="6" fill="none" stroke-linecap="round"/>`
  );
}

/** Cinnamon roll seen from above at an angle, with icing. */
function rolCanela(d: Doc, r: Rng): string {
  const dough = '#D9A066';
  let spiral = '';
  const pts: string[] = [];
  for (let t = 0.6; t < 6 * Math.PI; t += 0.25) {
    const rr = 5.6 * t;
    pts.push(`${n(Math.cos(t) * rr)} ${n(-68 + Math.sin(t) * rr * 0.62)}`);
  }
  spiral = `<polyline points="${pts.join(' ')}" stroke="#7A3E16" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  let icing = 'M-90 -86';
  for (let k = 0; k < 7; k++) icing += ` L${n(-70 + k * 26)} ${n(k % 2 === 0 ? -40 : -98)}`;
  return (
    shadow(112, 14, -2) +
    `<rect x="-108" y="-68" width="216" height="48" fill="${d.linear([shade(dough, -0.25), dough, shade(dough, -0.3)])}"/>` +
    `<ellipse cx="0" cy="-20" rx="108" ry="66" fill="${shade(dough, -0.3)}"/>` +
    `<ellipse cx="0" cy="-68" rx="108" ry="66" fill="${d.radial(shade(dough, 0.25), shade(dough, -0.1))}"/>` +
    spiral +
    `<path d="${icing}" stroke="#FFF8EC" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="${n2(between(r, 0.85, 0.95))}"/>`
  );
}

function cookieShape(r: Rng, R: number, squash: number): string {
  const pts: string[] = [];
  for (let k = 0; k < 22; k++) {
    const a = (k / 22) * Math.PI * 2;
    const rr = R * between(r, 0.93, 1.04);
    pts.push(`${n(Math.cos(a) * rr)},${n(Math.sin(a) * rr * squash)}`);
  }
  return pts.join(' ');
}

/** Chocolate-chip cookie lying flat, centred at x,y. */
function chipCookie(d: Doc, r: Rng, x: number, y: number, R: number, dough = '#CD914E'): string {
  const shapeBody = cookieShape(r, R, 0.58);
  let chips = '';
  for (let k = 0; k < 9; k++) {
    const a = r() * Math.PI * 2;
    const rr = Math.sqrt(r()) * R * 0.75;
    const cx = Math.cos(a) * rr;
    const cy = Math.sin(a) * rr * 0.58;
    chips += `<path d="M${n(cx - 6)} ${n(cy + 3)} L${n(cx)} ${n(cy - 6)} L${n(cx + 7)} ${n(cy + 3)} Q ${n(cx)} ${n(cy + 7)} ${n(cx - 6)} ${n(cy + 3)} Z" fill="#3B1F0E"/>`;
  }
  return (
    `<g transform="translate(${n(x)} ${n(y)})">` +
    `<polygon points="${shapeBody}" fill="${shade(dough, -0.3)}" transform="translate(0 9)"/>` +
    `<polygon points="${shapeBody}" fill="${d.radial(shade(dough, 0.22), shade(dough, -0.08))}"/>` +
    chips +
    `</g>`
  );
}

function chipCookies(d: Doc, r: Rng, dough: string, milk: boolean): string {
  let out = plate(d, 230, 62);
  // stack on the left
  for (let k = 0; k < 3; k++) out += chipCookie(d, r, -70, -60 - k * 20, 70, dough);
  out += chipCookie(d, r, 80, -70, 66, dough);
  out += chipCookie(d, r, 20, -24, 72, dough);
  if (milk) {
    out +=
      `<g transform="translate(205 -20)">` +
      `<ellipse cx="0" cy="0" rx="46" ry="12" fill="#3B2314" fill-opacity="0.15"/>` +
      `<path d="M-42 -180 L-36 0 Q 0 10 36 0 L42 -180 Z" fill="#FFFFFF" fill-opacity="0.55" stroke="#D0D8E0" stroke-width="2"/>` +
      `<path d="M-40 -130 L-36 0 Q 0 10 36 0 L40 -130 Z" fill="#FDFBF5"/>` +
      `<ellipse cx="0" cy="-130" rx="40" ry="9" fill="#FFFFFF" stroke="#E6E6E6"/>` +
      `<rect x="-30" y="-170" width="8" height="150" fill="#FFFFFF" fill-opacity="0.5"/>` +
      `</g>`;
  }
  return out;
}

function polvorones(d: Doc, r: Rng, tint: string): string {
  let out = plate(d, 220, 58);
  const rows: Array<[number, number, number]> = [
    [-1.5, 0, 4],
    [-1, -1, 3],
    [-0.5, -2, 2],
  ];
  const R = 40;
  for (const [startOffset, row, count] of rows) {
    for (let k = 0; k < count; k++) {
      const x = (startOffset + k) * R * 2.05;
      const y = -50 + row * R * 1.35;
      out +=
        `<circle cx="${n(x + 4)}" cy="${n(y + 6)}" r="${R}" fill="#3B2314" fill-opacity="0.12"/>` +
        `<circle cx="${n(x)}" cy="${n(y)}" r="${R}" fill="${d.radial('#FFFFFF', shade(tint, -0.05))}"/>`;
      for (let s = 0; s < 10; s++) {
        const a = r() * Math.PI * 2;
        const rr = r() * R * 0.85;
        out += `<circle cx="${n(x + Math.cos(a) * rr)}" cy="${n(y + Math.sin(a) * rr)}" r="1.8" fill="${shade(tint, -0.25)}" fill-opacity="0.6"/>`;
      }
    }
  }
  return out;
}

function heartPath(s: number): string {
  return `M0 ${n(30 * s)} C ${n(-44 * s)} ${n(0)} ${n(-36 * s)} ${n(-40 * s)} 0 ${n(-20 * s)} C ${n(36 * s)} ${n(-40 * s)} ${n(44 * s)} 0 0 ${n(30 * s)} Z`;
}

function starPoints(R: number): string {
  const pts: string[] = [];
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const rr = k % 2 === 0 ? R : R * 0.48;
    pts.push(`${n(Math.cos(a) * rr)},${n(Math.sin(a) * rr)}`);
  }
  return pts.join(' ');
}

/** Butter cookies decorated with royal icing: hearts, stars and flowers, on a board. */
function decoratedCookies(d: Doc, r: Rng, colours: readonly string[]): string {
  let out = shadow(250, 26, -6);
  const board = '#C48B56';
  out +=
    `<path d="M-250 -20 L-210 -150 L210 -150 L250 -20 Z" fill="${d.linear([shade(board, 0.15), board], true)}"/>` +
    `<path d="M-250 -20 L250 -20 L250 -8 L-250 -8 Z" fill="${shade(board, -0.3)}"/>`;
  const spots: Array<[number, number]> = [
    [-140, -100],
    [0, -110],
    [140, -100],
    [-80, -48],
    [80, -48],
  ];
  spots.forEach(([x, y], i) => {
    const c = colours[i % colours.length] ?? '#F28AB2';
    const kind = i % 3;
    const rot = between(r, -18, 18);
    let shapeSvg: string;
    let icing: string;
    if (kind === 0) {
      shapeSvg = `<path d="${heartPath(1.25)}" fill="#E2B071"/>`;
      icing = `<path d="${heartPath(1.05)}" fill="${c}"/>`;
    } else if (kind === 1) {
      shapeSvg = `<polygon points="${starPoints(52)}" fill="#E2B071"/>`;
      icing = `<polygon points="${starPoints(44)}" fill="${c}"/>`;
    } else {
      shapeSvg = `<circle r="44" fill="#E2B071"/>`;
      icing =
        `<circle r="37" fill="${c}"/>` +
        Array.from({ length: 8 }, (_, k) => {
          const a = (k / 8) * Math.PI * 2;
          return `<circle cx="${n(Math.cos(a) * 28)}" cy="${n(Math.sin(a) * 28)}" r="4" fill="#FFFFFF"/>`;
        }).join('');
    }
    out +=
      `<g transform="translate(${x} ${y}) rotate(${n(rot)}) scale(1 0.72)">` +
      `<g transform="translate(3 8)">${shapeSvg.replace('fill="#E2B071"', 'fill="#5C3A1A" fill-opacity="0.25"')}</g>` +
      shapeSvg +
      icing +
      `<circle cx="-10" cy="-10" r="5" fill="#FFFFFF" fill-opacity="0.55"/>` +
      `</g>`;
  });
  return out;
}

/** Marranitos (cochinitos): pig-shaped piloncillo gingerbread cookies. */
function marranitos(d: Doc, r: Rng): string {
  let out = plate(d, 235, 60, -40, '#FFF7EA');
  const pig = (x: number, y: number, s: number, flip: boolean): string => {
    const c = '#8A4A22';
    const fill = d.radial(shade(c, 0.25), shade(c, -0.15));
    return (
      `<g transform="translate(${n(x)} ${n(y)}) scale(${flip ? -s : s} ${n2(s * 0.8)})">` +
      `<ellipse cx="4" cy="10" rx="78" ry="50" fill="#3B1F0E" fill-opacity="0.3"/>` +
      // legs, ear, snout, tail
      `<rect x="-54" y="24" width="24" height="36" rx="8" fill="${shade(c, -0.1)}"/>` +
      `<rect x="26" y="24" width="24" height="36" rx="8" fill="${shade(c, -0.1)}"/>` +
      `<ellipse rx="80" ry="52" fill="${fill}"/>` +
      `<path d="M40 -40 L62 -72 L70 -34 Z" fill="${shade(c, -0.05)}"/>` +
      `<ellipse cx="84" cy="4" rx="18" ry="22" fill="${shade(c, 0.08)}"/>` +
      `<circle cx="88" cy="-2" r="3.5" fill="#3B1F0E"/><circle cx="88" cy="10" r="3.5" fill="#3B1F0E"/>` +
      `<circle cx="54" cy="-14" r="5" fill="#2A140A"/>` +
      `<path d="M-80 -6 q -18 -14 -10 -26 q 8 -8 10 4" stroke="${c}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      `<path d="M-40 -34 Q 0 -48 40 -34" stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="7" fill="none" stroke-linecap="round"/>` +
      `</g>`
    );
  };
  out += pig(-90, -70, 0.95, r() < 0.5) + pig(95, -76, 0.9, true) + pig(0, -28, 1.05, false);
  return out;
}

function flan(d: Doc, r: Rng, custard: string): string {
  const caramel = '#9C4A12';
  let out = plate(d, 210, 46, -22);
  out += `<ellipse cx="0" cy="-24" rx="175" ry="32" fill="${caramel}" fill-opacity="0.75"/>`;
  out += `<path d="M-145 -30 C -140 -90 -125 -150 -112 -160 L 112 -160 C 125 -150 140 -90 145 -30 Q 0 -4 -145 -30 Z" fill="${d.linear([shade(custard, -0.2), shade(custard, 0.2), custard, shade(custard, -0.25)])}"/>`;
  // small bubbles of a dense flan napolitano
  for (let k = 0; k < 14; k++) {
    out += `<circle cx="${n(between(r, -120, 120))}" cy="${n(between(r, -130, -40))}" r="${n(between(r, 1.5, 3.5))}" fill="${shade(custard, -0.15)}" fill-opacity="0.6"/>`;
  }
  out += `<ellipse cx="0" cy="-160" rx="112" ry="24" fill="${d.radial('#C2691E', caramel)}"/>`;
  let x = -108;
  while (x < 104) {
    const w = between(r, 10, 18);
    const len = between(r, 12, 70);
    const y0 = frontY(x + w / 2, 0, -160, 112, 24) - 8;
    out += `<rect x="${n(x)}" y="${n(y0)}" width="${n(w)}" height="${n(len)}" rx="${n(w / 2)}" fill="${caramel}" fill-opacity="0.92"/>`;
    x += w * between(r, 1.1, 2.4);
  }
  out += `<ellipse cx="-30" cy="-166" rx="50" ry="8" fill="#FFFFFF" fill-opacity="0.25"/>`;
  // mint leaves and a raspberry
  out +=
    `<path d="M10 -170 q 20 -26 44 -14 q -20 22 -44 14 Z" fill="#2E9E5B"/>` +
    `<path d="M10 -170 q -8 -30 14 -44 q 8 26 -14 44 Z" fill="#3FB86B"/>` +
    `<circle cx="0" cy="-176" r="13" fill="#C9184A"/><circle cx="-4" cy="-180" r="4" fill="#FFFFFF" fill-opacity="0.5"/>`;
  return out;
}

/** Gelatina de mosaico: milk gelatin in a ring mould, full of coloured cubes. */
function gelatina(d: Doc, r: Rng, base: string): string {
  const shape = 'M-165 -24 C -158 -120 -126 -196 -64 -206 L 64 -206 C 126 -196 158 -120 165 -24 Q 0 -2 -165 -24 Z';
  const clip = d.clip(`<path d="${shape}"/>`);
  let cubes = '';
  const colours = ['#E63946', '#2A9D8F', '#F4A261', '#9B5DE5', '#FFD166', '#06D6A0', '#EF476F'];
  for (let k = 0; k < 46; k++) {
    const x = between(r, -170, 170);
    const y = between(r, -210, -20);
    const s = between(r, 16, 30);
    cubes += `<rect x="${n(x)}" y="${n(y)}" width="${n(s)}" height="${n(s)}" rx="3" fill="${pick(r, colours)}" fill-opacity="0.88" transform="rotate(${n(between(r, -30, 30))} ${n(x + s / 2)} ${n(y + s / 2)})"/>`;
  }
  let ridges = '';
  for (let k = -4; k <= 4; k++) {
    ridges += `<path d="M${k * 14} -206 C ${k * 26} -150 ${k * 36} -80 ${k * 38} -14" stroke="#FFFFFF" stroke-opacity="0.45" stroke-width="5" fill="none"/>`;
  }
  return (
    plate(d, 220, 46, -18) +
    `<path d="${shape}" fill="${base}"/>` +
    `<g clip-path="${clip}">${cubes}<rect x="-170" y="-220" width="340" height="220" fill="${base}" fill-opacity="0.35"/>${ridges}</g>` +
    `<ellipse cx="0" cy="-206" rx="64" ry="14" fill="${shade(base, -0.08)}"/>` +
    `<ellipse cx="0" cy="-206" rx="24" ry="6" fill="${shade(base, -0.3)}"/>` +
    `<path d="M-120 -150 C -112 -110 -108 -80 -106 -50" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="8" fill="none" stroke-linecap="round"/>`
  );
}

/** Pay de limón: lime pie with a cookie crust, meringue kisses and lime slices. */
function pay(d: Doc, r: Rng): string {
  const crust = '#C9873E';
  let out = shadow(215, 28, -6);
  out +=
    `<rect x="-205" y="-82" width="410" height="44" fill="${d.linear([shade(crust, -0.25), shade(crust, 0.1), crust, shade(crust, -0.3)])}"/>` +
    `<ellipse cx="0" cy="-38" rx="205" ry="62" fill="${shade(crust, -0.28)}"/>`;
  for (let k = -9; k <= 9; k++) out += `<line x1="${k * 22}" y1="-80" x2="${k * 22}" y2="${n(frontY(k * 22, 0, -38, 205, 62))}" stroke="${shade(crust, -0.35)}" stroke-width="2" stroke-opacity="0.5"/>`;
  out +=
    `<ellipse cx="0" cy="-82" rx="205" ry="62" fill="${crust}"/>` +
    `<ellipse cx="0" cy="-84" rx="185" ry="52" fill="${d.radial('#FBF3B0', '#E9D96A')}"/>`;
  const kisses: Array<{ y: number; svg: string }> = [];
  for (let k = 0; k < 16; k++) {
    const a = (k / 16) * Math.PI * 2;
    const x = Math.cos(a) * 160;
    const y = -84 + Math.sin(a) * 42;
    kisses.push({
      y,
      svg:
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="20" ry="13" fill="#EDE6DA"/>` +
        `<path d="M${n(x - 18)} ${n(y)} Q ${n(x - 6)} ${n(y - 30)} ${n(x)} ${n(y - 34)} Q ${n(x + 6)} ${n(y - 30)} ${n(x + 18)} ${n(y)} Z" fill="${d.linear(['#F6EEE2', '#FFFFFF', '#E3D6C2'])}"/>` +
        `<path d="M${n(x)} ${n(y - 34)} q 8 -4 6 -10" stroke="#D9A066" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    });
  }
  kisses.sort((a, b) => a.y - b.y);
  out += kisses.map((k) => k.svg).join('');
  const lime = (x: number, y: number, rot: number): string =>
    `<g transform="translate(${x} ${y}) rotate(${n(rot)}) scale(1 0.6)">` +
    `<circle r="36" fill="#4CAF50"/><circle r="31" fill="#E6F4A6"/>` +
    Array.from({ length: 8 }, (_, i) => {
      const a = (i / 8) * Math.PI * 2;
      return `<line x1="0" y1="0" x2="${n(Math.cos(a) * 29)}" y2="${n(Math.sin(a) * 29)}" stroke="#FFFFFF" stroke-width="2.5"/>`;
    }).join('') +
    `</g>`;
  out += lime(-30, -92, between(r, 0, 40)) + lime(34, -78, between(r, 0, 40));
  return out;
}

/** Arroz con leche in a glass with cinnamon. */
function arrozConLeche(d: Doc, r: Rng): string {
  let rice = '';
  for (let k = 0; k < 40; k++) {
    const x = between(r, -64, 64);
    const y = between(r, -190, -30);
    rice += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="4" ry="2" fill="#FFFFFF" transform="rotate(${n(between(r, 0, 180))} ${n(x)} ${n(y)})"/>`;
  }
  let cinnamon = '';
  for (let k = 0; k < 40; k++) {
    const a = r() * Math.PI * 2;
    const rr = Math.sqrt(r());
    cinnamon += `<circle cx="${n(Math.cos(a) * rr * 72)}" cy="${n(-206 + Math.sin(a) * rr * 14)}" r="${n(between(r, 1.5, 3))}" fill="#9A5B2A" fill-opacity="0.8"/>`;
  }
  const glass = (x: number, s: number): string =>
    `<g transform="translate(${x} 0) scale(${s})">` +
    shadow(90, 12, -2) +
    `<path d="M-84 -230 L-66 -6 Q 0 6 66 -6 L84 -230 Z" fill="#FFFFFF" fill-opacity="0.45" stroke="#C9D6DF" stroke-width="3"/>` +
    `<path d="M-78 -206 L-64 -12 Q 0 0 64 -12 L78 -206 Z" fill="${d.linear(['#EFE2C8', '#FFF8EA', '#E9DABD'])}"/>` +
    rice +
    `<ellipse cx="0" cy="-206" rx="78" ry="16" fill="#FBF1DC"/>` +
    cinnamon +
    `<ellipse cx="0" cy="-230" rx="84" ry="17" fill="none" stroke="#C9D6DF" stroke-width="3"/>` +
    `<path d="M-70 -220 L-56 -24" stroke="#FFFFFF" stroke-opacity="0.7" stroke-width="6" stroke-linecap="round"/>` +
    `</g>`;
  return (
    glass(-70, 0.9) +
    glass(90, 1) +
    // cinnamon sticks
    `<g transform="translate(60 -236) rotate(-28)"><rect x="-8" y="-70" width="16" height="110" rx="6" fill="#8B4A1F"/><path d="M-8 -70 q 8 -8 16 0" stroke="#5C2E10" stroke-width="3" fill="none"/></g>` +
    `<g transform="translate(-150 -20) rotate(80)"><rect x="-7" y="-60" width="14" height="120" rx="6" fill="#8B4A1F"/></g>`
  );
}

/** Pan de muerto: round bread with "bones", a skull knob and sugar, with cempasúchil flowers. */
function panDeMuerto(d: Doc, r: Rng, sugar: string): string {
  const bread = '#D98C3A';
  let out = shadow(190, 22, -4);
  out += `<path d="M-180 -26 C -182 -150 -90 -210 0 -210 C 90 -210 182 -150 180 -26 Q 180 0 0 0 Q -180 0 -180 -26 Z" fill="${d.linear([shade(bread, -0.3), shade(bread, 0.15), bread, shade(bread, -0.35)])}"/>`;
  // bones: four knobbly strips from the top knob down to the base
  const bones: Array<[number, number, number]> = [
    [-150, -40, -60],
    [-56, -18, -20],
    [56, -18, 20],
    [150, -40, 60],
  ];
  for (const [x, y, bend] of bones) {
    const path = `M0 -196 Q ${n(x * 0.55 + bend * 0.2)} ${n(-150)} ${n(x)} ${n(y)}`;
    out += `<path d="${path}" stroke="${shade(bread, -0.45)}" stroke-width="26" fill="none" stroke-linecap="round" transform="translate(0 5)" stroke-opacity="0.7"/>`;
    const knobs: string[] = [];
    for (const t of [0.3, 0.55, 0.8]) {
      const qx = 2 * (1 - t) * t * (x * 0.55 + bend * 0.2) + t * t * x;
      const qy = (1 - t) * (1 - t) * -196 + 2 * (1 - t) * t * -150 + t * t * y;
      out += `<circle cx="${n(qx)}" cy="${n(qy + 5)}" r="18" fill="${shade(bread, -0.45)}" fill-opacity="0.7"/>`;
      knobs.push(`<circle cx="${n(qx)}" cy="${n(qy)}" r="17" fill="${d.radial(shade(bread, 0.3), shade(bread, -0.05))}"/>`);
    }
    out += `<path d="${path}" stroke="${shade(bread, 0.12)}" stroke-width="20" fill="none" stroke-linecap="round"/>` + knobs.join('');
  }
  out += `<circle cx="0" cy="-204" r="26" fill="${d.radial(shade(bread, 0.3), shade(bread, -0.1))}"/>`;
  // sugar
  for (let k = 0; k < 150; k++) {
    const x = between(r, -170, 170);
    const topY = -26 - 180 * Math.sqrt(Math.max(0, 1 - (x / 180) ** 2));
    const y = between(r, topY + 4, -30);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(r, 1.5, 3))}" fill="${sugar}" fill-opacity="0.85"/>`;
  }
  return out;
}

/** Cempasúchil (marigold) flower. */
function marigold(x: number, y: number, s: number, r: Rng): string {
  let out = `<g transform="translate(${n(x)} ${n(y)}) scale(${n2(s)})">`;
  for (const [rr, count, c] of [
    [30, 14, '#E86A10'],
    [21, 11, '#F58F1B'],
    [12, 8, '#FFB12B'],
  ] as const) {
    for (let k = 0; k < count; k++) {
      const a = (k / count) * Math.PI * 2 + r() * 0.3;
      out += `<circle cx="${n(Math.cos(a) * rr)}" cy="${n(Math.sin(a) * rr * 0.85)}" r="${n(rr * 0.42 + 4)}" fill="${c}"/>`;
    }
  }
  return out + `<circle r="7" fill="#C4500A"/></g>`;
}

/** Rosca de Reyes: an oval ring of bread with strips of sugar paste and candied fruit. */
function rosca(d: Doc, r: Rng): string {
  const bread = '#D08A3E';
  const RX = 290;
  const RY = 120;
  const rx = 150;
  const ry = 52;
  const cy = -120;
  const ring = (dy: number): string =>
    `M${-RX} ${cy + dy} A ${RX} ${RY} 0 1 0 ${RX} ${cy + dy} A ${RX} ${RY} 0 1 0 ${-RX} ${cy + dy} Z ` +
    `M${-rx} ${cy + dy - 14} A ${rx} ${ry} 0 1 1 ${rx} ${cy + dy - 14} A ${rx} ${ry} 0 1 1 ${-rx} ${cy + dy - 14} Z`;
  let out = shadow(300, 40, -8);
  out += `<path d="${ring(30)}" fill="${shade(bread, -0.35)}" fill-rule="evenodd"/>`;
  out += `<path d="${ring(0)}" fill="${d.radial(shade(bread, 0.25), shade(bread, -0.12), 0.5, 0.3)}" fill-rule="evenodd"/>`;
  const decorations: Array<{ y: number; svg: string }> = [];
  const count = 12;
  for (let k = 0; k < count; k++) {
    const a = (k / count) * Math.PI * 2 + 0.13;
    const x = Math.cos(a) * (RX + rx) * 0.5;
    const y = cy + Math.sin(a) * (RY + ry) * 0.5 - 6;
    const tangent = (Math.atan2(Math.cos(a) * (RY + ry), -Math.sin(a) * (RX + rx)) * 180) / Math.PI;
    if (k % 2 === 0) {
      // sugar paste strip with a criss-cross pattern
      decorations.push({
        y,
        svg:
          `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(tangent + 90)})">` +
          `<rect x="-16" y="-46" width="32" height="92" rx="14" fill="#F4E3C1"/>` +
          `<path d="M-12 -34 L12 -18 M-12 -14 L12 2 M-12 6 L12 22 M12 -34 L-12 -18 M12 -14 L-12 2 M12 6 L-12 22" stroke="#D7B98A" stroke-width="2.5"/>` +
          `</g>`,
      });
    } else {
      const c = pick(r, ['#D62839', '#2F9E44', '#F9A620', '#E85D75']);
      decorations.push({
        y,
        svg:
          `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(tangent + 90 + between(r, -15, 15))})">` +
          `<rect x="-9" y="-30" width="18" height="60" rx="6" fill="${c}"/><rect x="-5" y="-26" width="5" height="50" rx="2" fill="#FFFFFF" fill-opacity="0.35"/>` +
          `<circle cx="22" cy="0" r="10" fill="#C1121F"/><circle cx="19" cy="-3" r="3" fill="#FFFFFF" fill-opacity="0.6"/>` +
          `</g>`,
      });
    }
  }
  decorations.sort((a, b) => a.y - b.y);
  return out + decorations.map((x) => x.svg).join('');
}

/** A wicker basket seen from the front; items are drawn on top of its rim by the caller. */
function basket(d: Doc, w: number): string {
  const c = '#B7853F';
  let weave = '';
  for (let y = -86; y < -8; y += 14) {
    for (let x = -w / 2 + 10; x < w / 2 - 10; x += 28) {
      weave += `<ellipse cx="${n(x + (((y + 86) / 14) % 2) * 14)}" cy="${y}" rx="13" ry="6" fill="${shade(c, 0.12)}" stroke="${shade(c, -0.3)}" stroke-width="1.5"/>`;
    }
  }
  const clip = d.clip(`<path d="M${-w / 2} -96 L${-w / 2 + 30} 0 L${w / 2 - 30} 0 L${w / 2} -96 Z"/>`);
  return (
    shadow(w / 2, 16, -2) +
    `<path d="M${-w / 2} -96 L${-w / 2 + 30} 0 L${w / 2 - 30} 0 L${w / 2} -96 Z" fill="${shade(c, -0.15)}"/>` +
    `<g clip-path="${clip}">${weave}</g>` +
    `<rect x="${-w / 2 - 8}" y="-104" width="${w + 16}" height="16" rx="8" fill="${d.linear([shade(c, -0.2), shade(c, 0.2), shade(c, -0.2)])}"/>`
  );
}

/** A napkin in a Mexican colour under a basket, hanging over the rim. */
function napkin(colour: string, w: number): string {
  return `<path d="M${-w / 2} -100 L${-w / 2 - 20} -60 L${-w / 2 + 10} -70 L${-w / 2 + 30} -100 Z M${w / 2} -100 L${w / 2 + 20} -58 L${w / 2 - 12} -72 L${w / 2 - 30} -100 Z" fill="${colour}"/>`;
}

// ---------------------------------------------------------------------------------------------
// Storefront for branches
// ---------------------------------------------------------------------------------------------

function storefront(d: Doc, r: Rng, facade: string): string {
  const W = 800;
  const H = 600;
  let out = `<rect width="${W}" height="${H}" fill="${d.linear(['#8FD3FE', '#D8F1FF'], true)}"/>`;
  // clouds
  for (let k = 0; k < 3; k++) {
    const x = between(r, 60, 740);
    const y = between(r, 30, 90);
    out += `<g fill-opacity="0.9" fill="#FFFFFF"><ellipse cx="${n(x)}" cy="${n(y)}" rx="46" ry="16"/><ellipse cx="${n(x + 26)}" cy="${n(y - 10)}" rx="28" ry="18"/><ellipse cx="${n(x - 22)}" cy="${n(y - 6)}" rx="22" ry="14"/></g>`;
  }
  // neighbouring buildings
  out += `<rect x="0" y="120" width="90" height="400" fill="${shade(pick(r, MEXICAN), 0.45)}"/><rect x="710" y="140" width="90" height="380" fill="${shade(pick(r, MEXICAN), 0.5)}"/>`;
  // facade with a cornice
  out +=
    `<rect x="80" y="80" width="640" height="440" fill="${d.linear([shade(facade, -0.08), shade(facade, 0.08), shade(facade, -0.1)])}"/>` +
    `<rect x="70" y="70" width="660" height="22" fill="${shade(facade, -0.25)}"/>` +
    `<rect x="80" y="92" width="640" height="8" fill="${shade(facade, 0.3)}"/>`;
  // blank sign with a cake emblem (no lettering)
  out +=
    `<rect x="250" y="112" width="300" height="64" rx="10" fill="#FFF8EC" stroke="${shade(facade, -0.35)}" stroke-width="6"/>` +
    `<g transform="translate(400 166) scale(0.13)">${cake(d, r, { frost: '#F9C6D3', drip: '#E4007C', tiers: 2, topping: 'cerezas' })}</g>` +
    [290, 510].map((x) => `<circle cx="${x}" cy="144" r="9" fill="${shade(facade, -0.25)}"/>`).join('');
  // awning with scalloped edge
  const stripes = d.pattern(
    56,
    60,
    `<rect width="28" height="60" fill="#FFFFFF"/><rect x="28" width="28" height="60" fill="${pick(r, ['#E63946', '#E4007C', '#2A9D8F', '#F25C05'])}"/>`,
  );
  let scallop = 'M120 254';
  for (let x = 120; x < 680; x += 56) scallop += ` A 28 22 0 0 0 ${x + 56} 254`;
  out +=
    `<path d="M140 196 L660 196 L680 254 L120 254 Z" fill="${stripes}"/>` +
    `<path d="${scallop} L680 246 L120 246 Z" fill="${stripes}"/>` +
    `<path d="M140 196 L660 196" stroke="#000" stroke-opacity="0.15" stroke-width="4"/>`;
  // shop window with shelves of cakes and bread
  out +=
    `<rect x="130" y="290" width="330" height="190" fill="#FFF4DA" stroke="${shade(facade, -0.4)}" stroke-width="10"/>` +
    `<rect x="130" y="384" width="330" height="8" fill="#C48B56"/>` +
    `<rect x="130" y="470" width="330" height="10" fill="#C48B56"/>`;
  out +=
    place(205, 384, 0.16, cake(d, r, { frost: '#FBE3A8', drip: '#7B3F1D', tiers: 2, topping: 'fresas' })) +
    place(300, 384, 0.2, cupcake(d, r, '#F9C6D3', '#5E60CE')) +
    place(390, 384, 0.16, cake(d, r, { frost: '#FFFFFF', drip: '#F28AB2', tiers: 1, topping: 'velas' })) +
    place(180, 470, 0.32, concha(d, '#F7E7CE')) +
    place(250, 470, 0.32, concha(d, '#7B4B2A')) +
    place(320, 470, 0.32, concha(d, '#F4B6C2')) +
    place(405, 470, 0.3, bolillo(d));
  out += `<path d="M150 300 L210 300 L150 380 Z" fill="#FFFFFF" fill-opacity="0.35"/><path d="M230 300 L250 300 L170 470 L150 470 Z" fill="#FFFFFF" fill-opacity="0.25"/>`;
  // door
  out +=
    `<rect x="510" y="284" width="150" height="236" fill="${shade(facade, -0.45)}"/>` +
    `<rect x="522" y="296" width="126" height="224" fill="#7A4A2A"/>` +
    `<rect x="536" y="310" width="98" height="110" fill="#CFEFFF" fill-opacity="0.85"/>` +
    `<circle cx="630" cy="440" r="6" fill="#F2C14E"/>` +
    `<path d="M536 310 L580 310 L536 370 Z" fill="#FFFFFF" fill-opacity="0.4"/>`;
  // lamps, plants, sidewalk
  out +=
    `<path d="M490 250 q 0 20 -10 30" stroke="#333" stroke-width="3" fill="none"/><path d="M468 280 L492 280 L486 300 L474 300 Z" fill="#2F2F2F"/><circle cx="480" cy="304" r="7" fill="#FFE27A"/>` +
    `<rect x="0" y="520" width="${W}" height="80" fill="#BDB6AE"/>` +
    `<rect x="0" y="520" width="${W}" height="8" fill="#9E968D"/>`;
  for (let x = 0; x < W; x += 100) out += `<line x1="${x}" y1="528" x2="${x - 30}" y2="600" stroke="#A39B92" stroke-width="3"/>`;
  for (const px of [95, 690]) {
    out +=
      `<path d="M${px - 26} 470 L${px + 26} 470 L${px + 20} 522 L${px - 20} 522 Z" fill="#C65D3B"/>` +
      `<ellipse cx="${px}" cy="450" rx="40" ry="34" fill="#2E8B57"/><ellipse cx="${px - 16}" cy="432" rx="20" ry="18" fill="#3FA86B"/>` +
      `<circle cx="${px + 14}" cy="438" r="7" fill="#E4007C"/><circle cx="${px - 8}" cy="456" r="6" fill="#FFB400"/>`;
  }
  out += papelPicado(r, W, 4, 56);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Rasterising
// ---------------------------------------------------------------------------------------------

export interface RasterOptions {
  /** 'webp' (default) or 'jpeg'. */
  format?: 'webp' | 'jpeg';
  quality?: number;
}

/** Rasterises an SVG document into an image data-URL. */
export async function svgToDataUrl(svg: string, opts: RasterOptions = {}): Promise<string> {
  const format = opts.format ?? 'webp';
  const quality = opts.quality ?? 80;
  const image = sharp(Buffer.from(svg), { density: 72 });
  const buffer =
    format === 'jpeg'
      ? await image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer()
      : await image.webp({ quality, effort: 2 }).toBuffer();
  return `data:image/${format};base64,${buffer.toString('base64')}`;
}

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

export type ProductKind =
  | 'pastel'
  | 'cupcake'
  | 'cupcakes-caja'
  | 'concha'
  | 'bolillo'
  | 'rol-canela'
  | 'galleta-chispas'
  | 'polvoron'
  | 'galleta-decorada'
  | 'marranito'
  | 'flan'
  | 'gelatina'
  | 'pay'
  | 'arroz-con-leche'
  | 'pan-de-muerto'
  | 'rosca';

/** Optional look of an item; anything left out is chosen from the seed. */
export interface ItemStyle {
  /** Main colour: frosting, sugar topping, icing, custard or gelatin. */
  main?: string;
  /** Second colour: cake drip, cupcake wrapper, cookie dough. */
  accent?: string;
  /** Cake decoration. */
  topping?: CakeTopping;
  /** Cake tiers (1 to 3). */
  tiers?: number;
}

function drawItem(d: Doc, r: Rng, kind: ProductKind, style: ItemStyle): { svg: string; scale: number } {
  switch (kind) {
    case 'pastel':
      return {
        svg: cake(d, r, {
          frost: style.main ?? pick(r, FROSTINGS),
          drip: style.accent ?? pick(r, ['#7B3F1D', '#E4007C', '#F28AB2', '#FFFFFF', '#F4A261']),
          tiers: style.tiers ?? 2,
          topping: style.topping ?? pick(r, ['velas', 'fresas', 'cerezas', 'chispas', 'nueces', 'chocolate'] as const),
        }),
        scale: 1,
      };
    case 'cupcake':
      return {
        svg:
          place(-150, -10, 0.72, cupcake(d, r, shade(style.main ?? pick(r, FROSTINGS), 0.2), style.accent ?? pick(r, MEXICAN))) +
          place(150, -10, 0.72, cupcake(d, r, shade(style.main ?? pick(r, FROSTINGS), -0.05), style.accent ?? pick(r, MEXICAN))) +
          place(0, 10, 1, cupcake(d, r, style.main ?? pick(r, FROSTINGS), style.accent ?? pick(r, MEXICAN))),
        scale: 1.3,
      };
    case 'cupcakes-caja': {
      const box = '#F7D6E0';
      let svg =
        shadow(260, 24, -4) +
        `<path d="M-250 -150 L250 -150 L236 0 L-236 0 Z" fill="${d.linear([shade(box, -0.15), box, shade(box, -0.2)])}"/>` +
        `<path d="M-250 -150 L-200 -320 L200 -320 L250 -150 Z" fill="${shade(box, 0.35)}" fill-opacity="0.55"/>`;
      const row: Array<[number, number, number]> = [
        [-165, -150, 0.62],
        [0, -150, 0.62],
        [165, -150, 0.62],
        [-82, -60, 0.66],
        [82, -60, 0.66],
      ];
      for (const [x, y, s] of row) {
        svg += place(x, y, s, cupcake(d, r, pick(r, FROSTINGS.concat(['#8B5A3C', '#C9184A'])), pick(r, MEXICAN)));
      }
      svg += `<path d="M-236 -40 L236 -40 L236 0 L-236 0 Z" fill="${shade(box, -0.1)}"/><rect x="-40" y="-40" width="80" height="40" fill="#E4007C" fill-opacity="0.7"/>`;
      return { svg, scale: 1 };
    }
    case 'concha': {
      const main = style.main ?? pick(r, ['#F7E7CE', '#7B4B2A', '#F4B6C2', '#FBE29F']);
      const others = ['#F7E7CE', '#7B4B2A', '#F4B6C2', '#FBE29F'].filter((c) => c !== main);
      return {
        svg:
          plate(d, 250, 60, -40, '#FFF9F0') +
          place(-110, -62, 0.85, concha(d, pick(r, others))) +
          place(110, -62, 0.85, concha(d, pick(r, others))) +
          place(0, -8, 1.15, concha(d, main)),
        scale: 1.15,
      };
    }
    case 'bolillo': {
      const w = 420;
      return {
        svg:
          basket(d, w) +
          place(-80, -96, 0.8, bolillo(d)) +
          place(90, -100, 0.8, bolillo(d)) +
          place(0, -70, 0.95, bolillo(d)) +
          napkin(style.accent ?? pick(r, MEXICAN), w),
        scale: 1.05,
      };
    }
    case 'rol-canela':
      return {
        svg: plate(d, 240, 58, -40) + place(-95, -70, 0.8, rolCanela(d, r)) + place(105, -66, 0.8, rolCanela(d, r)) + place(0, -22, 1.05, rolCanela(d, r)),
        scale: 1.15,
      };
    case 'galleta-chispas':
      return { svg: chipCookies(d, r, style.accent ?? '#CD914E', r() < 0.7), scale: 1.2 };
    case 'polvoron':
      return { svg: polvorones(d, r, style.main ?? pick(r, ['#F5E6C8', '#F3D9E3', '#E8D5B5'])), scale: 1.2 };
    case 'galleta-decorada': {
      const c = style.main ?? pick(r, ['#F28AB2', '#7FC8F8', '#FFD166', '#95D5B2']);
      return { svg: decoratedCookies(d, r, [c, '#7FC8F8', '#FFD166', '#95D5B2', '#F28AB2'].filter((x, i, all) => all.indexOf(x) === i)), scale: 1.2 };
    }
    case 'marranito':
      return { svg: marranitos(d, r), scale: 1.15 };
    case 'flan':
      return { svg: flan(d, r, style.main ?? '#F3C969'), scale: 1.4 };
    case 'gelatina':
      return { svg: gelatina(d, r, style.main ?? '#FFF6EA'), scale: 1.3 };
    case 'pay':
      return { svg: pay(d, r), scale: 1.25 };
    case 'arroz-con-leche':
      return { svg: arrozConLeche(d, r), scale: 1.25 };
    case 'pan-de-muerto':
      return {
        svg:
          panDeMuerto(d, r, style.main ?? '#FFFFFF') +
          marigold(-215, -20, 1, r) +
          marigold(-250, -60, 0.8, r) +
          marigold(225, -24, 1.1, r) +
          marigold(180, -8, 0.7, r),
        scale: 1.1,
      };
    case 'rosca':
      return { svg: rosca(d, r), scale: 1.05 };
  }
}

/** How much each kind is enlarged to fill the product frame (default 1.2). */
const FIT: Partial<Record<ProductKind, number>> = { pastel: 1.12, 'cupcakes-caja': 1.15, 'pan-de-muerto': 1.15 };

/** A product picture, 800x600: the item on a table against a patterned wall. */
export async function productImage(kind: ProductKind, seed: string, style: ItemStyle = {}, raster?: RasterOptions): Promise<string> {
  const r = rngFor(`${kind}:${seed}`);
  const d = new Doc();
  const bg = scene(d, r, 800, 600, 400);
  const item = drawItem(d, r, kind, style);
  const s = item.scale * (FIT[kind] ?? 1.2);
  return svgToDataUrl(d.render(800, 600, bg + place(400, kind === 'pastel' ? 582 : 552, s, item.svg)), raster);
}

export type CategoryKind = 'pasteles' | 'pan-dulce' | 'galletas' | 'postres' | 'cupcakes';

/** A category picture, 800x600: a small group of that category's items. */
export async function categoryImage(kind: CategoryKind, seed: string, raster?: RasterOptions): Promise<string> {
  const r = rngFor(`categoria:${kind}:${seed}`);
  const d = new Doc();
  let body = scene(d, r, 800, 600, 380, { table: 'madera' });
  switch (kind) {
    case 'pasteles':
      body +=
        place(230, 560, 0.62, cake(d, r, { frost: '#5A2E1A', drip: '#3E2014', tiers: 1, topping: 'fresas' })) +
        place(560, 580, 0.9, cake(d, r, { frost: '#FFFFFF', drip: '#F28AB2', tiers: 3, topping: 'velas' }));
      break;
    case 'pan-dulce':
      body +=
        place(400, 470, 1, basket(d, 520)) +
        place(260, 376, 0.75, concha(d, '#7B4B2A')) +
        place(400, 372, 0.8, concha(d, '#F7E7CE')) +
        place(540, 376, 0.75, concha(d, '#F4B6C2')) +
        place(400, 470, 1, napkin('#E4007C', 520)) +
        place(180, 560, 0.6, rolCanela(d, r)) +
        place(610, 565, 0.7, bolillo(d));
      break;
    case 'galletas':
      body += place(270, 540, 1, chipCookies(d, r, '#CD914E', false)) + place(560, 570, 0.75, decoratedCookies(d, r, ['#F28AB2', '#7FC8F8', '#FFD166']));
      break;
    case 'postres':
      body += place(250, 560, 1.05, gelatina(d, r, '#FFF6EA')) + place(580, 565, 1.05, flan(d, r, '#F3C969'));
      break;
    case 'cupcakes':
      body +=
        place(200, 540, 0.95, cupcake(d, r, '#F9C6D3', '#E4007C')) +
        place(600, 540, 0.95, cupcake(d, r, '#8B5A3C', '#00A6A6', '#5A2E1A')) +
        place(400, 570, 1.15, cupcake(d, r, '#FFF4E6', '#FFB400'));
      break;
  }
  return svgToDataUrl(d.render(800, 600, body), raster);
}

/** A branch picture, 800x600: a colourful shop front with bunting (the sign has no lettering). */
export async function storefrontImage(seed: string, facade?: string, raster?: RasterOptions): Promise<string> {
  const r = rngFor(`sucursal:${seed}`);
  const d = new Doc();
  const colour = facade ?? pick(r, ['#F6A5C0', '#FFD166', '#7FD1C7', '#F4A261', '#B8A1E3']);
  return svgToDataUrl(d.render(800, 600, storefront(d, r, colour)), raster);
}

export type BannerTheme = 'pasteles' | 'pan-dulce' | 'postres';

/**
 * A wide slide banner, 1600x600. The left half is kept calm (soft light and bokeh) so a caption
 * can sit on it; the pastries are on the right.
 */
export async function bannerImage(theme: BannerTheme, seed: string, raster?: RasterOptions): Promise<string> {
  const r = rngFor(`banner:${theme}:${seed}`);
  const d = new Doc();
  const W = 1600;
  const H = 600;
  const wall = theme === 'pasteles' ? '#F9D5E0' : theme === 'pan-dulce' ? '#FCE3C0' : '#D5EFE9';
  let body = scene(d, r, W, H, 430, { wall, table: theme === 'pan-dulce' ? 'madera' : 'marmol' });
  // bokeh on the left for the caption
  for (let k = 0; k < 14; k++) {
    body += `<circle cx="${n(between(r, 40, 760))}" cy="${n(between(r, 120, 420))}" r="${n(between(r, 20, 70))}" fill="#FFFFFF" fill-opacity="${n2(between(r, 0.1, 0.3))}"/>`;
  }
  body += `<rect width="${W * 0.55}" height="${H}" fill="${d.linear(['#FFFFFF', '#FFFFFF00'])}" fill-opacity="0.35"/>`;
  body += papelPicado(r, W, 6, 70);
  if (theme === 'pasteles') {
    body +=
      place(1060, 580, 0.95, cake(d, r, { frost: '#FFFFFF', drip: '#E4007C', tiers: 3, topping: 'velas' })) +
      place(1390, 568, 0.7, cake(d, r, { frost: '#5A2E1A', drip: '#3E2014', tiers: 1, topping: 'fresas' })) +
      place(790, 562, 0.8, cupcake(d, r, '#F9C6D3', '#00A6A6')) +
      place(1530, 572, 0.55, cupcake(d, r, '#FBE3A8', '#E4007C'));
  } else if (theme === 'pan-dulce') {
    body +=
      place(1130, 500, 1.1, basket(d, 520)) +
      place(975, 392, 0.88, concha(d, '#7B4B2A')) +
      place(1130, 388, 0.94, concha(d, '#F7E7CE')) +
      place(1285, 392, 0.88, concha(d, '#F4B6C2')) +
      place(1130, 500, 1.1, napkin('#00A6A6', 520)) +
      place(835, 565, 0.75, rolCanela(d, r)) +
      place(1450, 566, 0.85, bolillo(d)) +
      place(1010, 578, 0.62, concha(d, '#FBE29F'));
  } else {
    body +=
      place(880, 558, 1.1, gelatina(d, r, '#FFF6EA')) +
      place(1200, 562, 1.05, flan(d, r, '#F3C969')) +
      place(1445, 560, 0.85, arrozConLeche(d, r));
  }
  return svgToDataUrl(d.render(W, H, body), { quality: 70, ...raster });
}

export type BlogTopic = 'pan-de-muerto' | 'rosca' | 'pastel-fiesta' | 'panaderia';

/** A blog or page picture, 800x600. */
export async function blogImage(topic: BlogTopic, seed: string, raster?: RasterOptions): Promise<string> {
  const r = rngFor(`blog:${topic}:${seed}`);
  const d = new Doc();
  let body: string;
  switch (topic) {
    case 'pan-de-muerto':
      body =
        scene(d, r, 800, 600, 380, { wall: '#4B2E5C', table: 'madera' }) +
        papelPicado(r, 800, 6, 60) +
        place(400, 560, 1.1, drawItem(d, r, 'pan-de-muerto', {}).svg) +
        // candles for the altar
        place(110, 500, 1.2, candle(0, 0, '#FFF3E0')) +
        place(690, 500, 1.2, candle(0, 0, '#FFF3E0'));
      break;
    case 'rosca':
      body = scene(d, r, 800, 600, 360, { wall: '#FCE3C0', table: 'mantel' }) + place(400, 560, 1.15, rosca(d, r));
      break;
    case 'pastel-fiesta': {
      body = scene(d, r, 800, 600, 400, { wall: '#D7E3FC', table: 'marmol' });
      // balloons and confetti
      for (const [x, y, c] of [
        [110, 150, '#FF5D8F'],
        [190, 110, '#FFD23F'],
        [690, 140, '#3BCEAC'],
        [620, 100, '#5E60CE'],
      ] as const) {
        body +=
          `<path d="M${x} ${y + 60} q 10 60 -6 130" stroke="#888" stroke-width="2" fill="none"/>` +
          `<ellipse cx="${x}" cy="${y}" rx="44" ry="56" fill="${c}"/><path d="M${x - 6} ${y + 56} l6 10 l6 -10 Z" fill="${c}"/>` +
          `<ellipse cx="${x - 14}" cy="${y - 20}" rx="9" ry="16" fill="#FFFFFF" fill-opacity="0.4"/>`;
      }
      for (let k = 0; k < 50; k++) {
        const x = between(r, 0, 800);
        const y = between(r, 0, 400);
        body += `<rect x="${n(x)}" y="${n(y)}" width="10" height="5" fill="${pick(r, SPRINKLES)}" transform="rotate(${n(between(r, 0, 180))} ${n(x)} ${n(y)})"/>`;
      }
      body += place(400, 575, 0.92, cake(d, r, { frost: '#FFF4E6', drip: '#F28AB2', tiers: 2, topping: 'velas' }));
      break;
    }
    case 'panaderia':
      body =
        scene(d, r, 800, 600, 380, { table: 'madera' }) +
        place(230, 560, 0.85, drawItem(d, r, 'concha', { main: '#F7E7CE' }).svg) +
        place(575, 575, 0.7, cake(d, r, { frost: '#FBE3A8', drip: '#7B3F1D', tiers: 2, topping: 'nueces' })) +
        place(730, 560, 0.42, cupcake(d, r, '#F9C6D3', '#00A6A6'));
      break;
  }
  return svgToDataUrl(d.render(800, 600, body), raster);
}
