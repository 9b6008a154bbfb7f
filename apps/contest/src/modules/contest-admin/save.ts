/** Creating and updating a contest from the back office's form (spec 03 §5 rules on the server). */
import type { DataSource } from 'typeorm';
import { ContestAdminMessage as M, ContestAuth } from '@oj/contracts';
import type { ContestFormDto, ContestUpdateDto } from '@oj/contracts';
import { ContestEntity } from '@oj/db';
import type { ContestRow } from '@oj/db';
import { uidsOfUsernames } from '@oj/db/reads';
import type { AuthUser } from '@oj/service-kit';
import { fail } from '@oj/service-kit';
import type { ContestGateSync } from '../contest-gate/index.ts';
import { sealContestPassword } from '../contest/password.ts';
import { manageableContest } from './queries.ts';
import type { ContestScope } from './queries.ts';
import { validateContestForm } from './validation.ts';
import type { ValidContestForm } from './validation.ts';

/**
 * Star users must name accounts: unknown names are refused, all of them in one message, and the
 * stored spelling of each is kept (usernames compare without case).
 */
async function existingStarAccounts(db: DataSource, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const stored = [...(await uidsOfUsernames(db, names)).keys()];
  const byKey = new Map(stored.map((name) => [name.toLowerCase(), name]));
  const unknown = names.filter((name) => !byKey.has(name.toLowerCase()));
  if (unknown.length > 0) throw fail(M.starUsersUnknown(unknown.join(', ')));
  return names.map((name) => byKey.get(name.toLowerCase()) ?? name);
}

/** The contest columns a valid form sets (not the author, the id or the password hash). */
async function columnsOf(
  db: DataSource,
  form: ValidContestForm,
): Promise<Omit<ContestRow, 'id' | 'uid' | 'author' | 'gid' | 'pwdHash' | 'gmtCreate' | 'gmtModified'>> {
  return {
    title: form.title,
    description: form.description,
    type: form.type,
    auth: form.auth,
    startTime: form.startTime,
    endTime: form.endTime,
    duration: form.durationSec,
    sealRank: form.sealRank,
    sealRankTime: form.sealRankTime,
    autoRealRank: form.autoRealRank,
    allowEndSubmit: form.allowEndSubmit,
    openPrint: form.openPrint,
    openRank: form.openRank,
    rankShowName: form.rankShowName,
    oiRankScoreType: form.oiRankScoreType,
    starAccount: JSON.stringify(await existingStarAccounts(db, form.starAccount)),
    awardType: form.awardType,
    awardConfig: JSON.stringify(form.awardConfigList),
    openAccountLimit: form.openAccountLimit,
    accountLimitRule: form.accountLimitRule === null ? null : JSON.stringify(form.accountLimitRule),
    visible: form.visible,
  };
}

/** What saving a contest needs: the database, the gate, and the contest passwords' key (contest/password.ts). */
export interface ContestSaveDeps {
  db: DataSource;
  gate: ContestGateSync;
  passwordKey: Buffer;
}

/**
 * Creates a contest authored by the admin, then publishes it to the contest gate. Returns its id.
 * `gid`: the group it belongs to (created from the group's page, its admin checked by the caller);
 * the back office's form creates contests without a group.
 */
export async function createContest(
  { db, gate, passwordKey }: ContestSaveDeps,
  body: ContestFormDto,
  admin: AuthUser,
  gid: number | null = null,
): Promise<number> {
  if ((body.gid ?? null) !== gid) throw fail(M.groupContestInGroup);
  const form = validateContestForm(body, false);
  const columns = await columnsOf(db, form);
  const pwdHash = form.password === null ? null : sealContestPassword(passwordKey, form.password);
  return gate.createContest(async (tx) => {
    const inserted = await tx.getRepository(ContestEntity).insert({ ...columns, pwdHash, uid: admin.uid, author: admin.username, gid });
    return Number(inserted.identifiers[0]?.id);
  });
}

/**
 * Updates a contest the admin may manage; an empty password keeps the stored one (an older scrypt
 * hash stays until the next successful entry re-stores it). Then the gate.
 */
export async function updateContest(
  { db, gate, passwordKey }: ContestSaveDeps,
  body: ContestUpdateDto,
  admin: AuthUser,
  scope: ContestScope = 'site',
): Promise<void> {
  const contest = await manageableContest(db, body.id, admin, scope);
  // A contest stays in its group (or outside any): the form cannot move it.
  if (body.gid !== undefined && body.gid !== null && body.gid !== contest.gid) throw fail(M.groupContestInGroup);
  const form = validateContestForm(body, contest.pwdHash !== null);
  const columns = await columnsOf(db, form);
  const pwdHash = form.auth === ContestAuth.Public ? null : form.password === null ? contest.pwdHash : sealContestPassword(passwordKey, form.password);
  await gate.changeContest(contest.id, (tx) => tx.getRepository(ContestEntity).update({ id: contest.id }, { ...columns, pwdHash }));
}
