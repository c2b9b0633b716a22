import { Counter, Gauge, type LabelValues, type Registry } from 'prom-client';

/**
 * Metrics whose values the server's services already hold (a count, a state): read when Prometheus
 * scrapes, so that serving a request costs nothing more than adding to a number the service keeps.
 * `read` answers each series, its labels and value; a series it no longer answers is gone from the
 * next scrape (a rollout that has ended).
 */
export type Series<L extends string> = Iterable<readonly [LabelValues<L>, number]>;

interface AtScrape<L extends string> {
  name: string;
  help: string;
  labelNames?: readonly L[];
  read: () => Series<L>;
}

const settings = <L extends string>(registry: Registry, { name, help, labelNames = [] }: AtScrape<L>) => ({
  name,
  help,
  labelNames,
  registers: [registry],
});

export function gaugeAtScrape<L extends string>(registry: Registry, metric: AtScrape<L>) {
  new Gauge<L>({
    ...settings(registry, metric),
    collect() {
      this.reset();
      for (const [labels, value] of metric.read()) this.set(labels, value);
    },
  });
}

/** A counter of what a service has counted since the process started (Prometheus's rate() reads it as any counter). */
export function counterAtScrape<L extends string>(registry: Registry, metric: AtScrape<L>) {
  new Counter<L>({
    ...settings(registry, metric),
    collect() {
      this.reset();
      for (const [labels, value] of metric.read()) this.inc(labels, value);
    },
  });
}
