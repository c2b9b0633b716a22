/**
 * An instance's /metrics as Prometheus reads it: each sample's name, labels and value, from the
 * text format (prom-client writes one sample a line, label values quoted and escaped).
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

export function parseMetrics(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', labels = '', value = ''] = SAMPLE.exec(line) ?? [];
      if (!name) throw new Error(`not a sample: ${line}`);
      const pairs = [...labels.matchAll(LABEL)].map(([, key = '', quoted = '']) => [
        key,
        JSON.parse(`"${quoted}"`) as string,
      ]);
      return { name, labels: Object.fromEntries(pairs) as Record<string, string>, value: Number(value) };
    });
}

export async function scrape(url: string): Promise<Sample[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return parseMetrics(await response.text());
}

/** The samples of `name` whose labels include `labels`. */
export const samplesOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );

/** The value of the one sample of `name` with `labels` (those of a series, all of them), or undefined. */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samplesOf(samples, name, labels).filter(
    (sample) => Object.keys(sample.labels).length === Object.keys(labels).length,
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)}: ${found.length} series`);
  return found[0]?.value;
}
