import type { AfterPaint } from '../after-paint-list.ts';

/**
 * The one place the loader names a file: an element of `tag` with the attributes the server wrote,
 * as they are (whatever the server adds to a file, `integrity` say, reaches the element).
 */
function fileElement(doc: Document, tag: 'link' | 'script', attributes: Record<string, string>): HTMLElement {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** What the loader learns as the scripts load. */
export interface ScriptsLoading {
  /** A start-up script could not be loaded: the host will not start. */
  failed: () => void;
  /** The last start-up script has run. */
  ran: () => void;
}

/**
 * Asking for the scripts is work of its own on the main thread once the page has painted, where
 * Lighthouse counts every task past 50 ms (four times a task's length on its phone). Each part waits
 * on the browser (a `sendBeacon`, each `<link>` or `<script>` added starts a request: tens of
 * milliseconds together when a phone is busy), so each is a task of its own, one after the other:
 * `first` (the page's first events), the preloads, then each script in order (`async = false`, as
 * `defer` ran them). In a hidden tab, where timers wait, all at once.
 */
export function addFiles(doc: Document, list: AfterPaint, first: () => void, loading: ScriptsLoading): void {
  const last = list.scripts.length - 1;
  const steps: Array<() => void> = [
    first,
    () => list.preloads.forEach((link) => doc.head.append(fileElement(doc, 'link', { rel: 'preload', ...link }))),
    ...list.scripts.map((attributes, i) => () => {
      const script = fileElement(doc, 'script', attributes) as HTMLScriptElement;
      script.async = false;
      script.onerror = loading.failed;
      if (i === last) script.onload = loading.ran;
      doc.head.append(script);
    }),
  ];
  const later = (step: () => void) => (doc.visibilityState === 'hidden' ? step() : void setTimeout(step, 0));
  const next = () => {
    steps.shift()?.();
    if (steps.length) later(next);
  };
  later(next);
}
