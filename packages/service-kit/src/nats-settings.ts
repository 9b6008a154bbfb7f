/**
 * NATS client credentials and TLS from the environment (part of every service's config):
 *   OJ_NATS_USER with OJ_NATS_PASSWORD or OJ_NATS_PASSWORD_FILE (a file holding the password, as
 *     scripts/start passes it: .run/nats/<role>.password, mode 0600);
 *   OJ_NATS_TLS_CA (CA file to verify the server), OJ_NATS_TLS_CERT and OJ_NATS_TLS_KEY (client
 *     certificate, when the server verifies clients). A tls:// URL or any of these turns TLS on.
 * Each parser throws one message per problem; config.ts wraps them with `env.custom`.
 */
import { accessSync, constants, readFileSync } from 'node:fs';
import type { EnvSource } from './env.ts';

/** User and password of the connection. */
export interface NatsAuth {
  user: string;
  password: string;
}

/** Files of the client's TLS settings (paths on this host). */
export interface NatsTls {
  caFile?: string;
  certFile?: string;
  keyFile?: string;
}

function read(source: EnvSource, name: string): string | undefined {
  const raw = source[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

/** The credentials, or undefined for a server without authentication (the level-2 tests' 4222). */
export function natsAuthFromEnv(source: EnvSource): NatsAuth | undefined {
  const user = read(source, 'OJ_NATS_USER');
  const password = source.OJ_NATS_PASSWORD === undefined || source.OJ_NATS_PASSWORD === '' ? undefined : source.OJ_NATS_PASSWORD;
  const file = read(source, 'OJ_NATS_PASSWORD_FILE');
  if (user === undefined) {
    if (password !== undefined || file !== undefined) throw new Error('is required with OJ_NATS_PASSWORD or OJ_NATS_PASSWORD_FILE');
    return undefined;
  }
  if (password !== undefined && file !== undefined) throw new Error('give OJ_NATS_PASSWORD or OJ_NATS_PASSWORD_FILE, not both');
  if (password !== undefined) return { user, password };
  if (file === undefined) throw new Error('needs OJ_NATS_PASSWORD or OJ_NATS_PASSWORD_FILE');
  let content: string;
  try {
    content = readFileSync(file, 'utf8').trim();
  } catch (error) {
    throw new Error(`OJ_NATS_PASSWORD_FILE cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): ${file}`, { cause: error });
  }
  if (content === '') throw new Error(`OJ_NATS_PASSWORD_FILE is empty: ${file}`);
  return { user, password: content };
}

function readableFile(source: EnvSource, name: string): string | undefined {
  const file = read(source, name);
  if (file === undefined) return undefined;
  try {
    accessSync(file, constants.R_OK);
  } catch {
    throw new Error(`${name} is not a readable file: ${file}`);
  }
  return file;
}

/** The client's TLS files, {} for a tls:// URL without them, undefined when TLS is off. */
export function natsTlsFromEnv(source: EnvSource): NatsTls | undefined {
  const caFile = readableFile(source, 'OJ_NATS_TLS_CA');
  const certFile = readableFile(source, 'OJ_NATS_TLS_CERT');
  const keyFile = readableFile(source, 'OJ_NATS_TLS_KEY');
  if ((certFile === undefined) !== (keyFile === undefined)) throw new Error('OJ_NATS_TLS_CERT and OJ_NATS_TLS_KEY go together');
  const tlsUrl = (source.OJ_NATS_URL ?? '').split(',').some((url) => url.trim().startsWith('tls://'));
  if (!caFile && !certFile && !tlsUrl) return undefined;
  return { ...(caFile ? { caFile } : {}), ...(certFile ? { certFile } : {}), ...(keyFile ? { keyFile } : {}) };
}
