import { describe, expect, it } from 'vitest';
import { boardPagePatch, scoreboardPageDigest } from '@oj/contracts';
import type { AcmCellDto, LiveBoard, ScoreboardPageDto, ScoreboardRowDto } from '@oj/contracts';
import { boardPushOutcome } from '@/features/contest-board/board-push.ts';
import { DEFAULT_BOARD_VIEW, boardQuery } from '@/features/contest-board/query.ts';

// Live board patches (packages/contracts/src/live-board-patch.ts) as the board page applies them: for a
// long run of verdicts on a board larger than page 1 (rank shifts, rows joining and leaving page 1,
// verdicts below it), what the page shows after each push is exactly the page the server pushed; a page
// that missed a push, or shows another board under the same version, refetches instead.

const CID = 7;
const LIMIT = 50;
const PROBLEMS = ['A', 'B', 'C', 'D'];
const view = boardQuery(CID, DEFAULT_BOARD_VIEW);

interface Team {
  uid: string;
  cells: Map<string, { tries: number; acTime: number | null }>;
}

/** A small ACM board: solved count, then penalty (AC times plus 20 minutes per rejected try), then uid. */
class Board {
  readonly teams: Team[] = [];
  readonly firstBlood = new Map<string, string>();
  version = 1000;

  constructor(count: number) {
    for (let index = 0; index < count; index += 1) this.teams.push({ uid: `u${String(index).padStart(3, '0')}`, cells: new Map() });
  }

  submit(team: Team, problem: string, accepted: boolean, atSec: number): void {
    const cell = team.cells.get(problem) ?? { tries: 0, acTime: null };
    team.cells.set(problem, cell);
    this.version += 1000;
    if (cell.acTime !== null) return;
    cell.tries += 1;
    if (!accepted) return;
    cell.acTime = atSec;
    if (!this.firstBlood.has(problem)) this.firstBlood.set(problem, team.uid);
  }

  page(): ScoreboardPageDto {
    const scored = this.teams
      .filter((team) => team.cells.size > 0)
      .map((team) => {
        let ac = 0;
        let totalTime = 0;
        const submissionInfo: Record<string, AcmCellDto> = {};
        for (const [problem, cell] of team.cells) {
          const isAC = cell.acTime !== null;
          if (isAC) {
            ac += 1;
            totalTime += (cell.acTime ?? 0) + (cell.tries - 1) * 1200;
          }
          submissionInfo[problem] = {
            isAC,
            isFirstAC: isAC && this.firstBlood.get(problem) === team.uid,
            isAfterContest: false,
            ACTime: cell.acTime,
            tryNum: cell.tries,
            errorNum: isAC ? cell.tries - 1 : cell.tries,
            pendingNum: 0,
          };
        }
        return { team, ac, totalTime, submissionInfo };
      })
      .sort((a, b) => b.ac - a.ac || a.totalTime - b.totalTime || a.team.uid.localeCompare(b.team.uid));
    const records: ScoreboardRowDto[] = [];
    for (const [position, entry] of scored.slice(0, LIMIT).entries()) {
      const previous = scored[position - 1];
      const tied = previous !== undefined && previous.ac === entry.ac && previous.totalTime === entry.totalTime;
      records.push({
        rank: tied ? (records[position - 1]?.rank ?? position + 1) : position + 1,
        uid: entry.team.uid,
        username: entry.team.uid,
        rankShowName: entry.team.uid,
        nickname: null,
        realname: null,
        gender: null,
        school: 'OJ School',
        avatar: null,
        teamName: null,
        members: null,
        isStar: false,
        isWinAward: false,
        awardName: null,
        awardBackground: null,
        awardColor: null,
        submissionInfo: entry.submissionInfo,
        totalTime: entry.totalTime,
        totalScore: 0,
        ac: entry.ac,
      });
    }
    return { total: scored.length, records, sealed: false, version: this.version, firstBlood: Object.fromEntries(this.firstBlood) };
  }
}

/** A deterministic run of numbers in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

/** What crosses the wire: JSON text, read back as a browser reads it; what a page holds is frozen (RTK Query's store). */
function wire<T>(value: T): T {
  const freeze = (item: unknown): unknown => {
    if (item !== null && typeof item === 'object') {
      for (const child of Object.values(item)) freeze(child);
      Object.freeze(item);
    }
    return item;
  };
  return freeze(JSON.parse(JSON.stringify(value))) as T;
}

/** The contest service's push after a change (apps/contest/src/modules/board/live.ts), against the page it pushed before. */
function push(base: ScoreboardPageDto | undefined, next: ScoreboardPageDto): LiveBoard {
  const patch = base ? boardPagePatch(base, next) : null;
  return wire(patch ? { cid: CID, version: next.version, limit: LIMIT, patch } : { cid: CID, version: next.version, limit: LIMIT, firstPage: next });
}

