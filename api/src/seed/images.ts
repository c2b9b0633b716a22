/**
 * The demo content's pictures: SVG drawings (shapes, gradients and patterns, no text, so no font
 * is needed), one file each in ./pictures/, rasterised by sharp into a small WebP data-URL, the
 * form in which the API accepts uploads. The same file gives the same bytes on every run.
 *
 * tsc does not copy the .svg files into dist/: they are read from the source tree
 * (api/src/seed/pictures), found from the repository root.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { REPO_ROOT } from '../config.js';

const PICTURES_DIR = path.join(REPO_ROOT, 'api', 'src', 'seed', 'pictures');

export interface RasterOptions {
  /** 'webp' (default) or 'jpeg'. */
  format?: 'webp' | 'jpeg';
  quality?: number;
}

/** The wide slide banners (1600x600): a lower quality keeps them light. */
export const BANNER: RasterOptions = { quality: 70 };

/** Rasterises an SVG document into an image data-URL. */
async function svgToDataUrl(svg: string, opts: RasterOptions = {}): Promise<string> {
  const format = opts.format ?? 'webp';
  const quality = opts.quality ?? 80;
  const image = sharp(Buffer.from(svg), { density: 72 });
  const buffer =
    format === 'jpeg'
      ? await image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer()
      : await image.webp({ quality, effort: 2 }).toBuffer();
  return `data:image/${format};base64,${buffer.toString('base64')}`;
}

/** The picture `./pictures/<name>.svg` as an image data-URL. */
export async function pictureDataUrl(name: string, opts: RasterOptions = {}): Promise<string> {
  if (name !== path.basename(name)) throw new Error(`not a picture name: ${name}`);
  return svgToDataUrl(await fs.readFile(path.join(PICTURES_DIR, `${name}.svg`), 'utf8'), opts);
}
