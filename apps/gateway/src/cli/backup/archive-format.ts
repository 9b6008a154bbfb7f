/**
 * The NATS part of a backup archive (docs/backup.md), as nats-export.ts writes it and
 * nats-import.ts reads it: `nats/objects.json` lists every object of each kept store, its data in
 * `nats/objects/<n>` (links have no data: they name their target); `nats/kv.json` holds each kept
 * bucket's settings and live entries, values in base64.
 */

/** One object of a store. */
export interface ArchivedObject {
  name: string;
  description?: string;
  metadata?: Record<string, string>;
  size: number;
  /** The store's SHA-256 digest (`SHA-256=<base64url>`), checked again when the object is put back. */
  digest: string;
  mtime: string;
  /** The object this one links to, in the same store. */
  link?: { name: string };
  /** The file holding the data, relative to the archive root; absent for a link. */
  file?: string;
}

export interface ArchivedStore {
  role: string;
  /** The store's name where the backup was taken. */
  bucket: string;
  objects: ArchivedObject[];
}

export interface ArchivedObjects {
  natsServer: string;
  namespace: string;
  stores: ArchivedStore[];
}

export interface ArchivedBucket {
  role: string;
  bucket: string;
  history: number;
  /** The bucket's max age, ms (0: none). */
  ttlMs: number;
  entries: { key: string; value: string }[];
}

export interface ArchivedKv {
  buckets: ArchivedBucket[];
}

export const OBJECTS_FILE = 'nats/objects.json';
export const KV_FILE = 'nats/kv.json';
export const OBJECT_DIR = 'nats/objects';
