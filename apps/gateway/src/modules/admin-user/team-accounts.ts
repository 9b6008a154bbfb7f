import type { Deps } from '../../deps.ts';
// generate-team-accounts: the accounts a contest's account limit rule admits, with random passwords
// and their teams, created (and, when asked, existing ones updated) in one transaction.
import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { AdminUserMessage, isAdminRole, TeamAccountOutcome } from '@oj/contracts';
import type { TeamAccountDto, TeamAccountOutcomeValue, TeamAccountsBodyDto, TeamAccountsResultDto } from '@oj/contracts';
import { UserInfoEntity, UserRoleEntity, usernameKey } from '@oj/db';
import { fail } from '@oj/service-kit';
import { isDuplicateKey } from '../account/queries/users.ts';
import { INSERT_BATCH, accountRows, hashAll, insertAccountRows } from './accounts.ts';
import { randomPassword } from './generate.ts';
import type { PlannedAccount } from './team-plan.ts';
import { planTeamAccounts } from './team-plan.ts';
import { replaceTeam } from './teams.ts';
import { signOutEverywhere } from './use-cases.ts';

/** What the tables say of one planned name: free, the same account (its uid), or a look-alike of another. */
type Standing = { kind: 'free' } | { kind: 'taken'; uid: string; admin: boolean } | { kind: 'lookAlike' };

/**
 * The standing of each name: taken when an account has exactly this username, a look-alike when one
 * differs only by case, accents or width (the column's collation or the usernameKey), else free.
 * `lock` locks the rows read (inside the writing transaction).
 */
async function standings(db: DataSource | EntityManager, names: readonly string[], lock: boolean): Promise<Standing[]> {
  const users = db.getRepository(UserInfoEntity);
  const options = { select: { uid: true, username: true, usernameKey: true }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) };
  const rows = [
    ...(await users.find({ where: { username: In([...names]) }, ...options })),
    ...(await users.find({ where: { usernameKey: In(names.map(usernameKey)) }, ...options })),
  ];
  const exact = new Map(rows.map((row) => [row.username, row.uid]));
  const keys = new Set(rows.flatMap((row) => [usernameKey(row.username), ...(row.usernameKey ? [row.usernameKey] : [])]));
  const exactUids = [...new Set(exact.values())];
  const roles =
    exactUids.length === 0 ? [] : await db.getRepository(UserRoleEntity).find({ where: { uid: In(exactUids) }, select: { uid: true, roleId: true } });
  const admins = new Set(roles.filter((role) => isAdminRole(role.roleId)).map((role) => role.uid));
  return names.map((name) => {
    const uid = exact.get(name);
    if (uid !== undefined) return { kind: 'taken', uid, admin: admins.has(uid) };
    return keys.has(usernameKey(name)) ? { kind: 'lookAlike' } : { kind: 'free' };
  });
}

/**
 * A write that lost to a concurrent request for the same names: a unique index hit, or InnoDB's
 * deadlock victim (both requests lock the same free names' gaps, then insert into them).
 */
function lostRace(error: unknown): boolean {
  const code = (error as { driverError?: { code?: unknown } } | null)?.driverError?.code;
  return isDuplicateKey(error) || code === 'ER_LOCK_DEADLOCK';
}

const sameStandings = (a: readonly Standing[], b: readonly Standing[]): boolean => JSON.stringify(a) === JSON.stringify(b);

function outcomeOf(standing: Standing, updateExisting: boolean): TeamAccountOutcomeValue {
  if (standing.kind === 'free') return TeamAccountOutcome.Created;
  if (standing.kind === 'lookAlike') return TeamAccountOutcome.LookAlike;
  if (!updateExisting) return TeamAccountOutcome.Exists;
  return standing.admin ? TeamAccountOutcome.Admin : TeamAccountOutcome.Updated;
}

interface Decided {
  planned: PlannedAccount;
  standing: Standing;
  outcome: TeamAccountOutcomeValue;
  /** The new password ('' when the account is not written) and its hash. */
  password: string;
  hash: string;
}

