import { metricsRegistry } from '../metrics/metrics';

/**
 * The value of one sample of `name` with exactly `labels` (besides `app`, the process's default label),
 * read from the text Prometheus would scrape; undefined when there is no such sample.
 */
export async function scrapedSample(name: string, labels: Record<string, string>): Promise<number | undefined> {
  return sampleIn(await metricsRegistry.metrics(), name, labels);
}

export function sampleIn(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
    delete found.app;
    const wanted = Object.entries(labels);
    if (wanted.length === Object.keys(found).length && wanted.every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}
