import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { AdminUserMessage, GENERATED_PASSWORD_LENGTH, isServerMessage, TEAM_MEMBER_NAME_MAX, TEAM_MEMBERS_MAX, TEAM_NAME_MAX } from '@oj/contracts';
import type { BatchUserReportDto, BatchUserRowReportDto, Gender, ServerMessage } from '@oj/contracts';
import { UserInfoEntity, usernameKey } from '@oj/db';
import { insertAccounts } from './accounts.ts';
import type { NewAccount } from './accounts.ts';
import { cleanTeam, splitMembers } from './teams.ts';
import type { TeamFields } from './teams.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** CSV gender (spec 03 §5): 'male' or 0, 'female' or 1, anything else secrecy. */
export function csvGender(value: string): Gender {
  const text = value.trim().toLowerCase();
  if (text === 'male' || text === '0') return 'male';
  if (text === 'female' || text === '1') return 'female';
  return 'secrecy';
}

const LIMITS: readonly [field: keyof NewAccount, max: number, message: ServerMessage][] = [
  ['realname', 50, AdminUserMessage.rowRealnameTooLong],
  ['nickname', 20, AdminUserMessage.rowNicknameTooLong],
  ['school', 100, AdminUserMessage.rowSchoolTooLong],
];

/** The team of a row's team columns (name, members separated by ';'), null for none, or why it is refused. */
function rowTeam(teamName: string, membersCell: string): TeamFields | null | ServerMessage {
  const members = splitMembers(membersCell);
  if (teamName === '') return members.length > 0 ? AdminUserMessage.teamNameRequired : null;
  if (Array.from(teamName).length > TEAM_NAME_MAX) return AdminUserMessage.rowTeamNameTooLong;
  if (members.length > TEAM_MEMBERS_MAX) return AdminUserMessage.rowTooManyMembers;
  if (members.some((member) => Array.from(member).length > TEAM_MEMBER_NAME_MAX)) return AdminUserMessage.rowMemberTooLong;
  return cleanTeam(teamName, members);
}

/** The account of one CSV row, or why the row is refused (checks needing no database). */
export function parseRow(cells: readonly string[]): NewAccount | ServerMessage {
  const cell = (index: number): string => (cells[index] ?? '').trim();
  const username = cell(0);
  // Passwords keep their spaces: what the admin wrote is what the user types.
  const password = cells[1] ?? '';
  if (username === '') return AdminUserMessage.rowUsernameRequired;
  if (password === '') return AdminUserMessage.rowPasswordRequired;
  if (Array.from(username).length > 20) return AdminUserMessage.rowUsernameTooLong;
  if (password.length < GENERATED_PASSWORD_LENGTH.min || password.length > GENERATED_PASSWORD_LENGTH.max) return AdminUserMessage.rowPasswordLength;
  const email = cell(2);
  if (email !== '' && (email.length > 255 || !EMAIL_PATTERN.test(email))) return AdminUserMessage.rowEmailFormat;
  const optional = (index: number): string | null => (cell(index) === '' ? null : cell(index));
  const account: NewAccount = { username, password, email, realname: optional(3), gender: csvGender(cell(4)), nickname: optional(5), school: optional(6) };
  for (const [field, max, message] of LIMITS) {
    const value = account[field];
    if (typeof value === 'string' && Array.from(value).length > max) return message;
  }
  const team = rowTeam(cell(7), cell(8));
  if (isServerMessage(team)) return team;
  return { ...account, team };
}

async function takenNames(db: DataSource, accounts: readonly NewAccount[]): Promise<{ names: Set<string>; keys: Set<string>; emails: Set<string> }> {
  const users = db.getRepository(UserInfoEntity);
  const names = new Set<string>();
  const keys = new Set<string>();
  const emails = new Set<string>();
  if (accounts.length === 0) return { names, keys, emails };
  const byName = await users.find({ where: { username: In(accounts.map((a) => a.username)) }, select: { username: true } });
  for (const user of byName) names.add(usernameKey(user.username));
  const byKey = await users.find({ where: { usernameKey: In(accounts.map((a) => usernameKey(a.username))) }, select: { usernameKey: true } });
  for (const user of byKey) if (user.usernameKey) keys.add(user.usernameKey);
  const wanted = accounts.map((a) => a.email).filter((email) => email !== '');
  if (wanted.length > 0) {
    const byEmail = await users.find({ where: { email: In(wanted) }, select: { email: true } });
    for (const user of byEmail) emails.add(user.email.toLowerCase());
  }
  return { names, keys, emails };
}

/** One row of the import's report, with the reason it was refused as a declared message (null when imported). */
export type ImportRow = Omit<BatchUserRowReportDto, 'reason'> & { reason: ServerMessage | null };
/** The import's report; the route words the reasons in the request's language. */
export type ImportReport = Omit<BatchUserReportDto, 'rows'> & { rows: ImportRow[] };

/**
 * insert-batch-user: checks every row (required fields, lengths, duplicates in the file, names and
 * emails already taken, look-alike names), imports the valid ones (with their team, for rows with a
 * team name) and reports each row.
 */
export async function importUsers(db: DataSource, rows: readonly (readonly string[])[]): Promise<ImportReport> {
  const report: ImportRow[] = [];
  const candidates: { index: number; account: NewAccount }[] = [];
  const seenKeys = new Set<string>();
  const seenEmails = new Set<string>();
  rows.forEach((cells, index) => {
    const parsed = parseRow(cells);
    const refused = isServerMessage(parsed) ? parsed : null;
    report.push({ row: index + 1, username: isServerMessage(parsed) ? (cells[0] ?? '').trim() : parsed.username, ok: false, reason: refused });
    if (isServerMessage(parsed)) return;
    const key = usernameKey(parsed.username);
    const email = parsed.email.toLowerCase();
    const entry = report[index];
    if (!entry) return;
    if (seenKeys.has(key)) entry.reason = AdminUserMessage.rowDuplicateInFile;
    else if (email !== '' && seenEmails.has(email)) entry.reason = AdminUserMessage.rowEmailDuplicateInFile;
    seenKeys.add(key);
    if (email !== '') seenEmails.add(email);
    if (entry.reason === null) candidates.push({ index, account: parsed });
  });
  const taken = await takenNames(
    db,
    candidates.map((candidate) => candidate.account),
  );
  const accepted = candidates.filter(({ index, account }) => {
    const entry = report[index];
    if (!entry) return false;
    const key = usernameKey(account.username);
    if (taken.names.has(key)) entry.reason = AdminUserMessage.usernameExists;
    else if (taken.keys.has(key)) entry.reason = AdminUserMessage.usernameTooSimilar;
    else if (account.email !== '' && taken.emails.has(account.email.toLowerCase())) entry.reason = AdminUserMessage.emailExists;
    return entry.reason === null;
  });
  const outcome = await insertAccounts(
    db,
    accepted.map((candidate) => candidate.account),
  );
  accepted.forEach(({ index }, position) => {
    const entry = report[index];
    if (!entry) return;
    const clash = outcome[position];
    entry.ok = clash === null;
    if (clash === 'email') entry.reason = AdminUserMessage.emailExists;
    else if (clash !== null && clash !== undefined) entry.reason = AdminUserMessage.usernameExists;
  });
  const imported = report.filter((entry) => entry.ok).length;
  return { imported, refused: report.length - imported, rows: report };
}
