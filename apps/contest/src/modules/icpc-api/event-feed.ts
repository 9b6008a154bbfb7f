/**
 * The NDJSON event feed of the ICPC contest API, as a snapshot: every object the client may read
 * (its view's endpoint types) once, in an order a resolver can replay (contest, judgement types,
 * languages, problems, groups, organizations, teams, the state at the start, then submissions,
 * their judgements and clarifications by time, awards, and the state as of now).
 *
 * Tokens: a line's number and a digest of the lines up to it. `since_token` resumes after a token
 * only while the feed up to that line is unchanged (then every change since is in the rest); any
 * other token, or one whose lines have changed (a judgement finished), answers 400 and the client
 * reads the feed again from the start, as the specification's reconnection allows.
 */
import { createHash } from 'node:crypto';
import type { IcpcEndpointType, IcpcEvent } from '@oj/contracts';
import { fail } from '@oj/service-kit';
import type { IcpcContestData } from './data.ts';
import { icpcLanguages } from './languages.ts';
import {
  icpcClarifications,
  icpcContest,
  icpcGroups,
  icpcJudgements,
  icpcOrganizations,
  icpcProblems,
  icpcState,
  icpcSubmissions,
  icpcTeams,
} from './mapping.ts';
import { icpcAwards } from './scoreboard.ts';
import { JUDGEMENT_TYPES } from './verdicts.ts';
import { IcpcApiMessage } from '@oj/contracts';

type Line = Omit<IcpcEvent, 'token'>;

/** Every line of the feed the view may read, without tokens. */
function feedLines(data: IcpcContestData): Line[] {
  const reads = (type: IcpcEndpointType) => data.view.endpoints.has(type);
  const each = (type: IcpcEndpointType, items: () => readonly { id: string }[]): Line[] =>
    reads(type) ? items().map((item) => ({ type, id: item.id, data: item })) : [];
  const state = icpcState(data);
  const timed: { atMs: number; order: number; line: Line }[] = [];
  if (reads('submissions')) {
    const judgements = reads('judgements') ? icpcJudgements(data) : [];
    icpcSubmissions(data).forEach((submission, index) => {
      timed.push({ atMs: Date.parse(submission.time), order: 0, line: { type: 'submissions', id: submission.id, data: submission } });
      const judgement = judgements[index];
      if (judgement)
        timed.push({ atMs: Date.parse(judgement.end_time ?? judgement.start_time), order: 1, line: { type: 'judgements', id: judgement.id, data: judgement } });
    });
  }
  if (reads('clarifications')) {
    for (const clarification of icpcClarifications(data)) {
      timed.push({ atMs: Date.parse(clarification.time), order: 2, line: { type: 'clarifications', id: clarification.id, data: clarification } });
    }
  }
  timed.sort((a, b) => a.atMs - b.atMs || a.order - b.order);
  const atStart = { started: state.started, ended: null, frozen: null, thawed: null, finalized: null, end_of_updates: null };
  return [
    // The contest and the state are singletons: their events carry a null id.
    ...(reads('contest') ? [{ type: 'contest' as const, id: null, data: icpcContest(data.contest) }] : []),
    ...each('judgement-types', () => JUDGEMENT_TYPES),
    ...each('languages', () => icpcLanguages(data.languages.values())),
    ...each('problems', () => icpcProblems(data)),
    ...each('groups', () => icpcGroups()),
    ...each('organizations', () => icpcOrganizations(data)),
    ...each('teams', () => icpcTeams(data)),
    ...(reads('state') ? [{ type: 'state' as const, id: null, data: atStart }] : []),
    ...timed.map((entry) => entry.line),
    ...(state.ended === null ? [] : each('awards', () => icpcAwards(data))),
    ...(reads('state') ? [{ type: 'state' as const, id: null, data: state }] : []),
  ];
}

/** Every event the view may read as of `data.nowMs`, each with its token. */
export function eventFeed(data: IcpcContestData): IcpcEvent[] {
  const digest = createHash('sha256');
  return feedLines(data).map((line, index) => {
    digest.update(`${JSON.stringify(line)}\n`);
    return { ...line, token: `${index + 1}-${digest.copy().digest('hex').slice(0, 16)}` };
  });
}

/** The feed as NDJSON, after `sinceToken` when given (400 unless it is one of this feed's tokens). */
export function eventFeedText(data: IcpcContestData, sinceToken: string | undefined): string {
  const events = eventFeed(data);
  let from = 0;
  if (sinceToken !== undefined) {
    const at = events.findIndex((event) => event.token === sinceToken);
    if (at < 0) throw fail(IcpcApiMessage.unknownSinceToken);
    from = at + 1;
  }
  return events
    .slice(from)
    .map((event) => `${JSON.stringify(event)}\n`)
    .join('');
}
