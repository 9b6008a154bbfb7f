import type { Deps } from '../../deps.ts';
import type { EntityManager } from 'typeorm';
import { IsNull } from 'typeorm';
import { isSelectableGroupProblemAuth } from '@oj/access';
import { GroupMessage, AdminProblemMessage as M, OWN_PROBLEM_BANK, ProblemType } from '@oj/contracts';
import type { AdminProblemSaveDto, AdminProblemSavedDto } from '@oj/contracts';
import { CodeTemplateEntity, ProblemCaseEntity, ProblemCountEntity, ProblemEntity, ProblemLanguageEntity, ProblemTagEntity, TagEntity } from '@oj/db';
import type { ProblemRow } from '@oj/db';
import { fail } from '@oj/service-kit';
import { isDuplicateKey } from '../account/queries/users.ts';
import { publicProblemListCache } from '../problem/index.ts';
import { checkAgainstStore } from './checks.ts';
import type { StoredChecker } from './checks.ts';
import { commitTestData, dropCommittedCases } from './test-data.ts';
import type { CommittedCases } from './test-data.ts';
import { checkProblemSave } from './validation.ts';
import type { SavePlan } from './validation.ts';

// Create and update of a problem: rules first (validation.ts, checks.ts), then the new test data
// into the object store, then every row in one transaction. The back office saves site problems;
// a group's admins save the group's problems through the same code with a `GroupScope`.

/**
 * Where a saved problem lives when it is a group's (null: the site bank): the group, whose short
 * name prefixes the display id as stored (spec 03 §3; the form strips it on edit), and whose new
 * tags are the group's own.
 */
export interface GroupScope {
  gid: number;
  prefix: string;
}

/** The plan as the group stores it: the prefixed display id, and an auth the group may give (or the stored one). */
function inGroup(plan: SavePlan, group: GroupScope | null, storedAuth: number | undefined): SavePlan {
  if (group === null) return plan;
  const { auth } = plan.fields;
  if (!isSelectableGroupProblemAuth(auth) && auth !== storedAuth) throw fail(GroupMessage.problemAuthNotSelectable);
  return { ...plan, fields: { ...plan.fields, problemId: `${group.prefix}${plan.fields.problemId}` } };
}

/** Settings a remote problem keeps whatever the form sends (spec 03 §5: remote problems lock them). */
const REMOTE_LOCKED = [
  'timeLimit',
  'memoryLimit',
  'stackLimit',
  'type',
  'isFileIO',
  'ioReadFileName',
  'ioWriteFileName',
  'judgeMode',
  'judgeCaseMode',
  'spjLanguage',
  'spjCode',
  'builtinChecker',
  'checkerProtocol',
  'validatorFlags',
] as const;

function lockRemote(plan: SavePlan, stored: ProblemRow): SavePlan {
  const locked = Object.fromEntries(REMOTE_LOCKED.map((field) => [field, stored[field]]));
  return { ...plan, fields: { ...plan.fields, ...locked } };
}

/** Ids of the plan's tags, creating the named ones missing from the site bank (from the group's tags for a group problem). */
async function resolveTagIds(manager: EntityManager, plan: SavePlan, gid: number | null): Promise<number[]> {
  const tags = manager.getRepository(TagEntity);
  const ids: number[] = [];
  for (const tag of plan.tags) {
    if (tag.id !== undefined) {
      ids.push(tag.id);
      continue;
    }
    const existing = await tags.findOne({ where: { name: tag.name, oj: OWN_PROBLEM_BANK, gid: gid ?? IsNull() } });
    if (existing) ids.push(existing.id);
    else ids.push(Number((await tags.insert({ name: tag.name, oj: OWN_PROBLEM_BANK, gid, tcid: null, color: null })).identifiers[0]?.id));
  }
  return [...new Set(ids)];
}

/** Tags, languages and templates of `pid`: replaced by the plan's. */
async function writeRelations(manager: EntityManager, pid: number, plan: SavePlan, gid: number | null): Promise<void> {
  const tagIds = await resolveTagIds(manager, plan, gid);
  await manager.getRepository(ProblemTagEntity).delete({ pid });
  if (tagIds.length > 0) await manager.getRepository(ProblemTagEntity).insert(tagIds.map((tid) => ({ pid, tid })));
  await manager.getRepository(ProblemLanguageEntity).delete({ pid });
  await manager.getRepository(ProblemLanguageEntity).insert(plan.languageIds.map((lid) => ({ pid, lid })));
  await manager.getRepository(CodeTemplateEntity).delete({ pid });
  const templates = [...new Map(plan.templates.map((template) => [template.lid, template])).values()];
  if (templates.length > 0) await manager.getRepository(CodeTemplateEntity).insert(templates.map(({ lid, code, status }) => ({ pid, lid, code, status })));
}

/** The cases of `pid`: a new version's rows (older rows marked removed) or score and group changes; returns the OI total. */
async function writeCases(manager: EntityManager, pid: number, plan: SavePlan, committed: CommittedCases | null): Promise<number> {
  const cases = manager.getRepository(ProblemCaseEntity);
  if (committed) {
    await cases.update({ pid, status: 0 }, { status: 1 });
    await cases.insert(committed.cases.map(({ input, output, score, groupNum }) => ({ pid, input, output, score, groupNum, status: 0 })));
  } else if (plan.testData.kind === 'keep') {
    for (const sample of plan.testData.updates) {
      if (sample.id !== undefined) await cases.update({ id: sample.id, pid, status: 0 }, { score: sample.score, groupNum: sample.groupNum });
    }
  }
  const current = await cases.find({ where: { pid, status: 0 }, select: { score: true } });
  return current.reduce((total, row) => total + row.score, 0);
}

