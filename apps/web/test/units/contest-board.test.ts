import { describe, expect, it } from 'vitest';
import { ContestStatus } from '@oj/contracts';
import type { AcmCellDto } from '@oj/contracts';
import { boardControlsAllowed } from '@/features/contest-board/access.ts';
import { acmCellState, acmCellText, formatContestTime, oiScoreColor } from '@/features/contest-board/cells.ts';
import { CONCERNED_MAX, concernedKey, readConcerned, toggleConcerned, writeConcerned } from '@/features/contest-board/concerned.ts';
import { boardPushOutcome } from '@/features/contest-board/board-push.ts';
import { DEFAULT_BOARD_VIEW, boardPageSize, boardQuery, isPushedView } from '@/features/contest-board/query.ts';
import { printContentError } from '@/features/contest-print/rules.ts';
import { playerKeyOf } from '@/features/scroll-board/hooks/use-reveal-player.ts';
import { parseScrollBoardSearch, scrollBoardRequest, scrollBoardSearch } from '@/features/scroll-board/query.ts';

const acm = (fields: Partial<AcmCellDto>): AcmCellDto => ({
  isAC: false,
  isFirstAC: false,
  isAfterContest: false,
  ACTime: null,
  tryNum: 0,
  errorNum: 0,
  pendingNum: 0,
  ...fields,
});

describe('board cells', () => {
  it('formats times from the start as H:MM:SS, hours not capped', () => {
    expect(formatContestTime(0)).toBe('0:00:00');
    expect(formatContestTime(3725)).toBe('1:02:05');
    expect(formatContestTime(97_329)).toBe('27:02:09');
    expect(formatContestTime(null)).toBe('--');
    expect(formatContestTime(-5)).toBe('--');
  });

  it('tells first AC from AC, pending from failed, and empty cells', () => {
    expect(acmCellState(acm({ isAC: true, isFirstAC: true, ACTime: 60, tryNum: 1 }))).toBe('firstAc');
    expect(acmCellState(acm({ isAC: true, ACTime: 60, tryNum: 3, errorNum: 2, pendingNum: 1 }))).toBe('ac');
    expect(acmCellState(acm({ errorNum: 2, tryNum: 2, pendingNum: 1 }))).toBe('pending');
    expect(acmCellState(acm({ errorNum: 1, tryNum: 1 }))).toBe('failed');
    expect(acmCellState(acm({}))).toBe('empty');
    expect(acmCellState(undefined)).toBe('empty');
  });

  it('shows the AC time with the tries, or the rejected tries, and keeps the after-contest mark', () => {
    expect(acmCellText(acm({ isAC: true, ACTime: 4000, tryNum: 3, errorNum: 2, isAfterContest: true }))).toEqual({
      time: '1:06:40',
      tries: 3,
      pending: 0,
      afterContest: true,
    });
    expect(acmCellText(acm({ errorNum: 2, tryNum: 2, pendingNum: 4 }))).toEqual({ time: null, tries: 2, pending: 4, afterContest: false });
  });

  it('colours OI scores by value', () => {
    expect(oiScoreColor(null)).toBeUndefined();
    expect(oiScoreColor(0)).toBe('#cf1322');
    expect(oiScoreColor(35)).toBe('#ad4e00');
    expect(oiScoreColor(80)).toBe('#3f6600');
    expect(oiScoreColor(100)).toBe('#237804');
    expect(new Set([0, 35, 80, 100].map(oiScoreColor)).size).toBe(4);
  });
});

describe('board query', () => {
  it('sends page 1 of 50 by default, with every switch', () => {
    expect(boardQuery(9, DEFAULT_BOARD_VIEW)).toEqual({ cid: 9, currentPage: 1, limit: 50, removeStar: false, forceRefresh: false, containsEnd: false });
  });

  it('keeps offered page sizes only, coerces pages below 1, trims the keyword and drops it when blank', () => {
    expect([10, 30, 50, 100, 300, 20, 0].map(boardPageSize)).toEqual([10, 30, 50, 100, 300, 50, 50]);
    const query = boardQuery(9, { ...DEFAULT_BOARD_VIEW, currentPage: 0, limit: 300, keyword: '  North  ' });
    expect(query).toMatchObject({ currentPage: 1, limit: 300, keyword: 'North' });
    expect(boardQuery(9, { ...DEFAULT_BOARD_VIEW, keyword: '   ' })).not.toHaveProperty('keyword');
    expect(boardQuery(9, { ...DEFAULT_BOARD_VIEW, keyword: 'x'.repeat(150) }).keyword).toHaveLength(100);
  });

  it('sends the concerned list only while that filter is on and the list is not empty', () => {
    expect(boardQuery(9, DEFAULT_BOARD_VIEW, ['u1'])).not.toHaveProperty('concernedList');
    expect(boardQuery(9, { ...DEFAULT_BOARD_VIEW, concernedOnly: true }, [])).not.toHaveProperty('concernedList');
    expect(boardQuery(9, { ...DEFAULT_BOARD_VIEW, concernedOnly: true }, ['u1', 'u2']).concernedList).toEqual(['u1', 'u2']);
  });

  it('recognises the view a live push carries', () => {
    expect(isPushedView(boardQuery(9, DEFAULT_BOARD_VIEW))).toBe(true);
    expect(isPushedView(boardQuery(9, { ...DEFAULT_BOARD_VIEW, currentPage: 2 }))).toBe(false);
    expect(isPushedView(boardQuery(9, { ...DEFAULT_BOARD_VIEW, removeStar: true }))).toBe(false);
    expect(isPushedView(boardQuery(9, { ...DEFAULT_BOARD_VIEW, keyword: 'a' }))).toBe(false);
    expect(isPushedView(boardQuery(9, { ...DEFAULT_BOARD_VIEW, limit: 100 }))).toBe(false);
    expect(isPushedView(boardQuery(9, { ...DEFAULT_BOARD_VIEW, limit: 100 }), 100)).toBe(true);
  });

  it('gives force update to contest admins, and the after-contest switch to them or to all once ended with allowEndSubmit', () => {
    const running = { status: ContestStatus.Running, isAdmin: false, allowEndSubmit: true };
    expect(boardControlsAllowed(running)).toEqual({ forceRefresh: false, containsEnd: false });
    expect(boardControlsAllowed({ ...running, isAdmin: true })).toEqual({ forceRefresh: true, containsEnd: true });
    expect(boardControlsAllowed({ ...running, status: ContestStatus.Ended })).toEqual({ forceRefresh: false, containsEnd: true });
    expect(boardControlsAllowed({ ...running, status: ContestStatus.Ended, allowEndSubmit: false }).containsEnd).toBe(false);
  });
});

