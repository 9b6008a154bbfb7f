import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dbConfigEnv, dbConfigFromEnv } from '../src/index.ts';

describe('dbConfigFromEnv', () => {
  it('falls back to the platform defaults', () => {
    expect(dbConfigFromEnv({})).toEqual({ host: '127.0.0.1', port: 3306, user: 'oj', password: '', database: 'oj' });
  });

  it('reads every OJ_DB_* variable', () => {
    const env = { OJ_DB_HOST: 'db', OJ_DB_PORT: '3307', OJ_DB_USER: 'oj', OJ_DB_PASSWORD: 's3cret', OJ_DB_NAME: 'oj_prod' };
    expect(dbConfigFromEnv(env)).toEqual({ host: 'db', port: 3307, user: 'oj', password: 's3cret', database: 'oj_prod' });
  });

  it('reads the password from OJ_DB_PASSWORD_FILE unless OJ_DB_PASSWORD is given, its trailing newline ignored', () => {
    const dir = mkdtempSync(join(tmpdir(), 'oj-db-config-'));
    writeFileSync(join(dir, 'oj.password'), 'from-a-file\n', { mode: 0o600 });
    writeFileSync(join(dir, 'empty'), '\n');
    expect(dbConfigFromEnv({ OJ_DB_PASSWORD_FILE: join(dir, 'oj.password') }).password).toBe('from-a-file');
    expect(dbConfigFromEnv({ OJ_DB_PASSWORD_FILE: join(dir, 'oj.password'), OJ_DB_PASSWORD: 'given' }).password).toBe('given');
    expect(() => dbConfigFromEnv({ OJ_DB_PASSWORD_FILE: join(dir, 'missing') })).toThrow(/ENOENT/);
    expect(() => dbConfigFromEnv({ OJ_DB_PASSWORD_FILE: join(dir, 'empty') })).toThrow(/empty/);
  });

  it('gives a child process the same connection', () => {
    const config = { host: 'db', port: 3307, user: 'oj_test', password: 's3cret', database: 'oj_t_x' };
    expect(dbConfigFromEnv({ OJ_DB_PASSWORD_FILE: '/nonexistent', ...dbConfigEnv(config) })).toEqual(config);
  });

  it('rejects a bad port or database name with a readable message', () => {
    expect(() => dbConfigFromEnv({ OJ_DB_PORT: 'abc' })).toThrow(/OJ_DB_PORT/);
    expect(() => dbConfigFromEnv({ OJ_DB_PORT: '70000' })).toThrow(/OJ_DB_PORT/);
    expect(() => dbConfigFromEnv({ OJ_DB_NAME: 'oj`; DROP' })).toThrow(/database name/);
  });
});