describe('live board patches on the board page', () => {
  it('make exactly the pushed page 1 through a long run of verdicts, rank shifts among them', () => {
    const board = new Board(90);
    const next = random(23);
    const seen = { full: 0, patches: 0, unchanged: 0, shifted: 0, sizeChanged: 0, loadedBetween: 0 };
    let pushed: ScoreboardPageDto | undefined;
    let shown: ScoreboardPageDto | undefined;
    for (let step = 0; step < 600; step += 1) {
      // Early verdicts bunch at the top (rows join page 1, tied ranks); later ones spread over all 90 teams.
      const team = board.teams[Math.floor(next() * (step < 120 ? 60 : 90))] as Board['teams'][number];
      board.submit(team, PROBLEMS[Math.floor(next() * PROBLEMS.length)] ?? 'A', next() < 0.4, 60 * step + Math.floor(next() * 60));
      // The coalescer: several changes between two pushes now and then.
      if (next() < 0.3) continue;
      // A page loaded between two pushes shows a version the server never pushed.
      if (next() < 0.05 && shown !== undefined) {
        shown = wire(board.page());
        seen.loadedBetween += 1;
        continue;
      }
      const page = board.page();
      const event = push(pushed, page);
      if (event.patch) {
        seen.patches += 1;
        if (event.patch.rows.length === 0) seen.unchanged += 1;
        const base = pushed as ScoreboardPageDto;
        if (event.patch.rows.some((change) => base.records[change.at] !== undefined && base.records[change.at]?.uid !== change.row.uid)) seen.shifted += 1;
        if (event.patch.size !== base.records.length) seen.sizeChanged += 1;
      } else seen.full += 1;
      pushed = page;
      const outcome = boardPushOutcome(event, shown, view, false);
      expect(outcome.action, `step ${step}`).toBe('use');
      if (outcome.action !== 'use') return;
      expect(outcome.page, `step ${step}`).toEqual(page);
      shown = wire(outcome.page);
    }
    // Every kind of push happened: whole pages, patches that move rows, patches that grow page 1, version bumps alone.
    expect(seen.full).toBeGreaterThan(0);
    expect(seen.patches).toBeGreaterThan(200);
    expect(seen.shifted).toBeGreaterThan(20);
    expect(seen.sizeChanged).toBeGreaterThan(5);
    expect(seen.unchanged).toBeGreaterThan(20);
    expect(seen.loadedBetween).toBeGreaterThan(3);
  });

  it('sends a patch far smaller than the page when a verdict leaves page 1 alone', () => {
    const board = new Board(120);
    for (const [index, team] of board.teams.entries()) board.submit(team, 'A', true, 100 + index);
    const before = board.page();
    // The last team's wrong try on B: below page 1.
    board.submit(board.teams[119] as Board['teams'][number], 'B', false, 9_000);
    const after = board.page();
    const event = push(before, after);
    expect(event.patch).toMatchObject({ baseVersion: before.version, rows: [], size: LIMIT, total: 120 });
    expect(JSON.stringify(event).length).toBeLessThan(JSON.stringify(after).length / 50);
    expect(boardPushOutcome(event, wire(before), view, false)).toEqual({ action: 'use', page: after });
  });

  it('refetches when the page missed a push (a gap in versions) or shows another board under the base version', () => {
    const board = new Board(60);
    board.submit(board.teams[0] as Board['teams'][number], 'A', true, 100);
    const first = board.page();
    board.submit(board.teams[1] as Board['teams'][number], 'A', true, 50);
    const second = board.page();
    board.submit(board.teams[2] as Board['teams'][number], 'B', true, 70);
    const third = board.page();
    // The page shows `first`; the push of `second` never reached it; the push of `third` patches `second`.
    const gap = push(second, third);
    expect(gap.patch?.baseVersion).toBe(second.version);
    expect(boardPushOutcome(gap, wire(first), view, false)).toEqual({ action: 'refetch' });
    // Nothing shown yet (the first load under way): a patch has nothing to apply to.
    expect(boardPushOutcome(gap, undefined, view, false)).toEqual({ action: 'refetch' });
    // The base version, but not the base's rows (another instance's board, say): the digest tells.
    const other = wire({ ...second, records: second.records.map((row) => (row.uid === 'u001' ? { ...row, school: 'Elsewhere' } : row)) });
    expect(boardPushOutcome(gap, other, view, false)).toEqual({ action: 'refetch' });
    // The base itself: applied.
    expect(boardPushOutcome(gap, wire(second), view, false)).toEqual({ action: 'use', page: third });
    // Another view, or a contest admin (the real board): refetch.
    expect(boardPushOutcome(gap, wire(second), boardQuery(CID, { ...DEFAULT_BOARD_VIEW, removeStar: true }), false)).toEqual({ action: 'refetch' });
    expect(boardPushOutcome(gap, wire(second), view, true)).toEqual({ action: 'refetch' });
  });

  it('sends the whole page when the view turned sealed, or when most rows changed', () => {
    const board = new Board(60);
    for (const [index, team] of board.teams.entries()) board.submit(team, 'A', true, 1_000 + index);
    const before = board.page();
    board.submit(board.teams[0] as Board['teams'][number], 'B', true, 2_000);
    expect(boardPagePatch(before, { ...board.page(), sealed: true })).toBeNull();
    // The last team solves three more problems at once: every row of page 1 moves down one place.
    const last = board.teams[59] as Board['teams'][number];
    for (const problem of ['B', 'C', 'D']) board.submit(last, problem, true, 10);
    const moved = board.page();
    expect(moved.records[0]?.uid).toBe(last.uid);
    expect(boardPagePatch(before, moved)).toBeNull();
    expect(push(before, moved).firstPage).toEqual(moved);
  });

  it('digests a page the same whatever the order of its keys', () => {
    const board = new Board(5);
    board.submit(board.teams[0] as Board['teams'][number], 'A', true, 100);
    const page = board.page();
    const reordered = Object.fromEntries(Object.entries(page).reverse()) as unknown as ScoreboardPageDto;
    expect(scoreboardPageDigest(reordered)).toBe(scoreboardPageDigest(page));
    expect(scoreboardPageDigest({ ...page, version: page.version + 1 })).not.toBe(scoreboardPageDigest(page));
  });
});
