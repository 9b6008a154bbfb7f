import { describe, expect, it } from 'vitest';
import { normalisePageQuery } from '../../src/modules/scoreboard/index.ts';
import { PUBLIC, START_MS, Verdict, boardOf, contestOf, ranksOf, sub, userOf } from './fixtures.ts';

// Pages served from memory: size, number, keyword, concerned users, star removal; ranks stay those of the full board.

const NOW = START_MS;

/** 120 users: user000 solves A at minute 0, user001 at minute 1, ...; ranks 1..120. */
function crowd() {
  const users = Array.from({ length: 120 }, (_, index) => userOf(`user${String(index).padStart(3, '0')}`));
  return boardOf(
    contestOf({ starUids: ['user005'] }),
    users.map((user, index) => sub(user.uid, 'A', index, Verdict.Accepted)),
    users,
  );
}

describe('page size and number', () => {
  it('serves 50 rows by default and the total of the whole board', () => {
    const page = crowd().page({}, PUBLIC, NOW);
    expect(page.records).toHaveLength(50);
    expect(page.total).toBe(120);
    expect(page.records[0]?.uid).toBe('user000');
  });

  it('serves a later page with the ranks of the full board', () => {
    const page = crowd().page({ currentPage: 3, limit: 50 }, PUBLIC, NOW);
    expect(page.records).toHaveLength(20);
    expect(page.records[0]).toMatchObject({ uid: 'user100', rank: 100 });
  });

  it('coerces a page below 1 to 1 and an unknown size to 50', () => {
    const board = crowd();
    expect(board.page({ currentPage: 0, limit: 10 }, PUBLIC, NOW).records.map((record) => record.uid)).toEqual(
      board.page({ currentPage: 1, limit: 10 }, PUBLIC, NOW).records.map((record) => record.uid),
    );
    expect(board.page({ currentPage: -4, limit: 7 }, PUBLIC, NOW).records).toHaveLength(50);
    expect(normalisePageQuery({ currentPage: null, limit: 300, keyword: '  ' })).toMatchObject({ currentPage: 1, limit: 300, keyword: null });
    for (const limit of [10, 30, 100, 300]) expect(board.page({ limit }, PUBLIC, NOW).records).toHaveLength(Math.min(limit, 120));
  });

  it('pages through a keyword search and leaves out matching users without a row', () => {
    const board = crowd();
    board.upsertUser(userOf('quiet', { username: 'user-quiet' }));
    // user000..user119 plus user-quiet match "user"; 'quiet' has no submission, so no row.
    const second = board.page({ keyword: 'USER', currentPage: 2, limit: 100, removeStar: true }, PUBLIC, NOW);
    expect(second.total).toBe(119);
    expect(second.records.map((record) => record.rank)).toEqual(Array.from({ length: 19 }, (_, index) => 101 + index));
    expect(board.page({ keyword: 'user00', limit: 10 }, PUBLIC, NOW).records.map((record) => `${record.uid}:${record.rank}`)).toEqual([
      'user000:1',
      'user001:2',
      'user002:3',
      'user003:4',
      'user004:5',
      'user005:-1',
      'user006:6',
      'user007:7',
      'user008:8',
      'user009:9',
    ]);
  });

  it('serves a search matching most of the board the same way (one walk over the rows)', () => {
    const board = crowd();
    const broad = board.page({ keyword: 'user', currentPage: 2, limit: 10, removeStar: true }, PUBLIC, NOW);
    expect(broad.total).toBe(119);
    expect(broad.records.map((record) => record.rank)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    const narrow = board.page({ keyword: 'user01', limit: 10, removeStar: true }, PUBLIC, NOW);
    expect(narrow.records.map((record) => record.uid)).toEqual(Array.from({ length: 10 }, (_, index) => `user01${index}`));
  });

  it('answers a page past the end with no rows and the same total', () => {
    const page = crowd().page({ currentPage: 9, limit: 50 }, PUBLIC, NOW);
    expect(page).toMatchObject({ records: [], total: 120 });
  });

  it("with removeStar, leaves star users out of rows and total but keeps everyone else's rank", () => {
    const page = crowd().page({ removeStar: true, limit: 10 }, PUBLIC, NOW);
    expect(page.total).toBe(119);
    expect(page.records.map((record) => `${record.uid}:${record.rank}`).slice(4, 7)).toEqual(['user004:5', 'user006:6', 'user007:7']);
  });
});

describe('keyword and concerned users', () => {
  const board = () =>
    boardOf(
      contestOf(),
      [
        sub('u1', 'A', 1, Verdict.Accepted),
        sub('u2', 'A', 2, Verdict.Accepted),
        sub('u3', 'A', 3, Verdict.Accepted),
        sub('u4', 'A', 4, Verdict.Accepted),
        sub('u5', 'A', 5, Verdict.Accepted),
      ],
      [
        userOf('u1', { username: 'alice' }),
        userOf('u2', { username: 'bob', nickname: 'Captain Alpha' }),
        userOf('u3', { username: 'carol', realname: 'Carol ALPHAND' }),
        userOf('u4', { username: 'dave', school: 'Alphaville High' }),
        userOf('u5', { username: 'team42', teamName: 'The alphas', members: ['x', 'y'] }),
      ],
    );

  it('matches username, nickname, school and team name, case-insensitively; real names only for viewers who see them', () => {
    const page = board().page({ keyword: ' ALPH ' }, PUBLIC, NOW);
    expect(ranksOf(page)).toEqual({ u2: 2, u4: 4, u5: 5 });
    expect(page.total).toBe(3);
    expect(page.records.map((record) => record.realname)).toEqual([null, null, null]);
    // The contest's admins (and everyone, on a contest that shows real names) find and see real names.
    const asAdmin = board().page({ keyword: ' ALPH ' }, { isAdmin: true }, NOW);
    expect(ranksOf(asAdmin)).toEqual({ u2: 2, u3: 3, u4: 4, u5: 5 });
    expect(asAdmin.records.find((record) => record.uid === 'u3')?.realname).toBe('Carol ALPHAND');
    const showingRealnames = boardOf(
      contestOf({ rankShowName: 'realname' }),
      [sub('u3', 'A', 3, Verdict.Accepted)],
      [userOf('u3', { username: 'carol', realname: 'Carol ALPHAND' })],
    );
    expect(showingRealnames.page({ keyword: 'alphand' }, PUBLIC, NOW).records.map((record) => [record.rankShowName, record.realname])).toEqual([
      ['Carol ALPHAND', 'Carol ALPHAND'],
    ]);
    expect(
      board()
        .page({ keyword: 'ali' }, PUBLIC, NOW)
        .records.map((record) => record.uid),
    ).toEqual(['u1']);
    const team = board().page({ keyword: 'the alphas' }, PUBLIC, NOW).records[0];
    expect(team).toMatchObject({ uid: 'u5', teamName: 'The alphas', members: ['x', 'y'] });
  });

  it('keeps only concerned users, with their ranks; an empty list means everyone', () => {
    const page = board().page({ concernedList: ['u4', 'u2', 'nobody'] }, PUBLIC, NOW);
    expect(page.records.map((record) => `${record.uid}:${record.rank}`)).toEqual(['u2:2', 'u4:4']);
    expect(page.total).toBe(2);
    expect(board().page({ concernedList: [] }, PUBLIC, NOW).total).toBe(5);
    expect(
      board()
        .page({ concernedList: ['u4', 'u2'], keyword: 'dave' }, PUBLIC, NOW)
        .records.map((record) => record.uid),
    ).toEqual(['u4']);
  });

  it('follows a profile change: new name in search and among equal rows', () => {
    const tied = boardOf(
      contestOf(),
      [sub('u1', 'A', 1, Verdict.Accepted), sub('u2', 'A', 1, Verdict.Accepted)],
      [userOf('u1', { username: 'amy' }), userOf('u2', { username: 'ben' })],
    );
    expect(tied.page({}, PUBLIC, NOW).records.map((record) => record.uid)).toEqual(['u1', 'u2']);
    expect(tied.page({ keyword: 'amy' }, PUBLIC, NOW).total).toBe(1);
    tied.upsertUser(userOf('u1', { username: 'zoe' }));
    const page = tied.page({}, PUBLIC, NOW);
    expect(page.records.map((record) => `${record.username}:${record.rank}`)).toEqual(['ben:1', 'zoe:1']);
    expect(tied.page({ keyword: 'amy' }, PUBLIC, NOW).total).toBe(0);
  });

  it('uses a stand-in profile for a submission of a user it was not given', () => {
    const page = boardOf(contestOf(), []).page({}, PUBLIC, NOW);
    expect(page.total).toBe(0);
    const board = boardOf(contestOf(), []);
    expect(board.page({ keyword: 'newcomer' }, PUBLIC, NOW).total).toBe(0);
    board.applySubmission({ ...sub('u9', 'B', 3, Verdict.Accepted), username: 'newcomer' });
    expect(board.page({}, PUBLIC, NOW).records[0]).toMatchObject({ uid: 'u9', username: 'newcomer', rank: 1 });
    expect(board.page({ keyword: 'newcomer' }, PUBLIC, NOW).total).toBe(1);
  });
});
