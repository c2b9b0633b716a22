import { createHash } from 'node:crypto';
import { jsonForScript } from './html.js';

/**
 * The scripts of a page whose first view the server drew, asked for after its first paint.
 *
 * Such a page shows without any script: a script asked for while it loads only competes with the
 * page's styles and main picture for a phone's line (Lighthouse's LCP on a drawn home page: 1.87 s
 * with the host's two start-up scripts in the head, 1.28 s with them asked for after the first
 * paint). So a drawn page lists its start-up scripts and its remote's script preloads in
 * `#pasteleria-after-paint`, and one inline script, allowed by its hash in the CSP, adds them once
 * the page has loaded (its pictures) and the browser has reported its largest paint (a browser
 * without that report: once loaded), or after 3 s whatever happens: the preloads, then the scripts
 * in order (`async = false`, as `defer` ran them). A page opened hidden (a tab in the background)
 * paints nothing: it adds them at once. Asking at the first frame is not enough: a busy phone
 * presents that frame later, and the scripts would still compete with the main picture.
 */
export interface AfterPaint {
  /** The start-up scripts' addresses, in the order they run. */
  scripts: string[];
  /** `<link rel=preload as=script>` attributes: the remote's first view. */
  preloads: Array<Record<string, string>>;
}

/** However long the page takes to load and paint, its scripts are asked for by then. */
const GIVE_UP_MS = 3000;

const LOADER = `(function(){
var d=document,l=JSON.parse(d.getElementById("pasteleria-after-paint").textContent),done=0,painted=0,loaded=0;
function go(){if(done)return;done=1;
l.preloads.forEach(function(a){var k=d.createElement("link");k.rel="preload";for(var n in a)k.setAttribute(n,a[n]);d.head.appendChild(k)});
l.scripts.forEach(function(s){var e=d.createElement("script");e.src=s;e.async=false;d.head.appendChild(e)})}
function check(){if(painted&&loaded)requestAnimationFrame(function(){setTimeout(go,0)})}
if(d.visibilityState==="hidden")return go();
setTimeout(go,${GIVE_UP_MS});
var P=window.PerformanceObserver;
if(!P||(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")<0)painted=1;
else new P(function(){painted=1;check()}).observe({type:"largest-contentful-paint",buffered:true});
if(d.readyState==="complete")loaded=1;else addEventListener("load",function(){loaded=1;check()});
check()})()`;

/** The loader's hash, as the CSP's `script-src` allows it. */
export const AFTER_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

/** The list and the loader, written at the end of a drawn page's body. */
export const afterPaintTags = (list: AfterPaint) =>
  `<script type="application/json" id="pasteleria-after-paint">${jsonForScript(list)}</script><script>${LOADER}</script>`;

/** The template's start-up scripts: `<script defer … src="…"></script>`, each with its address. */
const STARTUP_SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;

/** The head without its start-up scripts, and their addresses in order. */
export function withoutScripts(head: string): { head: string; scripts: string[] } {
  const scripts: string[] = [];
  const rest = head.replace(STARTUP_SCRIPT, (_, src: string) => {
    scripts.push(src);
    return '';
  });
  return { head: rest, scripts };
}
