import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { openProblemWhere } from '@oj/access';
import { DEFAULT_DIFFICULTIES, ProblemEntity, SessionEntity, UserAcProblemEntity, UserRecordEntity } from '@oj/db';
import { countUserSubmissions, userSubmissionsPerDay } from '@oj/db/reads';
import type { UserInfoRow } from '@oj/db';
import type { Viewer } from '../../problem/visibility.ts';
import type { UserHomeDto } from '../schemas.ts';
import { roleCodesOf, roleNames } from './users.ts';

interface SolvedProblem {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
}

const DIFFICULTY_NAMES = new Map(DEFAULT_DIFFICULTIES.map((level) => [level.id, level.name]));

/** Groups solved problems under Easy, Mid and Hard (always present), other levels under "Level <id>". */
export function groupByDifficulty(problems: readonly SolvedProblem[]): Record<string, SolvedProblem[]> {
  const groups: Record<string, SolvedProblem[]> = Object.fromEntries(DEFAULT_DIFFICULTIES.map((level) => [level.name, []]));
  for (const problem of problems) {
    const name = DIFFICULTY_NAMES.get(problem.difficulty) ?? `Level ${problem.difficulty}`;
    (groups[name] ??= []).push(problem);
  }
  return groups;
}

/**
 * A home page names problems (solved lists) and counts submissions (total, heat map): for anyone
 * but admin roles, only those of problems the viewer may open outside contests, as the problem
 * module's `canView` decides (public, not a group's). Submissions, counted by judge-dispatch's
 * published reads, still count when their problem row is gone. `p` is the problem joined to each row.
 */
function onlyViewableProblems<T extends object>(query: SelectQueryBuilder<T>, viewer: Viewer): SelectQueryBuilder<T> {
  if (viewer.isAdmin) return query;
  const open = openProblemWhere('p');
  return query.andWhere(open.sql, open.params);
}

async function solvedProblems(db: DataSource, uid: string, viewer: Viewer): Promise<SolvedProblem[]> {
  const query = db
    .createQueryBuilder()
    .select(['p.id AS pid', 'p.problemId AS problemId', 'p.title AS title', 'p.difficulty AS difficulty'])
    .from(UserAcProblemEntity, 'ac')
    .innerJoin(ProblemEntity.options.name, 'p', 'p.id = ac.pid')
    .where('ac.uid = :uid', { uid });
  const rows = await onlyViewableProblems(query, viewer)
    .orderBy('p.problemId', 'ASC')
    .getRawMany<{ pid: number | string; problemId: string; title: string; difficulty: number | string }>();
  return rows.map((row) => ({ pid: Number(row.pid), problemId: row.problemId, title: row.title, difficulty: Number(row.difficulty) }));
}

/** How many submissions a user made, of those the viewer may know of. */
function submissionTotal(db: DataSource, uid: string, viewer: Viewer): Promise<number> {
  return countUserSubmissions(db, uid, { openProblemsOnly: !viewer.isAdmin });
}

/** The user-home answer: public profile fields plus submission and solving statistics, as far as the viewer may see them. */
export async function userHome(db: DataSource, user: UserInfoRow, viewer: Viewer): Promise<UserHomeDto> {
  const [roles, total, solved, record, lastSession] = await Promise.all([
    roleCodesOf(db, user.uid),
    submissionTotal(db, user.uid, viewer),
    solvedProblems(db, user.uid, viewer),
    db.getRepository(UserRecordEntity).findOne({ where: { uid: user.uid } }),
    db.getRepository(SessionEntity).findOne({ where: { uid: user.uid }, order: { gmtCreate: 'DESC' }, select: { gmtCreate: true } }),
  ]);
  return {
    uid: user.uid,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    school: user.school,
    gender: user.gender,
    signature: user.signature,
    github: user.github,
    blog: user.blog,
    titleName: user.titleName,
    titleColor: user.titleColor,
    roleList: roleNames(roles),
    total,
    solvedList: solved.map((problem) => problem.problemId),
    solvedGroupByDifficulty: groupByDifficulty(solved),
    score: record?.score ?? 0,
    rating: record?.rating ?? null,
    recentLoginTime: lastSession ? lastSession.gmtCreate.toISOString() : null,
    gmtCreate: user.gmtCreate.toISOString(),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of an instant in a zone `offsetMinutes` east of UTC. */
export function localDate(instant: Date, offsetMinutes: number): string {
  return new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * Submissions per day over the last year (today and the 365 days before it), days counted in the
 * zone `offsetMinutes` east of UTC, of those the viewer may know of. Days without submissions are
 * left out.
 */
export async function submissionHeatmap(
  db: DataSource,
  uid: string,
  offsetMinutes: number,
  viewer: Viewer,
  now = new Date(),
): Promise<{ dataList: { date: string; count: number }[]; endDate: string }> {
  const endDate = localDate(now, offsetMinutes);
  const startInstant = new Date(Date.parse(`${endDate}T00:00:00Z`) - 365 * DAY_MS - offsetMinutes * 60_000);
  const dataList = await userSubmissionsPerDay(db, uid, startInstant, offsetMinutes, { openProblemsOnly: !viewer.isAdmin });
  return { dataList, endDate };
}
