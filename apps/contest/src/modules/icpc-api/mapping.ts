/**
 * The contest's objects as the ICPC contest API (2023-06) shapes them: contest, state, problems,
 * groups, organizations (schools), teams (accounts), submissions, judgements and clarifications
 * (announcements). Ids: the contest id, the contest-problem id, the uid, the submitId.
 */
import { createHash } from 'node:crypto';
import { Verdict } from '@oj/contracts';
import type {
  IcpcClarification,
  IcpcContest,
  IcpcGroup,
  IcpcJudgement,
  IcpcOrganization,
  IcpcProblem,
  IcpcState,
  IcpcSubmission,
  IcpcTeam,
} from '@oj/contracts';
import type { ContestRow } from '@oj/db';
import type { UserProfile } from '@oj/db/reads';
import { showsProperty } from './access.ts';
import type { IcpcContestData } from './data.ts';
import { entryPointOf, languageId } from './languages.ts';
import { absTime, relTime } from './times.ts';
import { judgementTypeOf } from './verdicts.ts';

/** Minutes a rejected try costs (the board's ACM rule). */
export const PENALTY_MINUTES = 20;

export function icpcContest(contest: Pick<ContestRow, 'id' | 'title' | 'startTime' | 'endTime' | 'sealRank' | 'sealRankTime'>): IcpcContest {
  const startMs = contest.startTime.getTime();
  const endMs = contest.endTime.getTime();
  const freezeMs = contest.sealRank && contest.sealRankTime !== null ? endMs - contest.sealRankTime.getTime() : null;
  return {
    id: String(contest.id),
    name: contest.title,
    formal_name: contest.title,
    start_time: absTime(startMs),
    duration: relTime(endMs - startMs),
    scoreboard_freeze_duration: freezeMs === null ? null : relTime(freezeMs),
    scoreboard_type: 'pass-fail',
    penalty_time: PENALTY_MINUTES,
  };
}

/** The state as of `data.nowMs`: frozen from the seal; thawed and finalized at the end when the board unseals. */
export function icpcState(data: IcpcContestData): IcpcState {
  const { contest, nowMs } = data;
  const startMs = contest.startTime.getTime();
  const endMs = contest.endTime.getTime();
  const sealMs = contest.sealRank && contest.sealRankTime !== null ? contest.sealRankTime.getTime() : null;
  const ended = nowMs >= endMs;
  const frozen = sealMs !== null && nowMs >= sealMs ? absTime(sealMs) : null;
  const thawed = frozen !== null && ended && contest.autoRealRank ? absTime(endMs) : null;
  const finalized = ended && (frozen === null || thawed !== null) ? absTime(endMs) : null;
  return {
    started: nowMs >= startMs ? absTime(startMs) : null,
    ended: ended ? absTime(endMs) : null,
    frozen,
    thawed,
    finalized,
    end_of_updates: finalized,
  };
}

