import type { ObjectInfo, ObjectStore } from '@nats-io/obj';
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { ProblemEntity } from '@oj/db';
import { STAGING_PREFIX, openStore } from './store.ts';
import type { TestDataDeps } from './types.ts';

/** What the sweep needs: the store and the problem table (for each problem's current version). */
export interface TestDataSweepDeps extends TestDataDeps {
  readonly db: DataSource;
}

/** What a sweep removed. */
export interface SweepResult {
  versions: string[];
  stagings: string[];
}

interface Group {
  objects: ObjectInfo[];
  /** Newest write of the group (the manifest, written last, for a complete version). */
  mtime: number;
}

function groupBy(objects: readonly ObjectInfo[], keyOf: (name: string) => string | null): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const info of objects) {
    const key = keyOf(info.name);
    if (key === null) continue;
    const group = groups.get(key) ?? { objects: [], mtime: 0 };
    group.objects.push(info);
    group.mtime = Math.max(group.mtime, Date.parse(info.mtime) || 0);
    groups.set(key, group);
  }
  return groups;
}

/** `<pid>/<version>` of a test-data object (manifest or file), or null. */
function versionKey(name: string): string | null {
  const match = /^(\d+)\/([^/]+)(?:\/|$)/.exec(name);
  return match ? `${match[1]}/${match[2]}` : null;
}

function stagingKey(name: string): string | null {
  if (!name.startsWith(STAGING_PREFIX)) return null;
  return name.slice(STAGING_PREFIX.length).split('/')[0] ?? null;
}

/**
 * The retention rule of the test-data store, run by every gateway instance (hourly) and safe to
 * run at once on several:
 * - a problem's current version (problem.caseVersion) is never removed;
 * - a replaced version is removed once the next newer version of the problem has existed for
 *   `retainMs`: judges that started with it (or jobs queued with it) have had that long;
 * - the newest version of a problem, when it is not the current one (a save whose transaction
 *   failed, or a deleted problem), is removed once it is `retainMs` old;
 * - a staged upload is removed `stagingTtlMs` after it was written, except the staged files a
 *   remaining version links to (a committed upload's version is made of links to them).
 * The manifest goes first, so no reader takes a half-removed version for complete.
 */
export async function sweepTestData(deps: TestDataSweepDeps, options: { retainMs: number; stagingTtlMs: number; now?: number }): Promise<SweepResult> {
  const now = options.now ?? Date.now();
  const store = await openStore(deps);
  const objects = await store.list();
  const result: SweepResult = { versions: [], stagings: [] };

  const remove = async (group: Group, manifest: string | null): Promise<void> => {
    const ordered = [...group.objects].sort((a, b) => Number(b.name === manifest) - Number(a.name === manifest));
    for (const info of ordered) await store.delete(info.name);
  };

  const versions = groupBy(objects, versionKey);
  const byProblem = new Map<number, { version: string; group: Group }[]>();
  for (const [key, group] of versions) {
    const [pid, version] = key.split('/') as [string, string];
    const list = byProblem.get(Number(pid)) ?? [];
    list.push({ version, group });
    byProblem.set(Number(pid), list);
  }
  const removed = new Set<string>();
  const rows =
    byProblem.size === 0
      ? []
      : await deps.db.getRepository(ProblemEntity).find({ where: { id: In([...byProblem.keys()]) }, select: { id: true, caseVersion: true } });
  const current = new Map(rows.map((row) => [row.id, row.caseVersion]));
  for (const [pid, list] of byProblem) {
    list.sort((a, b) => a.group.mtime - b.group.mtime);
    for (const [index, item] of list.entries()) {
      if (item.version === current.get(pid)) continue;
      const next = list[index + 1];
      const since = next ? next.group.mtime : item.group.mtime;
      if (since + options.retainMs > now) continue;
      await remove(item.group, `${pid}/${item.version}`);
      result.versions.push(`${pid}/${item.version}`);
      for (const info of item.group.objects) removed.add(info.name);
    }
  }
  await sweepStagings(store, objects, removed, options.stagingTtlMs, now, result);
  return result;
}

/**
 * Removes expired stagings: the record always (the id can no longer be committed), each staged file
 * unless a remaining version links to it (committed uploads link to their staged files); such a
 * file goes with a later sweep, once no version links to it any more.
 */
async function sweepStagings(
  store: ObjectStore,
  objects: readonly ObjectInfo[],
  removed: ReadonlySet<string>,
  ttlMs: number,
  now: number,
  result: SweepResult,
): Promise<void> {
  const linked = new Set<string>();
  for (const info of objects) {
    const target = info.options?.link?.name;
    if (target !== undefined && !removed.has(info.name)) linked.add(target);
  }
  for (const [id, group] of groupBy(objects, stagingKey)) {
    if (group.mtime + ttlMs > now) continue;
    const unlinked = group.objects.filter((info) => !linked.has(info.name));
    if (unlinked.length === 0) continue;
    for (const info of unlinked) await store.delete(info.name);
    result.stagings.push(id);
  }
}
