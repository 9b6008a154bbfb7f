/**
 * The NDJSON event feed of the ICPC contest API, as a snapshot: every object once, in an order a
 * resolver can replay (contest, judgement types, languages, problems, organizations, teams, the
 * state at the start, then submissions, their judgements and clarifications by time, awards, and
 * the state as of now). Tokens are the line numbers; `since_token` starts after one.
 */
import type { IcpcEvent, IcpcEventType } from '@oj/contracts';
import type { IcpcContestData } from './data.ts';
import { icpcLanguages } from './languages.ts';
import { icpcClarifications, icpcContest, icpcJudgements, icpcOrganizations, icpcProblems, icpcState, icpcSubmissions, icpcTeams } from './mapping.ts';
import { icpcAwards } from './scoreboard.ts';
import { JUDGEMENT_TYPES } from './verdicts.ts';

type Line = Omit<IcpcEvent, 'token'>;

function lines(type: IcpcEventType, items: readonly { id: string }[]): Line[] {
  return items.map((item) => ({ type, id: item.id, data: item }));
}

/** Every event of the contest as of `data.nowMs`, tokens included. */
export function eventFeed(data: IcpcContestData): IcpcEvent[] {
  const contest = icpcContest(data);
  const state = icpcState(data);
  const timed: { atMs: number; order: number; line: Line }[] = [];
  const submissions = icpcSubmissions(data);
  const judgements = icpcJudgements(data);
  submissions.forEach((submission, index) => {
    const atMs = Date.parse(submission.time);
    timed.push({ atMs, order: 0, line: { type: 'submissions', id: submission.id, data: submission } });
    const judgement = judgements[index];
    if (judgement) timed.push({ atMs: Date.parse(judgement.end_time ?? judgement.start_time), order: 1, line: { type: 'judgements', id: judgement.id, data: judgement } });
  });
  for (const clarification of icpcClarifications(data)) timed.push({ atMs: Date.parse(clarification.time), order: 2, line: { type: 'clarifications', id: clarification.id, data: clarification } });
  timed.sort((a, b) => a.atMs - b.atMs || a.order - b.order);
  const all: Line[] = [
    { type: 'contest', id: contest.id, data: contest },
    ...lines('judgement-types', JUDGEMENT_TYPES),
    ...lines('languages', icpcLanguages(data.languages.values())),
    ...lines('problems', icpcProblems(data)),
    ...lines('organizations', icpcOrganizations(data)),
    ...lines('teams', icpcTeams(data)),
    { type: 'state', id: null, data: { started: state.started, ended: null, frozen: null, thawed: null, finalized: null, end_of_updates: null } },
    ...timed.map((entry) => entry.line),
    ...(state.ended === null ? [] : lines('awards', icpcAwards(data))),
    { type: 'state', id: null, data: state },
  ];
  return all.map((line, index) => ({ ...line, token: String(index + 1) }));
}

/** The feed as NDJSON, from after `sinceToken` (a token this feed gave; anything else starts at the beginning). */
export function eventFeedText(data: IcpcContestData, sinceToken: string | undefined): string {
  const events = eventFeed(data);
  const after = sinceToken !== undefined && /^[1-9][0-9]{0,8}$/.test(sinceToken) ? Number(sinceToken) : 0;
  return events
    .slice(after)
    .map((event) => `${JSON.stringify(event)}\n`)
    .join('');
}