async function write(manager: EntityManager, decided: readonly Decided[], body: TeamAccountsBodyDto): Promise<void> {
  const cid = body.cid ?? null;
  const school = body.school?.trim() ? body.school.trim() : null;
  const created = decided.flatMap((entry) =>
    entry.outcome === TeamAccountOutcome.Created
      ? [
          accountRows(
            { username: entry.planned.username, password: '', email: '', realname: null, gender: 'secrecy', nickname: null, school, team: entry.planned.team },
            entry.hash,
            cid,
          ),
        ]
      : [],
  );
  for (let start = 0; start < created.length; start += INSERT_BATCH) await insertAccountRows(manager, created.slice(start, start + INSERT_BATCH));
  for (const entry of decided) {
    if (entry.outcome !== TeamAccountOutcome.Updated || entry.standing.kind !== 'taken') continue;
    await manager.getRepository(UserInfoEntity).update({ uid: entry.standing.uid }, { password: entry.hash });
    // An existing account keeps its team unless the request gives it one.
    if (entry.planned.team) await replaceTeam(manager, entry.standing.uid, entry.planned.team, cid);
  }
}

/**
 * generate-team-accounts. Existing usernames are reported and left alone, or with `updateExisting`
 * given a new password and the request's team (accounts holding an admin role never are); look-alike
 * names are reported, never created. The passwords are hashed first, then every row is written in one
 * transaction that reads the names again under lock: when they changed meanwhile, nothing is written.
 * Updated accounts are signed out everywhere (their password changed).
 */
export async function generateTeamAccounts(deps: Pick<Deps, 'db' | 'revocations'>, body: TeamAccountsBodyDto): Promise<TeamAccountsResultDto> {
  const planned = planTeamAccounts(body);
  const names = planned.map((account) => account.username);
  const updateExisting = body.updateExisting === true;
  const before = await standings(deps.db, names, false);
  const decided: Decided[] = planned.map((account, index) => {
    const standing = before[index] ?? { kind: 'free' };
    const outcome = outcomeOf(standing, updateExisting);
    const writes = outcome === TeamAccountOutcome.Created || outcome === TeamAccountOutcome.Updated;
    return { planned: account, standing, outcome, password: writes ? randomPassword(body.passwordLength) : '', hash: '' };
  });
  const written = decided.filter((entry) => entry.password !== '');
  const hashes = await hashAll(written.map((entry) => entry.password));
  written.forEach((entry, index) => {
    entry.hash = hashes[index] ?? '';
  });
  try {
    await deps.db.transaction(async (manager) => {
      if (!sameStandings(before, await standings(manager, names, true))) throw fail(AdminUserMessage.teamAccountsChanged);
      await write(manager, decided, body);
    });
  } catch (error) {
    if (lostRace(error)) throw fail(AdminUserMessage.teamAccountsChanged, { cause: error });
    throw error;
  }
  const updatedUids = decided.flatMap((entry) => (entry.outcome === TeamAccountOutcome.Updated && entry.standing.kind === 'taken' ? [entry.standing.uid] : []));
  await Promise.all(updatedUids.map((uid) => signOutEverywhere(deps, uid)));
  // The team shown is the one written: none for an account left as it is.
  const accounts: TeamAccountDto[] = decided.map((entry) => {
    const team = entry.password === '' ? null : entry.planned.team;
    return {
      username: entry.planned.username,
      password: entry.password,
      teamName: team?.teamName ?? null,
      members: team?.members ?? [],
      outcome: entry.outcome,
    };
  });
  const count = (outcome: TeamAccountOutcomeValue) => decided.filter((entry) => entry.outcome === outcome).length;
  const created = count(TeamAccountOutcome.Created);
  const updated = count(TeamAccountOutcome.Updated);
  return { created, updated, skipped: decided.length - created - updated, accounts };
}
