import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { AFTER_PAINT_LIST_ID, type AfterPaint } from '@pasteleria/shared/after-paint';
import { jsonForScript } from './html.js';

export type { AfterPaint };

/**
 * The loader of a drawn page's scripts (`@pasteleria/shared`'s `src/after-paint/loader/`, where
 * what it does is told): its start-up scripts and its remote's script preloads wait for the page's
 * first paint, so they do not compete with its styles and main picture. The API's build makes it
 * small (`rspack/after-paint-loader.js` → `dist/after-paint-loader.js`); each drawn page carries
 * it inline at the top of its head, after the list it reads, and the CSP allows it by its hash.
 * Without that file (a build of the API by `tsc` alone, as `npm run dev` makes) no page is sent
 * drawn: each is drawn in the browser, with the template's own scripts.
 */
const LOADER = (() => {
  try {
    return readFileSync(new URL('../../after-paint-loader.js', import.meta.url), 'utf8');
  } catch {
    return null;
  }
})();

/** Whether pages may be sent drawn: the loader that starts their scripts is built. */
export const AFTER_PAINT_BUILT = LOADER !== null;

/** The loader's hash, as the CSP's `script-src` allows it (none without the loader). */
export const AFTER_PAINT_SCRIPT_HASHES: string[] =
  LOADER === null ? [] : [`'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`];

/** The list and the loader, written at the top of a drawn page's head. */
export const afterPaintTags = (list: AfterPaint) =>
  `<script type="application/json" id="${AFTER_PAINT_LIST_ID}">${jsonForScript(list)}</script><script>${LOADER ?? ''}</script>`;

/** The template's start-up scripts: `<script defer … src="…"></script>`, with their attributes. */
const STARTUP_SCRIPT = /<script\b([^>]*\bsrc="[^"]+"[^>]*)><\/script>/g;
const ATTRIBUTE = /([^\s="]+)(?:="([^"]*)")?/g;

/**
 * The head without its start-up scripts, and their attributes in order: all of them (the loader
 * sets them again; the build writes their values without character references), but `defer` and
 * `async`, since a script added later keeps its order by `async = false`.
 */
export function withoutScripts(head: string): { head: string; scripts: Array<Record<string, string>> } {
  const scripts: Array<Record<string, string>> = [];
  const rest = head.replace(STARTUP_SCRIPT, (_, attributes: string) => {
    const script: Record<string, string> = {};
    for (const [, name = '', value = ''] of attributes.matchAll(ATTRIBUTE))
      if (name !== 'defer' && name !== 'async') script[name] = value;
    scripts.push(script);
    return '';
  });
  return { head: rest, scripts };
}
