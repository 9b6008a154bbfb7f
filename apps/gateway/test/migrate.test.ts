import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ROOT_USERNAME, UserInfoEntity, UserRoleEntity, dbConfigEnv } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { verifyPassword } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../src/cli/migrate.ts', import.meta.url));
// The demo seed writes test data; keep it out of the repository's own data directory.
const dataDir = mkdtempSync(join(tmpdir(), 'oj-migrate-'));

/** Runs the CLI on `database` (the test run's server and account), with nothing else from this environment. */
async function migrate(database: TestDatabase, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI], {
      env: { PATH: process.env.PATH ?? '', OJ_DATA_DIR: dataDir, ...dbConfigEnv(database.config), ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('migrate CLI', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('gw_migrate');
  });

  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a short root password, saying which variable', async () => {
    const short = await migrate(database, { OJ_ROOT_PASSWORD: 'abc' });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('OJ_ROOT_PASSWORD: must be at least 6 characters long');
  });

  it('migrates, seeds root with a hashed password and never prints it', async () => {
    const result = await migrate(database, { OJ_ROOT_PASSWORD: 'Sup3r-secret' });
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    expect(result.stdout).toContain(database.config.database);
    expect(result.stdout + result.stderr).not.toContain('Sup3r-secret');
    const root = await database.dataSource.getRepository(UserInfoEntity).findOneByOrFail({ username: ROOT_USERNAME });
    expect(root.password).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Sup3r-secret', root.password)).toBe(true);
    expect(await database.dataSource.getRepository(UserRoleEntity).findOneBy({ uid: root.uid, roleId: 1000 })).not.toBeNull();
    // Running again keeps root's password.
    expect((await migrate(database, { OJ_ROOT_PASSWORD: 'another-one' })).code).toBe(0);
    const again = await database.dataSource.getRepository(UserInfoEntity).findOneByOrFail({ username: ROOT_USERNAME });
    expect(again.password).toBe(root.password);
  });

  it('without OJ_ROOT_PASSWORD, gives a new root a random password: printed once, kept in the run dir with mode 600', async () => {
    const fresh = await createTestDatabase('gw_migrate_gen');
    const runDir = join(dataDir, 'run');
    try {
      const first = await migrate(fresh, { OJ_RUN_DIR: runDir });
      expect(first.code).toBe(0);
      const file = join(runDir, 'root-password');
      const password = readFileSync(file, 'utf8').trim();
      expect(password).toMatch(/^[\w-]{24}$/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(first.stdout.split(password)).toHaveLength(2);
      const root = await fresh.dataSource.getRepository(UserInfoEntity).findOneByOrFail({ username: ROOT_USERNAME });
      expect(await verifyPassword(password, root.password)).toBe(true);
      expect(await verifyPassword('root123456', root.password)).toBe(false);

      // Once root exists nothing is generated or printed again, and the password stays.
      const again = await migrate(fresh, { OJ_RUN_DIR: runDir });
      expect(again.code).toBe(0);
      expect(again.stdout).not.toContain(password);
      expect(readFileSync(file, 'utf8').trim()).toBe(password);
      expect((await fresh.dataSource.getRepository(UserInfoEntity).findOneByOrFail({ username: ROOT_USERNAME })).password).toBe(root.password);
    } finally {
      await fresh.drop();
    }
  });
});