/** Runs a save's transaction; a display id taken meanwhile by another save is refused like one taken before. */
async function inTransaction<T>(
  deps: Pick<Deps, 'db' | 'js' | 'natsNames' | 'testDataStore' | 'log'>,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  try {
    return await deps.db.transaction(work);
  } catch (error) {
    if (isDuplicateKey(error, 'UQ_problem_problemId')) throw fail(M.displayIdTaken);
    throw error;
  }
}

async function saveRows(manager: EntityManager, pid: number, plan: SavePlan, committed: CommittedCases | null, gid: number | null): Promise<string> {
  const total = await writeCases(manager, pid, plan, committed);
  await writeRelations(manager, pid, plan, gid);
  const ioScore = plan.fields.type === ProblemType.Oi ? total : 100;
  await manager.getRepository(ProblemEntity).update({ id: pid }, { ioScore, ...(committed ? { caseVersion: committed.caseVersion } : {}) });
  const row = await manager.getRepository(ProblemEntity).findOneOrFail({ where: { id: pid }, select: { caseVersion: true } });
  return row.caseVersion;
}

/** How a create runs besides its body: a problem package's import relaxes the statement rules and writes its report with the problem. */
export interface CreateOptions {
  /** Checked as an import (`SaveCheckOptions.imported`). */
  imported?: boolean;
  /** More writes of the same transaction, once the problem's rows are written (the import's report). */
  alsoInTransaction?: (manager: EntityManager, saved: AdminProblemSavedDto) => Promise<void>;
  /**
   * A special judge or interactor another problem already has (a copy's source): not asked to have
   * compiled again, as an update that keeps its checker is not.
   */
  acceptedChecker?: StoredChecker;
}

/** POST /admin/problem (and POST /group/problem with the group): a new own problem with its test data. */
export async function createProblem(
  deps: Pick<Deps, 'db' | 'js' | 'natsNames' | 'testDataStore' | 'log'>,
  body: AdminProblemSaveDto,
  username: string,
  group: GroupScope | null = null,
  options: CreateOptions = {},
): Promise<AdminProblemSavedDto> {
  const gid = group?.gid ?? null;
  const plan = inGroup(checkProblemSave(body, undefined, { imported: options.imported === true }), group, undefined);
  await checkAgainstStore(deps, plan, undefined, options.acceptedChecker, gid);
  const isOi = plan.fields.type === ProblemType.Oi;
  let written: { pid: number; committed: CommittedCases } | null = null;
  try {
    const saved = await inTransaction(deps, async (manager) => {
      const inserted = await manager.getRepository(ProblemEntity).insert({
        ...plan.fields,
        author: username,
        modifiedUser: username,
        isUploadCase: body.isUploadTestCase,
        isRemote: false,
        isGroup: group !== null,
        gid,
      });
      const pid = Number(inserted.identifiers[0]?.id);
      await manager.getRepository(ProblemCountEntity).insert({ pid });
      // The new version is written while the row is uncommitted: a failed write rolls the problem back.
      const committed = await commitTestData(deps, pid, plan.testData, isOi);
      if (committed) written = { pid, committed };
      const caseVersion = await saveRows(manager, pid, plan, committed, gid);
      const result = { id: pid, problemId: plan.fields.problemId, caseVersion };
      await options.alsoInTransaction?.(manager, result);
      return result;
    });
    publicProblemListCache(deps.db).clear();
    return saved;
  } catch (error) {
    // The rolled-back problem's version is named by no problem: removed now rather than by the sweep.
    const orphan = written as { pid: number; committed: CommittedCases } | null;
    if (orphan) await dropCommittedCases(deps, orphan.pid, orphan.committed);
    throw error;
  }
}

/**
 * PUT /admin/problem (and PUT /group/problem with the group, after its rules found the problem
 * the group's): every field, and new test data when the body brings some.
 */
export async function updateProblem(
  deps: Pick<Deps, 'db' | 'js' | 'natsNames' | 'testDataStore' | 'log'>,
  body: AdminProblemSaveDto,
  username: string,
  group: GroupScope | null = null,
): Promise<AdminProblemSavedDto> {
  const pid = body.problem.id;
  if (pid === undefined) throw fail(M.idRequired);
  const stored = await deps.db.getRepository(ProblemEntity).findOne({ where: { id: pid } });
  if (!stored) throw fail(M.problemNotExists);
  const gid = group?.gid ?? null;
  let plan = inGroup(
    checkProblemSave(body, {
      isRemote: stored.isRemote,
      isUploadCase: stored.isUploadCase,
      checkerProtocol: stored.checkerProtocol,
      validatorFlags: stored.validatorFlags,
    }),
    group,
    stored.auth,
  );
  if (stored.isRemote) plan = lockRemote(plan, stored);
  await checkAgainstStore(deps, plan, pid, stored, gid);
  const committed = await commitTestData(deps, pid, plan.testData, plan.fields.type === ProblemType.Oi);
  const saved = await inTransaction(deps, async (manager) => {
    await manager
      .getRepository(ProblemEntity)
      .update({ id: pid }, { ...plan.fields, modifiedUser: username, isUploadCase: stored.isRemote ? stored.isUploadCase : body.isUploadTestCase });
    const caseVersion = await saveRows(manager, pid, plan, committed, gid);
    return { id: pid, problemId: plan.fields.problemId, caseVersion };
  });
  publicProblemListCache(deps.db).clear();
  return saved;
}
