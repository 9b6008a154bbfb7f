import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EntitySchema } from 'typeorm';
import { describe, expect, it } from 'vitest';
import * as entities from '../src/entities/index.ts';
import { TABLE_WRITERS, tableOwner } from '../src/ownership/owners.ts';
import type { TableWriter } from '../src/ownership/owners.ts';

// A service reads another owner's tables through the owner's published reads (`@oj/db/reads`).
// These direct reads remain, to move as their modules are reshaped (docs/architecture.md, "Table
// ownership"): a new one fails this test, and so does one that is gone until it is struck off.
const DIRECT_FOREIGN_READS: Readonly<Record<TableWriter, readonly string[]>> = {
  // statistics kept from judged events, and rebuilt from the judge rows (problem/stats.ts, problem/reconcile.ts)
  gateway: ['judge'],
  // job building, result applying and rejudge changes; the status list's join for titles
  'judge-dispatch': ['problem', 'problem_case'],
  contest: [],
  community: [],
};

const APPS = join(import.meta.dirname, '../../../apps');

/** Entity export name (`ProblemEntity`) to its table. */
const TABLE_OF_ENTITY = new Map(
  Object.entries(entities).flatMap(([name, value]) =>
    value instanceof EntitySchema && value.options.tableName ? [[name, value.options.tableName] as const] : [],
  ),
);
const TABLES = new Set(TABLE_OF_ENTITY.values());
const ENTITY_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@oj\/db'/g;
const SQL_TABLE = /\b(?:FROM|JOIN)\s+`?([a-z_]+)`?/g;

/** The tables a service's source reads or writes: entities imported from @oj/db, and tables its SQL names. */
async function tablesTouchedBy(service: TableWriter): Promise<Set<string>> {
  const root = join(APPS, service, 'src');
  const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.ts'));
  const tables = new Set<string>();
  for (const file of files) {
    const text = await readFile(join(root, file), 'utf8');
    for (const match of text.matchAll(ENTITY_IMPORT)) {
      for (const name of (match[1] ?? '').split(',').map((part) => part.trim())) {
        const table = TABLE_OF_ENTITY.get(name);
        if (table !== undefined) tables.add(table);
      }
    }
    for (const match of text.matchAll(SQL_TABLE)) if (match[1] !== undefined && TABLES.has(match[1])) tables.add(match[1]);
  }
  return tables;
}

describe('cross-service reads', () => {
  it('knows the tables of every entity', () => {
    expect(TABLE_OF_ENTITY.get('ProblemEntity')).toBe('problem');
    expect(TABLE_OF_ENTITY.get('JudgeEntity')).toBe('judge');
  });

  for (const service of TABLE_WRITERS) {
    it(`${service} reads no other owner's tables directly beyond the listed ones`, async () => {
      const foreign = [...(await tablesTouchedBy(service))].filter((table) => {
        const owner = tableOwner(table);
        return owner !== undefined && owner !== service;
      });
      expect(foreign.sort()).toEqual([...DIRECT_FOREIGN_READS[service]].sort());
    });
  }
});
