import type { Deps } from '../../deps.ts';
import { In, Not } from 'typeorm';
import { AdminProblemMessage as M, JudgeMode, OWN_PROBLEM_BANK } from '@oj/contracts';
import { DifficultyEntity, LanguageEntity, ProblemCaseEntity, ProblemEntity, TagEntity } from '@oj/db';
import { fail, isCheckerCompiled, openCheckerCompiledBucket, ServiceMessage } from '@oj/service-kit';
import type { SavePlan } from './validation.ts';

// The rules of a save that need the database or NATS. They run after the pure rules and before
// any write, so a refused save changes nothing.

/** The stored special judge of the problem being edited (null fields on create). */
export interface StoredChecker {
  spjLanguage: string | null;
  spjCode: string | null;
}

/** Whether (language, code) compiled on a judge node: C's compile routes mark it in KV. */
async function compiled(deps: Pick<Deps, 'db' | 'js' | 'natsNames'>, language: string, code: string): Promise<boolean> {
  try {
    return await isCheckerCompiled(await openCheckerCompiledBucket(deps.js(), deps.natsNames), language, code);
  } catch (error) {
    throw fail(ServiceMessage.busUnavailable, { cause: error });
  }
}

async function checkLanguages(deps: Pick<Deps, 'db' | 'js' | 'natsNames'>, plan: SavePlan): Promise<void> {
  const languages = await deps.db.getRepository(LanguageEntity).find({ where: { id: In(plan.languageIds) } });
  if (languages.length !== plan.languageIds.length) throw fail(M.languageUnknown);
  const names = new Map(languages.map((language) => [language.id, language.name]));
  for (const template of plan.templates) {
    if (template.status && template.code.trim() === '') throw fail(M.codeTemplateEmpty(names.get(template.lid) ?? String(template.lid)));
  }
}

async function checkChecker(deps: Pick<Deps, 'db' | 'js' | 'natsNames'>, plan: SavePlan, stored: StoredChecker | undefined): Promise<void> {
  const { judgeMode, spjLanguage, spjCode } = plan.fields;
  if (judgeMode === JudgeMode.Default || spjLanguage === null || spjCode === null) return;
  const language = await deps.db.getRepository(LanguageEntity).findOne({ where: { name: spjLanguage, oj: OWN_PROBLEM_BANK } });
  if (!language?.isSpj) throw fail(M.spjLanguageInvalid);
  const unchanged = stored !== undefined && stored.spjLanguage === spjLanguage && stored.spjCode === spjCode;
  if (!unchanged && !(await compiled(deps, spjLanguage, spjCode))) throw fail(M.spjCodeNotCompiled);
}

/** The tags named by id exist: site tags, or for a group problem (`gid`) also that group's tags (never another group's). */
async function checkTags(deps: Pick<Deps, 'db' | 'js' | 'natsNames'>, plan: SavePlan, gid: number | null): Promise<void> {
  const ids = plan.tags.flatMap((tag) => (tag.id === undefined ? [] : [tag.id]));
  if (ids.length === 0) return;
  const tags = await deps.db.getRepository(TagEntity).find({ where: { id: In(ids) } });
  if (tags.length !== ids.length || tags.some((tag) => tag.gid !== null && tag.gid !== gid)) throw fail(M.tagUnknown);
  // A tag named twice, once by id and once by its name, is a duplicate too.
  const byIdNames = new Set(tags.map((tag) => tag.name.toLowerCase()));
  if (plan.tags.some((tag) => tag.id === undefined && byIdNames.has(tag.name.toLowerCase()))) throw fail(M.tagDuplicate);
}

async function checkKeptCases(deps: Pick<Deps, 'db' | 'js' | 'natsNames'>, plan: SavePlan, pid: number | undefined): Promise<void> {
  if (plan.testData.kind !== 'keep' || plan.testData.updates.length === 0 || pid === undefined) return;
  const current = await deps.db.getRepository(ProblemCaseEntity).find({ where: { pid, status: 0 }, select: { id: true } });
  const currentIds = new Set(current.map((row) => row.id));
  const updates = plan.testData.updates;
  updates.forEach((sample, index) => {
    if (sample.id !== undefined && !currentIds.has(sample.id)) throw fail(M.sampleUnknown(index + 1));
  });
}

/** Checks a save against what is stored: display id, difficulty, languages and templates, checker, tags (of group `gid` too), kept cases. */
export async function checkAgainstStore(
  deps: Pick<Deps, 'db' | 'js' | 'natsNames'>,
  plan: SavePlan,
  pid: number | undefined,
  stored: StoredChecker | undefined,
  gid: number | null = null,
): Promise<void> {
  const taken = await deps.db.getRepository(ProblemEntity).findOne({
    where: { problemId: plan.fields.problemId, ...(pid === undefined ? {} : { id: Not(pid) }) },
    select: { id: true },
  });
  if (taken) throw fail(M.displayIdTaken);
  if (!(await deps.db.getRepository(DifficultyEntity).exists({ where: { id: plan.fields.difficulty } }))) throw fail(M.difficultyUnknown);
  await checkLanguages(deps, plan);
  await checkChecker(deps, plan, stored);
  await checkTags(deps, plan, gid);
  await checkKeptCases(deps, plan, pid);
}
