import { createHash } from 'node:crypto';
import { EARLY_COUNT, SIGNED_IN_KEY, WHATSAPP_HOST } from '@pasteleria/shared/page-events';
import type { SiteEvent } from '@pasteleria/shared/types';
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
 *
 * The shop's statistics count every page, and the host's code that counts them now runs a second
 * or more later: a visitor may leave, or ask for a cake on WhatsApp, before it does. So the loader
 * counts the page until then, by the host's rules (`pageEvents`, `sendSiteEvent`), with what the
 * server wrote for this page (`count`): it sends the page's first events when it asks for the
 * scripts, or when the page is hidden or left before that, and tells the host so on
 * `window[EARLY_COUNT]`; it counts a click on a WhatsApp link until the host says it counts them.
 * Nothing is sent from a browser signed in to the back office or without `sendBeacon`.
 *
 * Nor is a visitor's click before the host's scripts ran lost. Their first touch, key or focus asks
 * for the scripts at once (no waiting for the paint then). A click on a button (the product dialog's
 * 'Regresar', a slide's arrows, the cookie notice's) does nothing without them: the loader keeps it
 * from any default (a checkbox ticked behind React's back) and clicks that button again once the
 * host has hydrated the page (`window[EARLY_COUNT].hydrated`) and the button with it. Links need none of this: the browser
 * follows them, to a page the server draws. (No field is drawn by the server: the home page's
 * search and comment form come with their sections' scripts.)
 */
export interface AfterPaint {
  /** The start-up scripts' attributes (`src`, `fetchpriority`, `type`…; not `defer`), in the order they run. */
  scripts: Array<Record<string, string>>;
  /** `<link rel=preload as=script>` attributes: the remote's first view. */
  preloads: Array<Record<string, string>>;
  /** The page's events until the host counts them: where they go, the first ones, a WhatsApp click's. */
  count: { url: string; events: SiteEvent[]; whatsapp: SiteEvent };
}

/** What a click before the host's scripts ran is replayed on, once they hydrated the page (not inside a link). */
const REPLAYED = 'button,[role="button"],input[type="checkbox"],input[type="radio"],input[type="submit"]';

/**
 * A page's parts hydrate one after another once the host has started (a remote's sub-page, its
 * dialog…): a click before its button is hydrated would be lost again. React DOM (17 to 19) marks an
 * element it has hydrated with its props (`__reactProps$…`); the loader clicks a kept button once it
 * bears that mark, or after this long whatever happens.
 */
const HYDRATED_WAIT_MS = 2000;

/** However long the page takes to load and paint, its scripts are asked for by then. */
const GIVE_UP_MS = 3000;

const LOADER = `(function(){
var d=document,w=window,l=JSON.parse(d.getElementById("pasteleria-after-paint").textContent),c=l.count,
e=w[${JSON.stringify(EARLY_COUNT)}]=w[${JSON.stringify(EARLY_COUNT)}]||{},done=0,painted=0,loaded=0,
clicked=[],over=0,first=["pointerdown","touchstart","keydown","focusin"],o={capture:true,passive:true};
function send(v){try{if(sessionStorage.getItem(${JSON.stringify(SIGNED_IN_KEY)}))return}catch(x){}
if(navigator.sendBeacon)navigator.sendBeacon(c.url,JSON.stringify(v))}
function view(){if(!e.viewSent){e.viewSent=true;c.events.forEach(send)}}
addEventListener("pagehide",view);
d.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")view()});
function click(v){var t=v.target,a=t.closest&&t.closest("a[href]"),b=!a&&t.closest&&t.closest(${JSON.stringify(REPLAYED)});
if(a&&!e.hostCounts&&${WHATSAPP_HOST}.test(a.hostname)){view();send(c.whatsapp)}
if(b&&!over){v.preventDefault();v.stopPropagation();if(clicked.indexOf(b)<0)clicked.push(b);go()}}
d.addEventListener("click",click,true);
first.forEach(function(t){d.addEventListener(t,go,o)});
function press(b,t){if(!b.isConnected)return;
if(Date.now()-t>${HYDRATED_WAIT_MS}||Object.keys(b).some(function(k){return k.indexOf("__reactProps$")===0}))b.click();
else setTimeout(function(){press(b,t)},20)}
e.hydrated=function(){over=1;clicked.forEach(function(b){press(b,Date.now())});clicked=[]};
function go(){if(done)return;done=1;view();first.forEach(function(t){d.removeEventListener(t,go,o)});
l.preloads.forEach(function(a){var k=d.createElement("link");k.rel="preload";for(var n in a)k.setAttribute(n,a[n]);d.head.appendChild(k)});
l.scripts.forEach(function(a){var s=d.createElement("script");for(var n in a)s.setAttribute(n,a[n]);s.async=false;d.head.appendChild(s)})}
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
