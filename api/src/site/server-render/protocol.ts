/**
 * What the API and a render process say to each other. Types only: the render process imports
 * nothing but Node's own modules, so that it reads no file beyond those it is allowed.
 */

/** What a render process draws with, given as its only argument (JSON): paths are absolute. */
export interface RenderSet {
  /** The host's server build: `host/dist/server/render.js`. */
  host: string;
  /**
   * Each remote drawn on the server, by name: its release's folder (where its mf-manifest.json is)
   * and its server files by exposed module, relative to that folder, all inside its `server/`;
   * `publicPath`, the URL of the folder the browser loads its files from (its pictures' base).
   */
  remotes: Record<string, { folder: string; exposes: Record<string, string>; publicPath: string }>;
}

/** API → process: draw the first view of `url`. */
export interface RenderRequest {
  id: number;
  url: string;
  /** The runtime config the page inlines (`#pasteleria-config`). */
  config: unknown;
  /** The API answers the page inlines (`#pasteleria-data`'s `answers`). */
  answers: Record<string, unknown>;
}

/** Process → API: the process has loaded the host's renderer and takes requests. */
interface RenderReady {
  ready: true;
}

/** Process → API: what goes inside `<div id="root">`, or why there is nothing. */
export type RenderAnswer = { id: number; html: string } | { id: number; error: string };

export type RenderMessage = RenderReady | RenderAnswer;
