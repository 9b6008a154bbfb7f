/**
 * The page answers a board keeps for its current version: identical requests between two changes of
 * the board (most are page 1 of the default view, polled by every open page) share one serialised
 * body, and its gzip form once a client that accepts gzip asks (a page of 50 rows of 13 problems is
 * about 87 KB of JSON and 6 KB gzipped; writing the 87 KB was most of a request's cost).
 *
 * Never stale: the bodies are dropped as soon as the board's version moves, and the key holds every
 * input of a page besides the board (the audience, contest admins or not, whose rows differ in real
 * names; the view, sealed or not at the request's time, so the seal moment makes a new body;
 * language, page, size, filters). At most `PAGE_BODIES_KEPT` per version.
 */
import { gzipSync } from 'node:zlib';

/** Serialised pages kept per board version (distinct page, size, keyword and view requests). */
export const PAGE_BODIES_KEPT = 64;

/** One page answer: its JSON, and for a kept one its gzip form, made on first need and kept with it. */
export class PageBody {
  readonly json: string;
  /** Kept for the version (a one-off, such as a concerned list, is sent as it is: compressing it would cost more than it saves). */
  readonly kept: boolean;
  #gzip: Buffer | undefined;

  constructor(json: string, kept: boolean) {
    this.json = json;
    this.kept = kept;
  }

  get gzip(): Buffer {
    this.#gzip ??= gzipSync(this.json);
    return this.#gzip;
  }
}

export class PageBodies {
  readonly #bodies = new Map<string, PageBody>();
  #version = -1;

  /** The kept body of `key` at `version`, or the one `make` serialises (kept unless `key` is null). */
  get(version: number, key: string | null, make: () => string): PageBody {
    if (this.#version !== version) {
      this.#bodies.clear();
      this.#version = version;
    }
    const kept = key === null ? undefined : this.#bodies.get(key);
    if (kept !== undefined) return kept;
    const body = new PageBody(make(), key !== null);
    if (key !== null) {
      if (this.#bodies.size >= PAGE_BODIES_KEPT) this.#bodies.clear();
      this.#bodies.set(key, body);
    }
    return body;
  }

  /** How many bodies are kept for the current version. */
  get size(): number {
    return this.#bodies.size;
  }
}

/** Whether an Accept-Encoding header takes gzip (`gzip` or `*`, with a q above 0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  let star = false;
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'gzip' || name === 'x-gzip') return accepted;
    if (name === '*') star = accepted;
  }
  return star;
}
