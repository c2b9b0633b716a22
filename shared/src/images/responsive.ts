/** The entities whose stored images the server serves under /img/<entity>/. */
export type ImageEntity = 'categoria' | 'producto' | 'empresa' | 'slide' | 'post' | 'pagina';

/**
 * The widths at which the server serves every stored picture as WebP (made with sharp on first
 * request, then cached on disk; never wider than the upload). A fixed list, so nobody can make the
 * server resize to arbitrary sizes. 720 and 800: a full-width card on a phone 360–430px wide at
 * DPR 1.75–2 (most Android phones) needs 630–800 pixels; each step down saves a fifth of the
 * pixels, and without 800 Chrome takes the 960 variant, about 40% more bytes for a photo.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 720, 800, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** What every variant is: WebP, whatever the upload's format (the upload stays the source). */
export const IMAGE_VARIANT_FORMAT = 'webp';
export const IMAGE_VARIANT_TYPE = 'image/webp';

/**
 * The variant an `<img>` names in `src`, for browsers that ignore `srcset`: mid-size, so they
 * still get WebP-sized bytes rather than the upload.
 */
export const IMAGE_FALLBACK_WIDTH: ImageWidth = 640;

/** Path of one WebP variant: `/img/producto/640w/abc.jpg.webp`. */
export function imageVariantPath(entity: ImageEntity, name: string, width: ImageWidth): string {
  return `/img/${entity}/${width}w/${encodeURIComponent(name)}.${IMAGE_VARIANT_FORMAT}`;
}

/** `srcset` of a stored picture: every variant width, each `<origin><path> <width>w`. */
export function imageSrcSet(entity: ImageEntity, name: string, origin = ''): string {
  return IMAGE_WIDTHS.map((width) => `${origin}${imageVariantPath(entity, name, width)} ${width}w`).join(', ');
}

/** `src` of a stored picture's `<img>`: the IMAGE_FALLBACK_WIDTH variant. */
export function imageFallbackSrc(entity: ImageEntity, name: string, origin = ''): string {
  return `${origin}${imageVariantPath(entity, name, IMAGE_FALLBACK_WIDTH)}`;
}

// ---------------------------------------------------------------------------------------------
// `sizes`: how wide each kind of picture is drawn, from the site's CSS (shared/src/styles/site.css
// and the remotes' CSS named below). Pages sit in `.container`: min(100% - 2 × 1rem, 1160px).
// Cards have a 1px border around a full-width `.card-img`.
// ---------------------------------------------------------------------------------------------

const CONTAINER = 1160;
const GUTTER = 16;
const GRID_GAP = 24;
const BORDERS = 2;
/** From this viewport width on, `.container` is CONTAINER wide. */
const WIDE = CONTAINER + 2 * GUTTER;

const px = (value: number) => `${Math.round(value * 100) / 100}px`;

/** A picture filling one of `columns` equal columns of `.container` (less the card border). */
function columnWidth(columns: number): string {
  const fixed = 2 * GUTTER + (columns - 1) * GRID_GAP;
  const vw = Math.round((100 / columns) * 10000) / 10000;
  return `calc(${vw}vw - ${px(fixed / columns + BORDERS)})`;
}

const wideColumn = (columns: number) => px((CONTAINER - (columns - 1) * GRID_GAP) / columns - BORDERS);

/**
 * `sizes` of a card picture in a grid of `.container` whose column count grows with the viewport:
 * `steps` gives each count and the viewport width from which it applies (the first from 0).
 */
function gridSizes(steps: ReadonlyArray<{ columns: number; from: number }>): string {
  const parts: string[] = [];
  steps.forEach(({ columns }, i) => {
    const next = steps[i + 1]?.from ?? WIDE;
    parts.push(`(max-width: ${Math.min(next, WIDE) - 1}px) ${columnWidth(columns)}`);
  });
  const widest = steps.at(-1);
  return [...parts, ...(widest ? [wideColumn(widest.columns)] : [])].join(', ');
}

/** The steps of `grid-template-columns: repeat(auto-fill, minmax(<min>px, 1fr))` inside `.container`. */
function autoFillSteps(min: number): Array<{ columns: number; from: number }> {
  const steps = [{ columns: 1, from: 0 }];
  for (let columns = 2; columns * min + (columns - 1) * GRID_GAP <= CONTAINER; columns += 1) {
    steps.push({ columns, from: columns * min + (columns - 1) * GRID_GAP + 2 * GUTTER });
  }
  return steps;
}

/** The `sizes` attribute of each kind of stored picture (the same values the server preloads with). */
export const IMAGE_SIZES = {
  /** Home carousel: the whole `.container` less the carousel's border (remote-public slides.css). */
  slide: `(max-width: ${WIDE - 1}px) calc(100vw - ${px(2 * GUTTER + BORDERS)}), ${px(CONTAINER - BORDERS)}`,
  /** Category, product and home blog cards: `.grid`, auto-fill columns of at least 240px. */
  card: gridSizes(autoFillSteps(240)),
  /** The cards of /blog: `.grid-3`, one column, three from 768px. */
  blogCard: gridSizes([
    { columns: 1, from: 0 },
    { columns: 3, from: 768 },
  ]),
  /** Home branch cards: `.pub-branch-list`, auto-fill columns of at least 300px (remote-public branches.css). */
  branch: gridSizes(autoFillSteps(300)),
  /**
   * A post's or page's picture (remote-blog blog.css: at most 300px high, 4:3 → 400px wide) and
   * the product dialog's (remote-public catalogue.css: min(100%, 400px) of a dialog that leaves
   * 1rem around it and 1.5rem padding inside).
   */
  detail: `(max-width: 479px) calc(100vw - ${px(2 * GUTTER + 2 * GRID_GAP)}), 400px`,
} as const;

export type ImageSizesKey = keyof typeof IMAGE_SIZES;
