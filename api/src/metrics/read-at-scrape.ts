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

export function gaugeAtScrape<L extends string>(
  registry: Registry,
  { name, help, labelNames = [], read }: AtScrape<L>,
) {
  new Gauge<L>({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const [labels, value] of read()) this.set(labels, value);
    },
  });
}

/** A counter of what a service has counted since the process started (Prometheus's rate() reads it as any counter). */
export function counterAtScrape<L extends string>(
  registry: Registry,
  { name, help, labelNames = [], read }: AtScrape<L>,
) {
  new Counter<L>({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const [labels, value] of read()) this.inc(labels, value);
    },
  });
}
