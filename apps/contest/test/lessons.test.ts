// Lessons over the contest service, real MariaDB and NATS: the catalogue's paging and keyword, the
// visibility of hidden lessons and items, item kinds, the refusal of unsafe links, and who may call what.
import type { AdminLessonGroupsDto, AdminLessonPageDto, LessonDetailDto, LessonPageDto } from '@oj/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContestKit } from './helpers.ts';
import type { Account, ContestTestKit } from './helpers.ts';

let kit: ContestTestKit;
let admin: Account;
let alice: Account;

async function created(url: string, payload: object): Promise<number> {
  const answer = await kit.call<{ id: number }>('POST', url, admin, payload);
  expect(answer.statusCode, answer.msg).toBe(200);
  return answer.data.id;
}

beforeAll(async () => {
  kit = await startContestKit();
  admin = kit.accounts.admin;
  alice = kit.accounts.alice;
}, 120_000);

afterAll(async () => {
  await kit.close();
});

describe('lesson catalogue', () => {
  let visibleIds: number[] = [];

  beforeAll(async () => {
    visibleIds = [];
    for (let index = 1; index <= 17; index += 1) {
      visibleIds.push(await created('/api/admin/lesson', { title: `Graph course ${index}`, logo: '/api/public/md-images/logo.png', description: '# Graphs' }));
    }
    await created('/api/admin/lesson', { title: 'Graph course hidden', visible: false });
    await created('/api/admin/lesson', { title: 'Dynamic programming 100%', description: 'dp' });
  });

  it('pages the visible lessons 15 at a time, newest first, for visitors too', async () => {
    const first = await kit.call<LessonPageDto>('GET', '/api/lesson/page?currentPage=1', null);
    expect(first.statusCode).toBe(200);
    expect(first.data.total).toBe(18);
    expect(first.data.records).toHaveLength(15);
    expect(first.data.records[0]).toEqual({ id: expect.any(Number), title: 'Dynamic programming 100%', logo: null });
    const second = await kit.call<LessonPageDto>('GET', '/api/lesson/page?currentPage=2', alice);
    expect(second.data.records).toHaveLength(3);
    expect(second.data.records.map((lesson) => lesson.title)).not.toContain('Graph course hidden');
  });

  it('filters by keyword, wildcards taken literally', async () => {
    const graphs = await kit.call<LessonPageDto>('GET', '/api/lesson/page?keyword=graph&limit=30', null);
    expect(graphs.data.total).toBe(17);
    const percent = await kit.call<LessonPageDto>('GET', `/api/lesson/page?keyword=${encodeURIComponent('100%')}`, null);
    expect(percent.data.records.map((lesson) => lesson.title)).toEqual(['Dynamic programming 100%']);
    const none = await kit.call<LessonPageDto>('GET', `/api/lesson/page?keyword=${encodeURIComponent('%')}&limit=30`, null);
    expect(none.data.total).toBe(1);
  });

  it('the back office lists hidden lessons too', async () => {
    const page = await kit.call<AdminLessonPageDto>('GET', '/api/admin/lesson/page?keyword=hidden', admin);
    expect(page.statusCode).toBe(200);
    expect(page.data.records.map((lesson) => [lesson.title, lesson.visible, lesson.author])).toEqual([['Graph course hidden', false, admin.username]]);
  });
});

