import { REMOTE_NAMES } from '@pasteleria/shared/federation';
import { Histogram, type Registry } from 'prom-client';
import type { Lookups, PublicCache } from '../cache/public-cache.js';
import type { ComposedPages } from '../site/composed-pages.js';
import { RENDER_OUTCOMES, type FirstViews } from '../site/server-render/first-views.js';
import { FAILURE_KINDS } from '../site/server-render/render-child.js';
import { counterAtScrape, gaugeAtScrape } from './read-at-scrape.js';

export interface SiteSources {
  cache: Pick<PublicCache, 'lookups'>;
  composedPages: Pick<ComposedPages, 'lookups'>;
  firstViews: Pick<FirstViews, 'figures' | 'watch'>;
}

/** A render takes a few milliseconds; SERVER_RENDER_TIMEOUT_MS (1 s by default) ends the slowest. */
const RENDER_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * The caches (the public reads, the pages composed a moment ago, the first views drawn) and the
 * first views drawn on the server: each render's time by its outcome, the failures by remote and
 * kind, the render processes running and the releases whose pages are left to the browser for now.
 */
export function siteMetrics(registry: Registry, { cache, composedPages, firstViews }: SiteSources) {
  const caches = (): Array<[string, Lookups]> => [
    ['public_reads', cache.lookups],
    ['composed_pages', composedPages.lookups],
    ['first_views', firstViews.figures.lookups],
  ];
  for (const [result, help] of [
    ['hits', 'Lookups that found what they asked for, by cache.'],
    ['misses', 'Lookups that had to read, compose or draw it, by cache.'],
  ] as const)
    counterAtScrape(registry, {
      name: `pasteleria_cache_${result}_total`,
      help,
      labelNames: ['cache'],
      read: () => caches().map(([name, lookups]) => [{ cache: name }, lookups[result]] as const),
    });

  const duration = new Histogram({
    name: 'pasteleria_render_duration_seconds',
    help: "A first view's render, timed around its request to the render process, by outcome (drawn, dropped, or the failure's kind).",
    labelNames: ['outcome'],
    buckets: RENDER_BUCKETS,
    registers: [registry],
  });
  // Every outcome from 0, so that rate() sees the first render of each.
  for (const outcome of RENDER_OUTCOMES) duration.zero({ outcome });
  firstViews.watch(() => {
    const start = performance.now();
    return (outcome) => duration.observe({ outcome }, (performance.now() - start) / 1000);
  });
  counterAtScrape(registry, {
    name: 'pasteleria_render_failures_total',
    help: "Server renders that failed (their pages drawn in the browser), by remote (host: the host's own) and kind: throw, timeout, memory, crash, start.",
    labelNames: ['remote', 'kind'],
    // Every remote and kind from 0, so that Prometheus' increase() sees the first failure of each.
    read: () => {
      const { failures } = firstViews.figures;
      return (['host', ...REMOTE_NAMES] as const).flatMap((remote) =>
        FAILURE_KINDS.map((kind) => {
          const counted = failures.find((failure) => failure.remote === remote && failure.kind === kind);
          return [{ remote, kind }, counted?.count ?? 0] as const;
        }),
      );
    },
  });
  gaugeAtScrape(registry, {
    name: 'pasteleria_render_processes',
    help: 'Render processes running (one per set of releases).',
    read: () => [[{}, firstViews.figures.processes]],
  });
  gaugeAtScrape(registry, {
    name: 'pasteleria_render_paused',
    help: 'Releases (the host counting as one) whose pages are drawn in the browser for now, after a render timed out or crashed its process.',
    read: () => [[{}, firstViews.figures.paused]],
  });
}
