/**
 * What the ICPC contest API shows of a contest, read once per call: the contest and its problems
 * (this service's tables), its submissions and their languages (judge-dispatch's published reads),
 * the submitters' profiles (the gateway's), its visible announcements, and its board in memory.
 */
import type { DataSource } from 'typeorm';
import type { ContestAnnouncementDto } from '@oj/contracts';
import type { ContestProblemRow, ContestRow } from '@oj/db';
import { contestSubmissionLanguages, contestSubmissions, uidsOfUsernames, userProfiles } from '@oj/db/reads';
import type { ContestSubmission, UserProfile } from '@oj/db/reads';
import type { BoardEntry } from '../board/entry.ts';
import { starAccountsOf } from '../contest/dto.ts';
import { contestAnnouncements } from '../contest/queries/announcements.ts';
import { contestProblemRows } from '../contest/queries/problems.ts';
import type { IcpcView } from './access.ts';
import { isCancelled } from './verdicts.ts';

export interface IcpcContestData {
  contest: ContestRow;
  problems: ContestProblemRow[];
  /** Submissions made before the end, cancelled ones left out, in submitId order. */
  submissions: ContestSubmission[];
  /** Language names by submitId. */
  languages: Map<number, string>;
  /** Profiles of the submitters and the star accounts, by uid. */
  profiles: Map<string, UserProfile>;
  /** Star accounts: hidden teams. */
  starUids: Set<string>;
  announcements: ContestAnnouncementDto[];
  board: BoardEntry;
  /** What the client may read (`access.ts`). */
  view: IcpcView;
  nowMs: number;
}

export async function readIcpcContest(db: DataSource, contest: ContestRow, board: BoardEntry, view: IcpcView, nowMs: number): Promise<IcpcContestData> {
  const stars = starAccountsOf(contest);
  const [problems, all, languages, announcements, starIds] = await Promise.all([
    contestProblemRows(db, contest.id),
    contestSubmissions(db, contest.id),
    contestSubmissionLanguages(db, contest.id),
    contestAnnouncements(db, contest.id),
    stars.length === 0 ? Promise.resolve(new Map<string, string>()) : uidsOfUsernames(db, stars),
  ]);
  const endMs = contest.endTime.getTime();
  const submissions = all.filter((submission) => !isCancelled(submission.status) && submission.submitTime.getTime() < endMs);
  const starUids = new Set(starIds.values());
  const profiles = await userProfiles(db, [...new Set([...submissions.map((submission) => submission.uid), ...starUids])]);
  return { contest, problems, submissions, languages, profiles, starUids, announcements, board, view, nowMs };
}