describe('a lesson with groups and items', () => {
  let lid: number;
  let hiddenLid: number;
  let videoGroup: number;
  let slidesGroup: number;

  beforeAll(async () => {
    lid = await created('/api/admin/lesson', { title: 'Shortest paths', description: '**Dijkstra** and friends' });
    hiddenLid = await created('/api/admin/lesson', { title: 'Draft', visible: false });
    videoGroup = await created('/api/admin/lesson/group', { lid, name: 'Videos' });
    slidesGroup = await created('/api/admin/lesson/group', { lid, name: 'Slides', rank: -1 });
    await created('/api/admin/lesson/item', { gid: videoGroup, title: 'Intro', url: 'https://video.example.org/intro.mp4' });
    await created('/api/admin/lesson/item', { gid: videoGroup, title: 'Secret', url: 'https://video.example.org/secret.mp4', isVisible: false });
    await created('/api/admin/lesson/item', {
      gid: slidesGroup,
      title: 'Handout',
      url: '/api/public/md-files/0f0f0f0f-0000-4000-8000-000000000000.PDF?download=0',
    });
    await created('/api/admin/lesson/item', { gid: slidesGroup, title: 'Deck', url: 'https://files.example.org/deck.pptx#p2' });
  });

  it('needs a signed-in user', async () => {
    const anonymous = await kit.call('GET', `/api/lesson?lid=${lid}`, null);
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows groups in rank order with their visible items, each with its kind', async () => {
    const answer = await kit.call<LessonDetailDto>('GET', `/api/lesson?lid=${lid}`, alice);
    expect(answer.statusCode).toBe(200);
    expect(answer.data.title).toBe('Shortest paths');
    expect(answer.data.desc).toBe('**Dijkstra** and friends');
    expect(answer.data.groups.map((group) => group.name)).toEqual(['Slides', 'Videos']);
    const [slides, videos] = answer.data.groups;
    expect(slides?.items.map((item) => [item.title, item.kind, item.isNotVideo])).toEqual([
      ['Handout', 'pdf', true],
      ['Deck', 'slides', true],
    ]);
    expect(videos?.items.map((item) => [item.title, item.kind, item.isNotVideo, item.isVisible])).toEqual([['Intro', 'video', false, true]]);
  });

  it('hides a hidden lesson from users and admins alike on the user side, and 404s a missing one', async () => {
    expect((await kit.call('GET', `/api/lesson?lid=${hiddenLid}`, alice)).statusCode).toBe(404);
    expect((await kit.call('GET', `/api/lesson?lid=${hiddenLid}`, admin)).statusCode).toBe(404);
    expect((await kit.call('GET', '/api/lesson?lid=999999', alice)).statusCode).toBe(404);
    expect((await kit.call('GET', '/api/lesson?lid=abc', alice)).statusCode).toBe(400);
  });

  it('refuses links that are not http(s) or the site’s own, with a 400', async () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>1</script>',
      '//evil.example.org/x.mp4',
      'vbscript:x',
      'https://',
      '/\\evil',
      'ftp://a.org/x.pdf',
      '',
    ]) {
      const answer = await kit.call('POST', '/api/admin/lesson/item', admin, { gid: videoGroup, title: 'Bad', url });
      expect(answer.statusCode, url).toBe(400);
    }
    const logo = await kit.call('POST', '/api/admin/lesson', admin, { title: 'Bad logo', logo: 'javascript:alert(1)' });
    expect(logo.statusCode).toBe(400);
    const item = (await kit.call<AdminLessonGroupsDto>('GET', `/api/admin/lesson/groups?id=${lid}`, admin)).data.groups[1]?.items[0];
    const update = await kit.call('PUT', '/api/admin/lesson/item', admin, { id: item?.id, title: 'Intro', url: 'javascript:void(0)' });
    expect(update.statusCode).toBe(400);
  });

  it('edits, hides, reorders and deletes items; the back office sees hidden ones', async () => {
    const groups = (await kit.call<AdminLessonGroupsDto>('GET', `/api/admin/lesson/groups?id=${lid}`, admin)).data.groups;
    const videos = groups.find((group) => group.id === videoGroup);
    expect(videos?.items.map((item) => [item.title, item.isVisible])).toEqual([
      ['Intro', true],
      ['Secret', false],
    ]);
    const [intro, secret] = videos?.items ?? [];
    expect((await kit.call('PUT', '/api/admin/lesson/item', admin, { id: secret?.id, title: 'Secret', url: secret?.url, isVisible: true })).statusCode).toBe(
      200,
    );
    expect((await kit.call('PUT', '/api/admin/lesson/item/order', admin, { gid: videoGroup, ids: [secret?.id, intro?.id] })).statusCode).toBe(200);
    expect((await kit.call('PUT', '/api/admin/lesson/item/order', admin, { gid: videoGroup, ids: [secret?.id] })).statusCode).toBe(400);
    let shown = await kit.call<LessonDetailDto>('GET', `/api/lesson?lid=${lid}`, alice);
    expect(shown.data.groups[1]?.items.map((item) => item.title)).toEqual(['Secret', 'Intro']);
    expect((await kit.call('DELETE', `/api/admin/lesson/item?id=${intro?.id}`, admin)).statusCode).toBe(200);
    expect((await kit.call('DELETE', `/api/admin/lesson/group?id=${slidesGroup}`, admin)).statusCode).toBe(200);
    shown = await kit.call<LessonDetailDto>('GET', `/api/lesson?lid=${lid}`, alice);
    expect(shown.data.groups.map((group) => [group.name, group.items.map((item) => item.title)])).toEqual([['Videos', ['Secret']]]);
    expect((await kit.call('PUT', '/api/admin/lesson/group', admin, { id: videoGroup, name: '  ' })).statusCode).toBe(400);
  });

  it('deletes a lesson with its groups and items', async () => {
    expect((await kit.call('DELETE', `/api/admin/lesson?id=${lid}`, admin)).statusCode).toBe(200);
    expect((await kit.call('GET', `/api/lesson?lid=${lid}`, alice)).statusCode).toBe(404);
    expect((await kit.call('GET', `/api/admin/lesson/groups?id=${lid}`, admin)).statusCode).toBe(404);
    expect((await kit.call('PUT', '/api/admin/lesson/item/order', admin, { gid: videoGroup, ids: [] })).statusCode).toBe(404);
  });
});

describe('lesson back office roles', () => {
  const calls: [string, string, object?][] = [
    ['GET', '/api/admin/lesson/page'],
    ['GET', '/api/admin/lesson?id=1'],
    ['POST', '/api/admin/lesson', { title: 'X' }],
    ['PUT', '/api/admin/lesson', { id: 1, title: 'X' }],
    ['DELETE', '/api/admin/lesson?id=1'],
    ['GET', '/api/admin/lesson/groups?id=1'],
    ['POST', '/api/admin/lesson/group', { lid: 1, name: 'X' }],
    ['POST', '/api/admin/lesson/item', { gid: 1, title: 'X', url: 'https://a.org/v.mp4' }],
    ['PUT', '/api/admin/lesson/item/order', { gid: 1, ids: [] }],
  ];

  it('answers 401 to visitors and 403 to users', async () => {
    for (const [method, url, payload] of calls) {
      expect((await kit.call(method as 'GET', url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await kit.call(method as 'GET', url, alice, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lets every admin role in', async () => {
    const root = await kit.call<AdminLessonPageDto>('GET', '/api/admin/lesson/page', kit.accounts.root);
    expect(root.statusCode).toBe(200);
    const missing = await kit.call('GET', '/api/admin/lesson?id=999999', admin);
    expect(missing.statusCode).toBe(404);
  });
});
