import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_VARIANT_FORMAT, IMAGE_WIDTHS, type ImageWidth } from '@pasteleria/shared/images/responsive';
import { ENTITIES } from '../entities/definitions.js';
import { MAX_INPUT_PIXELS } from './sent-pictures.js';
import { isMissing, isPlainName, writeAtomically, type PictureStore } from './picture-store.js';

/**
 * Every stored picture (pictures.ts: the upload, which stays the source) is also served as WebP at each of IMAGE_WIDTHS (`/img/<entity>/<width>w/<name>.webp`): made with
 * sharp on first request, never wider than the source, then kept in a disposable cache,
 * `<dataDir>/img-variants/<entity>/<width>w/<name>.webp` (deleting that folder only costs the
 * work of making them again). Stored names are random and never reused, so a variant never
 * changes: it is served as immutable. When the source is removed (ImageStore.remove), its
 * variants are removed too.
 */
export interface PixelSize {
  width: number;
  height: number;
}

/**
 * WebP quality of the variants: the pictures of a 390px-wide phone at DPR 2 (640w to 960w
 * variants) stay well under 120 KB, without visible loss on photos.
 */
const VARIANT_QUALITY = 72;
/** sharp's slowest WebP search: about 4 % fewer bytes for a few more ms, once per variant (cached). */
const VARIANT_EFFORT = 6;
/** sharp jobs running at once: the server has few cores, and visitors' pages must keep answering. */
const MAX_JOBS = 2;

const ENTITY_FOLDERS: ReadonlySet<string> = new Set(ENTITIES.map((def) => def.name));
const WIDTH_SEGMENT = /^([1-9]\d{0,4})w$/;

/** The width of a `<n>w` path segment when n is one of IMAGE_WIDTHS. */
export function parseVariantWidth(segment: string): ImageWidth | undefined {
  const match = WIDTH_SEGMENT.exec(segment);
  const width = match ? Number(match[1]) : NaN;
  return (IMAGE_WIDTHS as readonly number[]).includes(width) ? (width as ImageWidth) : undefined;
}

/** The stored name of a `<name>.webp` path segment. */
export function parseVariantFile(segment: string): string | undefined {
  const suffix = `.${IMAGE_VARIANT_FORMAT}`;
  return segment.endsWith(suffix) ? segment.slice(0, -suffix.length) : undefined;
}

/** A folder and a name that can only point inside the pictures folder: a known entity, a plain file name. */
function isStoredPicture(entity: string, name: string): boolean {
  return ENTITY_FOLDERS.has(entity) && isPlainName(name);
}

/** Width and height of a picture (of one frame, for an animation: `height` counts them all). */
function frameSize(meta: Metadata): PixelSize | null {
  const height = meta.pageHeight ?? meta.height;
  return meta.width && height ? { width: meta.width, height } : null;
}

/** A picture of `source` size at `width` wide at most (never enlarged), proportions kept. */
function resizedSize(source: PixelSize, width: number): PixelSize {
  if (source.width <= width) return { ...source };
  return { width, height: Math.max(1, Math.round((source.height * width) / source.width)) };
}

export class ImageVariants {
  /** Variants being made, by cache file: simultaneous first requests share one sharp job. */
  readonly #jobs = new Map<string, Promise<Buffer | null>>();
  /** Pixel size of each source asked about (a stored name's file never changes). */
  readonly #sizes = new Map<string, Promise<PixelSize | null>>();
  #running = 0;
  #made = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    /** The stored pictures. */
    readonly sources: PictureStore,
    /** `<dataDir>/img-variants`: the disposable cache. */
    readonly cache: string,
  ) {}

  /** Variants made since the server started (each one once: later requests read the cache). */
  get made(): number {
    return this.#made;
  }

  cacheFile(entity: string, name: string, width: ImageWidth): string {
    return path.join(this.cache, entity, `${width}w`, `${name}.${IMAGE_VARIANT_FORMAT}`);
  }

  /**
   * The WebP bytes of a variant, made and cached on first call; null when the entity, the name or
   * the width is not one the server serves, or the stored picture does not exist.
   */
  async variant(entity: string, name: string, width: number): Promise<Buffer | null> {
    if (!isStoredPicture(entity, name) || parseVariantWidth(`${width}w`) !== width) return null;
    // A removed picture's variants are removed with it (here, and by the change feed elsewhere).
    const target = this.cacheFile(entity, name, width);
    try {
      return await fs.readFile(target);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    let job = this.#jobs.get(target);
    if (!job) {
      job = this.#make(entity, name, target, width).finally(() => this.#jobs.delete(target));
      this.#jobs.set(target, job);
    }
    return job;
  }

  /**
   * The pixel size of a variant (for og:image:width / og:image:height), from the source's size:
   * `width` wide, or the source's width when narrower, proportions kept. Null when the picture
   * does not exist. Memoised per picture.
   */
  async variantSize(entity: string, name: string, width: ImageWidth): Promise<PixelSize | null> {
    if (!isStoredPicture(entity, name)) return null;
    const key = `${entity}/${name}`;
    let size = this.#sizes.get(key);
    if (!size) {
      size = this.#sourceSize(entity, name);
      this.#sizes.set(key, size);
      // A picture that does not exist (yet) is asked again next time.
      size.then(
        (found) => found ?? this.#sizes.delete(key),
        () => this.#sizes.delete(key),
      );
    }
    const found = await size;
    return found && resizedSize(found, width);
  }

  /** Removes the cached variants of a stored picture (called when the picture itself is removed). */
  async remove(entity: string, name: string): Promise<void> {
    if (!isStoredPicture(entity, name)) return;
    this.#sizes.delete(`${entity}/${name}`);
    await Promise.all(IMAGE_WIDTHS.map((width) => fs.rm(this.cacheFile(entity, name, width), { force: true })));
  }

  async #sourceSize(entity: string, name: string): Promise<PixelSize | null> {
    const bytes = await this.sources.read(entity, name);
    if (!bytes) return null;
    return frameSize(await sharp(bytes, { animated: true, limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  }

  async #make(entity: string, name: string, target: string, width: number): Promise<Buffer | null> {
    await this.#slot();
    try {
      const input = await this.sources.read(entity, name);
      if (!input) return null;
      const options = { animated: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
      const original = frameSize(await sharp(input, options).metadata());
      if (!original) throw new Error(`${entity}/${name}: no pixel size`);
      // The size variantSize() answers, by construction (for an animation, of each frame).
      const size = resizedSize(original, width);
      const bytes = await sharp(input, options)
        .resize({ ...size, fit: 'fill' })
        .webp({ quality: VARIANT_QUALITY, effort: VARIANT_EFFORT })
        .toBuffer();
      await writeAtomically(target, bytes);
      this.#made += 1;
      // Removed meanwhile (ImageStore.remove takes the source first, then the variants): leave no orphan.
      if (!(await this.sources.exists(entity, name))) {
        await fs.rm(target, { force: true });
        return null;
      }
      return bytes;
    } finally {
      this.#release();
    }
  }

  async #slot(): Promise<void> {
    if (this.#running >= MAX_JOBS) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#running += 1;
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#running -= 1;
  }
}
