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
 * Asking for the scripts is work of its own on the main thread once the page has painted, where
 * Lighthouse counts every task past 50 ms (four times a task's length on its phone). Its parts
 * wait on the browser: a `sendBeacon`, each `<link>` or `<script>` added starts a request, and the
 * first read of session storage (is an admin signed in?) waits for the browser to open it, tens of
 * milliseconds together when the phone is busy. So session storage is read once, as the page is
 * parsed (before its first paint), and the first events, the preloads and each script are each
 * their own task, one after the other (in a hidden tab, where timers wait, at once).
 *
 * Nor is what a visitor does before the host's scripts ran lost. Their first touch, key or focus
 * asks for the scripts at once (no waiting for the paint then). Labels, summaries and form fields
 * work without the scripts, and so do links to other sites, or opened in another tab or window
 * (a key held, `target`, `download`). Any other click in the page does nothing until React has
 * hydrated what was clicked (the product dialog's 'Regresar' or its backdrop, a slide's arrows, the
 * cookie notice's 'Acepto'), or would load the whole page anew where the site's router moves within
 * it (a link of the site: 'Categorías' in the menu, a product's 'Ver más'). So the loader keeps it
 * from any default and from the page, and once React has hydrated that element, gives it to it
 * again (`mousedown`, `mouseup`, `click`, made from the visitor's click: its place, its keys);
 * likewise one Escape, to what has the focus then (the product dialog takes it once hydrated). It
 * needs nothing from the host, whatever its release: React DOM (17 to 19) marks each element it has
 * hydrated with its props (`__reactProps$…`); an element inside HTML that React sets whole (a
 * product's description) counts as hydrated with that element. (No field is drawn by the server:
 * the home page's search and comment form come with their sections' scripts.)
 */
export interface AfterPaint {
  /** The start-up scripts' attributes (`src`, `fetchpriority`, `type`…; not `defer`), in the order they run. */
  scripts: Array<Record<string, string>>;
  /** `<link rel=preload as=script>` attributes: the remote's first view. */
  preloads: Array<Record<string, string>>;
  /** The page's events until the host counts them: where they go, the first ones, a WhatsApp click's. */
  count: { url: string; events: SiteEvent[]; whatsapp: SiteEvent };
}

/** What works without the host's scripts: a click on it is the browser's, not kept for later. */
const NATIVE = 'label,summary,input,select,textarea';

/**
 * A page's parts hydrate one after another once React has begun with its first element (a
 * remote's sub-page, its dialog…): until this long after that, a click or Escape on a part not
 * hydrated yet is kept too, and each thing kept waits for its part's mark, then is given anyway.
 */
const HYDRATED_WAIT_MS = 2000;

/**
 * A page that never bears React's mark (a React DOM that marks otherwise, a host that fails) gives
 * what it kept this long after its scripts loaded (the host still loads its config and the page's
 * remote then), and keeps nothing from then on; at once when a start-up script fails to load (a
 * link kept is then followed by the browser), and a page with no start-up script keeps nothing.
 */
const UNMARKED_WAIT_MS = 10_000;

/** However long the page takes to load and paint, its scripts are asked for by then. */
const GIVE_UP_MS = 3000;

const LOADER = `(function(){
var d=document,w=window,l=JSON.parse(d.getElementById("pasteleria-after-paint").textContent),c=l.count,
e=w[${JSON.stringify(EARLY_COUNT)}]=w[${JSON.stringify(EARLY_COUNT)}]||{},done=0,painted=0,loaded=0,
kept=[],until=Infinity,first=["pointerdown","touchstart","keydown","focusin"],o={capture:true,passive:true},signed=null;
try{signed=sessionStorage.getItem(${JSON.stringify(SIGNED_IN_KEY)})}catch(x){}
function send(v){if(!signed&&navigator.sendBeacon)navigator.sendBeacon(c.url,JSON.stringify(v))}
function view(){if(!e.viewSent){e.viewSent=true;c.events.forEach(send)}}
addEventListener("pagehide",view);
d.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")view()});
function hold(t){return Date.now()<until&&!ready(t)}
function click(v){var t=v.target,a=t.closest&&t.closest("a[href]");
if(a&&!e.hostCounts&&${WHATSAPP_HOST}.test(a.hostname)){view();send(c.whatsapp)}
if(!t.closest||!t.closest("#root")||!hold(t))return;
if(a?a.origin!==location.origin||(a.target&&a.target!=="_self")||a.hasAttribute("download")||v.button||v.ctrlKey||v.metaKey||v.shiftKey||v.altKey:t.closest(${JSON.stringify(NATIVE)}))return;
v.preventDefault();v.stopPropagation();kept.push(v);go()}
d.addEventListener("click",click,true);
d.addEventListener("keydown",function(v){if(v.key!=="Escape"||!hold(d.activeElement))return;
v.stopPropagation();if(!v.repeat&&!kept.some(function(k){return k.key}))kept.push(v)},true);
first.forEach(function(t){d.addEventListener(t,go,o)});
function props(p){var k=Object.keys(p).filter(function(n){return n.indexOf("__reactProps$")===0})[0];return k&&(p[k]||{})}
function ready(t){for(var p=t;p&&p.nodeType===1;p=p.parentElement){var m=props(p);if(m)return p===t||!!m.dangerouslySetInnerHTML}return false}
function at(v){return v.key?d.activeElement||d.body:v.target}
function give(v){var t=at(v);if(v.key)return t.dispatchEvent(new KeyboardEvent("keydown",v));
["mousedown","mouseup","click"].forEach(function(n){t.dispatchEvent(new MouseEvent(n,v))})}
function tick(){var r=d.getElementById("root");
if(until===Infinity&&ready(r&&r.firstElementChild))until=Date.now()+${HYDRATED_WAIT_MS};
kept=kept.filter(function(v){var t=at(v);if(!t.isConnected)return false;
if(Date.now()<until&&!ready(t))return true;give(v);return false});
if(Date.now()<until||kept.length)setTimeout(tick,20)}
function steps(a){if(!a.length)return;function next(){a[0]();steps(a.slice(1))}
if(d.visibilityState==="hidden")next();else setTimeout(next,0)}
function go(){if(done)return;done=1;if(!l.scripts.length)until=Date.now();tick();first.forEach(function(t){d.removeEventListener(t,go,o)});
steps([view,function(){l.preloads.forEach(function(a){var k=d.createElement("link");k.rel="preload";for(var n in a)k.setAttribute(n,a[n]);d.head.appendChild(k)})}].concat(
l.scripts.map(function(a,i){return function(){var s=d.createElement("script");for(var n in a)s.setAttribute(n,a[n]);s.async=false;
s.onerror=function(){if(until===Infinity)until=Date.now()};
if(i===l.scripts.length-1)s.onload=function(){setTimeout(function(){if(until===Infinity)until=Date.now()},${UNMARKED_WAIT_MS})};
d.head.appendChild(s)}})))}
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