describe('concerned users', () => {
  it('are kept per contest and toggled', () => {
    localStorage.clear();
    expect(readConcerned(3)).toEqual([]);
    writeConcerned(3, toggleConcerned([], 'u1'));
    expect(readConcerned(3)).toEqual(['u1']);
    expect(readConcerned(4)).toEqual([]);
    writeConcerned(3, toggleConcerned(readConcerned(3), 'u1'));
    expect(localStorage.getItem(concernedKey(3))).toBeNull();
    localStorage.setItem(concernedKey(5), '{"not":"a list"}');
    expect(readConcerned(5)).toEqual([]);
    localStorage.setItem(concernedKey(5), 'garbage');
    expect(readConcerned(5)).toEqual([]);
    const full = Array.from({ length: CONCERNED_MAX }, (_, index) => `u${index}`);
    expect(toggleConcerned(full, 'extra')).toHaveLength(CONCERNED_MAX);
  });
});

describe('scroll-board window query', () => {
  it('round-trips cid, removeStar and the three medal counts', () => {
    const search = scrollBoardSearch({ cid: 12, removeStar: true, medals: { gold: 3, silver: 6, bronze: 9 } });
    expect(search.toString()).toBe('cid=12&removeStar=true&medals%5B%5D=3&medals%5B%5D=6&medals%5B%5D=9');
    const params = parseScrollBoardSearch(search);
    expect(params).toEqual({ cid: 12, removeStar: true, medals: { gold: 3, silver: 6, bronze: 9 } });
    expect(scrollBoardRequest(params!)).toEqual({ cid: 12, removeStar: true, gold: 3, silver: 6, bronze: 9 });
  });

  it('refuses a missing or bad cid and ignores incomplete medals', () => {
    expect(parseScrollBoardSearch('?removeStar=true')).toBeNull();
    expect(parseScrollBoardSearch('?cid=0')).toBeNull();
    expect(parseScrollBoardSearch('?cid=abc')).toBeNull();
    expect(parseScrollBoardSearch('?cid=5&medals[]=1&medals[]=2')).toEqual({ cid: 5, removeStar: false, medals: null });
    expect(parseScrollBoardSearch('?cid=5&medals[]=1&medals[]=x&medals[]=3')?.medals).toBeNull();
    expect(scrollBoardRequest({ cid: 5, removeStar: false, medals: null })).toEqual({ cid: 5, removeStar: false });
  });

  it('maps keys: Enter and Space step, A auto-plays, F goes full screen', () => {
    const key = (name: string, ctrlKey = false) => playerKeyOf({ key: name, ctrlKey, metaKey: false, altKey: false });
    expect([key('Enter'), key(' '), key('a'), key('F'), key('x'), key('a', true)]).toEqual(['step', 'step', 'autoPlay', 'fullScreen', null, null]);
  });
});

describe('print content', () => {
  it('must not be blank and must have at least 50 characters', () => {
    expect(printContentError('')).toBe('contentEmpty');
    expect(printContentError('   \n ')).toBe('contentEmpty');
    expect(printContentError('x'.repeat(49))).toBe('contentTooShort');
    expect(printContentError('x'.repeat(50))).toBeNull();
  });
});

describe('board pushes', () => {
  const view = boardQuery(7, DEFAULT_BOARD_VIEW);
  const page = (version: number) => ({ total: 0, records: [], sealed: false, version, firstBlood: {} });
  const action = (push: Parameters<typeof boardPushOutcome>[0], shown: number | undefined, query = view, isAdmin = false) =>
    boardPushOutcome(push, shown === undefined ? undefined : page(shown), query, isAdmin).action;
  it('ignore versions already shown, use the page for the default view of a non-admin, else refetch', () => {
    expect(action({ cid: 7, version: 3, firstPage: page(3) }, 3)).toBe('ignore');
    expect(action({ cid: 7, version: 4, limit: 50, firstPage: page(4) }, 3)).toBe('use');
    expect(action({ cid: 7, version: 4, firstPage: page(4) }, undefined)).toBe('use');
    expect(action({ cid: 7, version: 4, limit: 50, firstPage: page(4) }, 3, view, true)).toBe('refetch');
    expect(action({ cid: 7, version: 4, limit: 50 }, 3)).toBe('refetch');
    expect(action({ cid: 7, version: 4, limit: 30, firstPage: page(4) }, 3)).toBe('refetch');
    expect(action({ cid: 7, version: 4, firstPage: page(4) }, 3, boardQuery(7, { ...DEFAULT_BOARD_VIEW, currentPage: 2 }))).toBe('refetch');
  });
});
