/**
 * Generated contest data for bench/scoreboard.ts: a 5-hour ACM contest sealed for its last hour,
 * participants of varied skill, and submissions whose verdicts follow skill against difficulty.
 * Seeded, so two runs measure the same board.
 */
import { Verdict } from '@oj/contracts';
import type { BoardContest, BoardProblem, BoardSubmission, BoardUser } from '../../apps/contest/src/modules/scoreboard/index.ts';

export const MINUTE_MS = 60_000;
const START_MS = Date.UTC(2025, 2, 1, 9, 0, 0);
const DURATION_MS = 5 * 60 * MINUTE_MS;

/** mulberry32: a small seeded generator. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface BenchContest {
  contest: BoardContest;
  problems: BoardProblem[];
  users: BoardUser[];
  submissions: BoardSubmission[];
  /** Per user, a skill in 0..1, to draw later submissions from the same population. */
  skills: number[];
}

const REJECTIONS: [number, number][] = [
  [Verdict.WrongAnswer, 0.62],
  [Verdict.TimeLimitExceeded, 0.15],
  [Verdict.RuntimeError, 0.1],
  [Verdict.MemoryLimitExceeded, 0.04],
  [Verdict.PresentationError, 0.03],
  [Verdict.PartialAccepted, 0.03],
  [Verdict.SystemError, 0.01],
  [Verdict.Cancelled, 0.02],
];

/** A verdict for a user of this skill on a problem of this difficulty: CE 7 %, AC by skill, else a rejection. */
export function verdictFor(random: () => number, skill: number, difficulty: number): number {
  if (random() < 0.07) return Verdict.CompileError;
  if (random() < Math.min(0.85, Math.max(0.04, 0.45 + skill - difficulty))) return Verdict.Accepted;
  let draw = random();
  for (const [verdict, share] of REJECTIONS) {
    draw -= share;
    if (draw < 0) return verdict;
  }
  return Verdict.WrongAnswer;
}

/** Problem difficulty, easy (A) to hard (the last). */
export function difficultyOf(problem: number, problemCount: number): number {
  return 0.1 + (0.85 * problem) / Math.max(1, problemCount - 1);
}

/** Easy problems draw more submissions. */
export function pickProblem(random: () => number, problemCount: number): number {
  return Math.min(problemCount - 1, Math.floor(problemCount * random() ** 1.5));
}

export function generateContest(options: { users: number; problems: number; submissions: number; seed: number }): BenchContest {
  const random = seeded(options.seed);
  const endMs = START_MS + DURATION_MS;
  const problems: BoardProblem[] = Array.from({ length: options.problems }, (_, index) => ({
    cpid: index + 1,
    pid: 1000 + index,
    displayId: String.fromCharCode(65 + (index % 26)) + (index >= 26 ? String(Math.floor(index / 26)) : ''),
  }));
  const users: BoardUser[] = Array.from({ length: options.users }, (_, index) => {
    const team = index % 20 === 0;
    return {
      uid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      username: `user${index}`,
      nickname: `nick${index % 997}`,
      realname: `Real Name ${index}`,
      school: `School ${index % 300}`,
      gender: 'secrecy',
      avatar: null,
      teamName: team ? `Team ${index}` : null,
      members: team ? [`m${index}a`, `m${index}b`, `m${index}c`] : null,
    };
  });
  const skills = users.map(() => random() ** 0.8);
  const drafts: Omit<BoardSubmission, 'submitId'>[] = [];
  for (let count = 0; count < options.submissions; count += 1) {
    const user = Math.floor(random() * users.length);
    const problem = pickProblem(random, problems.length);
    // Activity grows through the contest; 2 % come after the end (allowEndSubmit).
    const afterEnd = random() < 0.02;
    const submitTimeMs = afterEnd ? endMs + Math.floor(random() * 30 * MINUTE_MS) : START_MS + Math.floor(DURATION_MS * random() ** 0.8);
    // The last two minutes are still being judged.
    const pending = !afterEnd && submitTimeMs > endMs - 2 * MINUTE_MS && random() < 0.4;
    const status = pending ? Verdict.Judging : verdictFor(random, skills[user] ?? 0.5, difficultyOf(problem, problems.length));
    drafts.push({ uid: (users[user] as BoardUser).uid, cpid: problem + 1, status, score: status === Verdict.Accepted ? 100 : 0, submitTimeMs });
  }
  drafts.sort((a, b) => a.submitTimeMs - b.submitTimeMs);
  const submissions = drafts.map((draft, index) => ({ ...draft, submitId: index + 1 }));
  const contest: BoardContest = {
    cid: 1,
    type: 0,
    startTimeMs: START_MS,
    endTimeMs: endMs,
    sealRank: true,
    sealRankTimeMs: endMs - 60 * MINUTE_MS,
    autoRealRank: true,
    oiRankScoreType: 'Recent',
    rankShowName: 'username',
    starUids: users.slice(0, 20).map((user) => user.uid),
    awardType: 1,
    awardConfigList: [
      { priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 10 },
      { priority: 2, name: 'Silver', background: '#b4b4b4', color: '#fff', num: 20 },
      { priority: 3, name: 'Bronze', background: '#c96', color: '#fff', num: 30 },
    ],
  };
  return { contest, problems, users, submissions, skills };
}
