// Drops the end-to-end database and NATS streams of this test run (names from the environment).
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { natsNames } from '@oj/contracts';
import mysql from 'mysql2/promise';

const database = process.env.OJ_DB_NAME ?? '';
if (/^oj_e2e_\w+$/.test(database)) {
  const connection = await mysql.createConnection({
    host: process.env.OJ_DB_HOST ?? '127.0.0.1',
    port: Number(process.env.OJ_DB_PORT ?? 3306),
    user: process.env.OJ_DB_USER ?? 'oj_test',
    password: process.env.OJ_DB_PASSWORD ?? '',
  });
  await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await connection.end();
}
const namespace = process.env.OJ_NATS_NAMESPACE ?? '';
if (namespace.startsWith('e2e')) {
  const nc = await connect({ servers: process.env.OJ_NATS_URL ?? 'nats://127.0.0.1:4222' });
  const jsm = await jetstreamManager(nc);
  const names = natsNames(namespace);
  const kvStreams = Object.values(names.kv).map((bucket) => `KV_${bucket}`);
  const objectStreams = Object.values(names.objectStores).map((store) => `OBJ_${store}`);
  // Buckets a module opens under its own name (the account module's mailed codes) besides the shared ones.
  const ownBuckets = [`KV_${namespace}_account_codes`];
  for (const stream of [...Object.values(names.streams).map((s) => s.name), ...kvStreams, ...objectStreams, ...ownBuckets]) {
    await jsm.streams.delete(stream).catch(() => false);
  }
  await nc.drain();
}
