/**
 * Metric names the platform's processes export: the ones the code registers (`new Counter|Gauge|Histogram|
 * Summary({ name })` under apps/*\/src and packages/*\/src, a name given by a constant included), with each
 * histogram's _bucket, _sum and _count series, and prom-client's default process metrics, read from a real
 * registry.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { REPO_ROOT, filesUnder } from './files.ts';

const REGISTERED = /new (Counter|Gauge|Histogram|Summary)(?:<[^>]*>)?\(\{\s*name:\s*(?:'([a-z_:][a-z0-9_:]*)'|([A-Z_][A-Z0-9_]*))/g;

/** The source files of every app and package (their src/ folders). */
export function codeFiles(): string[] {
  return ['apps', 'packages'].flatMap((top) =>
    readdirSync(join(REPO_ROOT, top))
      .filter((name) => existsSync(join(REPO_ROOT, top, name, 'src')))
      .flatMap((name) => filesUnder(`${top}/${name}/src`, ['.ts'])),
  );
}

/** Every series name a scrape of the platform can show. */
export function exportedMetricNames(): Set<string> {
  const names = new Set<string>();
  for (const file of codeFiles()) {
    const text = readFileSync(join(REPO_ROOT, file), 'utf8');
    for (const match of text.matchAll(REGISTERED)) {
      const [, type, literal, constant] = match;
      const name = literal ?? new RegExp(`const ${constant ?? ''} = '([a-z_:][a-z0-9_:]*)'`).exec(text)?.[1];
      if (name === undefined) throw new Error(`${file}: metric name ${constant ?? ''} not found`);
      names.add(name);
      if (type === 'Histogram' || type === 'Summary') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
    }
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const metric of registry.getMetricsAsArray()) {
    names.add(metric.name);
    for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`);
  }
  return names;
}