export function icpcProblems(data: IcpcContestData): IcpcProblem[] {
  return data.problems.map((problem, ordinal) => {
    const color = problem.color ?? '';
    return {
      id: String(problem.id),
      label: problem.displayId,
      name: problem.displayTitle,
      ordinal,
      ...(/^#[A-Fa-f0-9]{3}([A-Fa-f0-9]{3})?$/.test(color) ? { rgb: color } : {}),
    };
  });
}

/** An organization id from a school name (names may hold any characters). */
export function organizationId(school: string): string {
  return `org-${createHash('sha256').update(school).digest('hex').slice(0, 16)}`;
}

export function icpcOrganizations(data: IcpcContestData): IcpcOrganization[] {
  const schools = new Set<string>();
  for (const profile of data.profiles.values()) {
    const school = filled(profile.school);
    if (school !== null) schools.add(school);
  }
  return [...schools].sort().map((school) => ({ id: organizationId(school), name: school, formal_name: school }));
}

/** The groups: official participants, and the star accounts (on the board, never ranked: hidden teams). */
export const ICPC_GROUPS = {
  official: { id: 'official', name: 'Official participants' },
  unofficial: { id: 'unofficial', name: 'Unofficial participants (star accounts, not ranked)' },
} as const satisfies Record<string, IcpcGroup>;

export function icpcGroups(): IcpcGroup[] {
  return Object.values(ICPC_GROUPS);
}

function filled(text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The name a team goes by: a team account's team name; else the name the contest's board shows
 * (rankShowName), except that real names are shown only to clients who see personal data.
 */
function displayName(profile: UserProfile, rankShowName: string, personal: boolean): string {
  const teamName = filled(profile.teamName);
  if (teamName !== null) return teamName;
  if (rankShowName === 'nickname') return filled(profile.nickname) ?? profile.username;
  if (rankShowName === 'realname' && personal) return filled(profile.realname) ?? profile.username;
  return profile.username;
}

/** Teams: the accounts that submitted, and the star accounts (hidden: never ranked). */
export function icpcTeams(data: IcpcContestData): IcpcTeam[] {
  const withOrganization = showsProperty(data.view, 'teams', 'organization_id');
  return [...data.profiles.values()]
    .sort((a, b) => a.username.localeCompare(b.username))
    .map((profile) => {
      const school = filled(profile.school);
      const hidden = data.starUids.has(profile.uid);
      return {
        id: profile.uid,
        name: filled(profile.teamName) ?? profile.username,
        label: profile.username,
        display_name: displayName(profile, data.contest.rankShowName, data.view.personal),
        ...(withOrganization ? { organization_id: school === null ? null : organizationId(school) } : {}),
        group_ids: [hidden ? ICPC_GROUPS.unofficial.id : ICPC_GROUPS.official.id],
        hidden,
      };
    });
}

export function icpcSubmissions(data: IcpcContestData): IcpcSubmission[] {
  const startMs = data.contest.startTime.getTime();
  return data.submissions.map((submission) => {
    const language = data.languages.get(submission.submitId) ?? 'unknown';
    const atMs = submission.submitTime.getTime();
    return {
      id: String(submission.submitId),
      language_id: languageId(language),
      problem_id: String(submission.cpid),
      team_id: submission.uid,
      time: absTime(atMs),
      contest_time: relTime(atMs - startMs),
      entry_point: entryPointOf(language)?.name ?? null,
    };
  });
}

const JUDGING: ReadonlySet<number> = new Set([Verdict.Pending, Verdict.Compiling, Verdict.Judging, Verdict.Submitting]);

/** One judgement per submission: the current verdict (no end time while it is being judged). */
export function icpcJudgements(data: IcpcContestData): IcpcJudgement[] {
  const startMs = data.contest.startTime.getTime();
  return data.submissions.map((submission) => {
    const atMs = submission.submitTime.getTime();
    const done = !JUDGING.has(submission.status);
    return {
      id: String(submission.submitId),
      submission_id: String(submission.submitId),
      judgement_type_id: done ? judgementTypeOf(submission.status) : null,
      start_time: absTime(atMs),
      start_contest_time: relTime(atMs - startMs),
      end_time: done ? absTime(atMs) : null,
      end_contest_time: done ? relTime(atMs - startMs) : null,
    };
  });
}

/** The contest's visible announcements, as clarifications to everyone. */
export function icpcClarifications(data: IcpcContestData): IcpcClarification[] {
  const startMs = data.contest.startTime.getTime();
  return [...data.announcements]
    .sort((a, b) => a.id - b.id)
    .map((announcement) => {
      const atMs = Date.parse(announcement.gmtCreate);
      return {
        id: `announcement-${announcement.id}`,
        from_team_id: null,
        to_team_id: null,
        reply_to_id: null,
        problem_id: null,
        text: `${announcement.title}\n\n${announcement.content}`,
        time: absTime(atMs),
        contest_time: relTime(atMs - startMs),
      };
    });
}
