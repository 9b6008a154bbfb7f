import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import type { ContestAnnouncementBriefDto, ContestAnnouncementDto } from '@oj/contracts';
import { ContestAnnouncementEntity } from '@oj/db';
import { KeptAnnouncements } from '../../src/modules/board/kept-announcements.ts';
import type { AnnouncementList } from '../../src/modules/board/kept-announcements.ts';
import { BoardKit } from './kit.ts';
import type { Account } from './kit.ts';

// A running contest's announcements are read once per instance and kept with its board: every open page asks
// for the unread ones each minute. A change of them, on any instance, makes every instance read them again.

const row = (id: number): ContestAnnouncementDto => ({
  id,
  cid: 1,
  title: `t${id}`,
  content: 'c',
  username: 'u',
  gmtCreate: new Date(0).toISOString(),
  gmtModified: new Date(0).toISOString(),
});

describe('kept announcements, alone', () => {
  it('shares one read among the askers and keeps its list', async () => {
    const kept = new KeptAnnouncements();
    let reads = 0;
    const read = () => {
      reads += 1;
      return Promise.resolve([row(reads)]);
    };
    const [first, second] = await Promise.all([kept.get(read), kept.get(read)]);
    expect(reads).toBe(1);
    expect(second).toBe(first);
    expect(kept.kept).toBe(true);
    expect(kept.get(read)).toBe(first);
    expect(reads).toBe(1);
  });

  it('does not keep a read begun before a forget, and reads again after it', async () => {
    const kept = new KeptAnnouncements();
    let release: (list: AnnouncementList) => void = () => undefined;
    const slow = kept.get(() => new Promise<AnnouncementList>((resolve) => (release = resolve)));
    kept.forget();
    release([row(1)]);
    expect(await slow).toEqual([row(1)]);
    expect(kept.kept).toBe(false);
    expect(await kept.get(() => Promise.resolve([row(2)]))).toEqual([row(2)]);
    expect(kept.kept).toBe(true);
    kept.forget();
    expect(await kept.get(() => Promise.resolve([]))).toEqual([]);
  });

  it('keeps nothing when the read fails, and the next ask reads again', async () => {
    const kept = new KeptAnnouncements();
    await expect(kept.get(() => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(kept.kept).toBe(false);
    expect(await kept.get(() => Promise.resolve([row(3)]))).toEqual([row(3)]);
  });
});

describe('kept announcements of a running contest, on two instances', () => {
  let kit: BoardKit;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let author: Account;
  let alice: Account;
  let cid: number;

  const unread = (on: FastifyInstance, readAnnouncementList: number[] = []) =>
    kit.call<ContestAnnouncementBriefDto[]>(on, 'POST', '/api/get-contest-not-read-announcement', alice, { cid, readAnnouncementList });
  const titles = async (on: FastifyInstance, readAnnouncementList: number[] = []) => {
    const answer = await unread(on, readAnnouncementList);
    expect(answer.statusCode).toBe(200);
    return answer.data.map((brief) => brief.title);
  };
  /** Asks `on` until its unread titles are `expected` (the other instance learns of a change by its event). */
  const seen = async (on: FastifyInstance, expected: string[]) => {
    const answer = await kit.until(
      () => titles(on),
      (got) => JSON.stringify(got) === JSON.stringify(expected),
    );
    expect(answer).toEqual(expected);
  };
  const add = async (on: FastifyInstance, title: string, visible = true) => {
    const answer = await kit.call<{ id: number }>(on, 'POST', '/api/admin/contest/announcement', author, { cid, title, content: `${title} text`, visible });
    expect(answer.statusCode).toBe(200);
    return answer.data.id;
  };

  beforeAll(async () => {
    kit = await BoardKit.create('board_announcements');
    author = await kit.account('annauthor', [Role.Admin]);
    alice = await kit.account('annalice');
    cid = await kit.contest(author, {});
    await kit.problems(cid, 1);
    first = await kit.start();
    second = await kit.start();
    // Both instances load the running contest's board.
    for (const on of [first, second]) expect((await kit.call(on, 'POST', '/api/get-contest-rank', alice, { cid, limit: 10 })).statusCode).toBe(200);
  });

  afterAll(async () => {
    await kit.close();
  });

  it('shows an announcement added on one instance on both, newest first, without the read ones', async () => {
    await seen(first, []);
    await seen(second, []);
    const rules = await add(first, 'Rules');
    await add(first, 'Hidden', false);
    const clarification = await add(second, 'Clarification');
    await seen(first, ['Clarification', 'Rules']);
    await seen(second, ['Clarification', 'Rules']);
    expect(await titles(first, [clarification])).toEqual(['Rules']);
    expect(await titles(second, [rules, clarification, 999_999])).toEqual([]);
    const all = await kit.call<ContestAnnouncementDto[]>(second, 'GET', `/api/get-contest-announcement?cid=${cid}`, alice);
    expect(all.data.map((announcement) => [announcement.title, announcement.content])).toEqual([
      ['Clarification', 'Clarification text'],
      ['Rules', 'Rules text'],
    ]);
  });

  it('keeps what it read: a row written behind the services’ backs stays unseen until the next change', async () => {
    await kit.db
      .getRepository(ContestAnnouncementEntity)
      .insert({ cid, title: 'Behind', content: 'not announced', visible: true, uid: author.uid, username: author.username });
    // Give an event time to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const on of [first, second]) expect(await titles(on)).toEqual(['Clarification', 'Rules']);
    // A change on the second instance: both read again, and so see the row too.
    const hidden = await kit.call<{ total: number; records: { id: number; title: string }[] }>(
      second,
      'GET',
      `/api/admin/contest/announcement?cid=${cid}&currentPage=1&limit=10`,
      author,
    );
    const rules = hidden.data.records.find((announcement) => announcement.title === 'Rules');
    expect(rules).toBeDefined();
    const update = await kit.call(second, 'PUT', '/api/admin/contest/announcement', author, {
      cid,
      id: rules?.id,
      title: 'Rules',
      content: 'Rules text',
      visible: false,
    });
    expect(update.statusCode).toBe(200);
    await seen(first, ['Behind', 'Clarification']);
    await seen(second, ['Behind', 'Clarification']);
  });

  it('forgets a deleted announcement on every instance', async () => {
    const list = await unread(first);
    const behind = list.data.find((brief) => brief.title === 'Behind');
    expect(behind).toBeDefined();
    const removed = await kit.call(first, 'DELETE', `/api/admin/contest/announcement?cid=${cid}&id=${behind?.id}`, author);
    expect(removed.statusCode).toBe(200);
    await seen(first, ['Clarification']);
    await seen(second, ['Clarification']);
  });
});
