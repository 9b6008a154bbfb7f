import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_OWNERS } from '@oj/contracts';
import { CommentEntity, CommentReplyEntity, DiscussionCategoryEntity, DiscussionEntity, DiscussionReportEntity, saveSystemConfig } from '@oj/db';
import { startGroupKit } from './group-kit.ts';
import type { GroupKit } from './group-kit.ts';
import { expectRowsFor, matrixAccounts, matrixGroup, matrixTests, routesUnder, row } from './role-matrix.ts';
import type { MatrixAccounts, RouteCase } from './role-matrix.ts';

// The role matrix of the discussion, comment, reply, like, report and message calls and of the
// group discussion calls (spec 03 §6, §7), with the group matrix's roles (role-matrix.ts). Each
// call gets a fresh private group with a discussion of its member m3 (a comment and a reply of m3
// under it), and a public discussion of m3 likewise. A discussion, comment or message route added
// without a row here fails, and so does any other community route that no matrix or table claims.

interface Fixture {
  gid: number;
  /** The public discussion, its comment, reply and report. */
  pub: Thread;
  /** The group's discussion. */
  grp: Thread;
  categoryId: number;
  /** A category no discussion uses (the super admin's category calls). */
  spareCategoryId: number;
}
interface Thread {
  did: number;
  commentId: number;
  replyId: number;
  reportId: number;
}

//                      m1   m2   m3   m4   m5   owner site super stranger anon
const ANYONE = row([200, 200, 200, 200, 200, 200, 200, 200, 200, 200]);
const SIGNED_IN = row([200, 200, 200, 200, 200, 200, 200, 200, 200, 401]);
const SITE_ADMINS = row([403, 403, 403, 403, 403, 403, 200, 200, 403, 401]);
const SUPER_ADMIN = row([403, 403, 403, 403, 403, 403, 403, 200, 403, 401]);
/** The public discussion of m3: m3 alone. */
const PUB_AUTHOR = row([403, 403, 200, 403, 403, 403, 403, 403, 403, 401]);
/** The public discussion of m3 (or its comment, reply): m3 and the admin roles. */
const PUB_AUTHOR_OR_ADMIN = row([403, 403, 200, 403, 403, 403, 200, 200, 403, 401]);
/** A group's discussion read by id: members; nothing of it outside the group (404). */
const GRP_READ = row([404, 404, 200, 200, 200, 200, 404, 200, 404, 404]);
const GRP_MEMBER_WRITE = row([404, 404, 200, 200, 200, 200, 404, 200, 404, 401]);
/** m3's thing in the group: m3 and the group admins (4, 5, the owner, super admins). */
const GRP_AUTHOR_OR_ADMIN = row([404, 404, 200, 200, 200, 200, 404, 200, 404, 401]);
const GRP_AUTHOR = row([404, 404, 200, 403, 403, 403, 404, 403, 404, 401]);
/** Calls naming the private group: as its other calls (403 outside it). */
const GRP_MEMBERS = row([403, 403, 200, 200, 200, 200, 403, 200, 403, 401]);
const GRP_ADMINS = row([403, 403, 403, 200, 200, 200, 403, 200, 403, 401]);
const GRP_SWITCH = row([404, 404, 403, 200, 200, 200, 404, 200, 404, 401]);

const form = (categoryId: number) => ({ title: 'A question', description: 'In short', content: 'The **whole** question.', categoryId });
const q = (values: Record<string, string | number | boolean>) =>
  `?${new URLSearchParams(Object.entries(values).map(([key, value]): [string, string] => [key, String(value)])).toString()}`;

/** The cases of a call on a thread, once on the public discussion and once on the group's. */
function both(
  request: (thread: Thread, fixture: Fixture, serial: number) => { url: string; body?: unknown },
  pub: Record<string, number>,
  grp: Record<string, number>,
): RouteCase<Fixture>[] {
  return [
    { label: 'public', request: (f, serial) => request(f.pub, f, serial), expect: pub },
    { label: 'group', request: (f, serial) => request(f.grp, f, serial), expect: grp },
  ];
}

const MATRIX: Record<string, RouteCase<Fixture> | RouteCase<Fixture>[]> = {
  'GET /discussion-category': { request: () => ({ url: '' }), expect: ANYONE },
  'POST /discussion-category': { request: (_f, serial) => ({ url: '', body: { name: `Matrix ${String(serial)}` } }), expect: SUPER_ADMIN },
  'PUT /discussion-category': {
    request: (f, serial) => ({ url: '', body: { id: f.spareCategoryId, name: `Renamed ${String(serial)}` } }),
    expect: SUPER_ADMIN,
  },
  'DELETE /discussion-category': { request: (f) => ({ url: q({ id: f.spareCategoryId }) }), expect: SUPER_ADMIN },
  'GET /get-discussion-list': { request: () => ({ url: '' }), expect: ANYONE },
  'GET /get-discussion-detail': both((t) => ({ url: q({ did: t.did }) }), ANYONE, GRP_READ),
  'POST /discussion': [
    { label: 'public', request: (f) => ({ url: '', body: form(f.categoryId) }), expect: SIGNED_IN },
    { label: 'group', request: (f) => ({ url: '', body: { ...form(f.categoryId), gid: f.gid } }), expect: GRP_MEMBERS },
  ],
  'PUT /discussion': both((t, f) => ({ url: '', body: { id: t.did, ...form(f.categoryId), title: 'Edited' } }), PUB_AUTHOR, GRP_AUTHOR),
  'DELETE /discussion': both((t) => ({ url: q({ did: t.did }) }), PUB_AUTHOR_OR_ADMIN, GRP_AUTHOR_OR_ADMIN),
  'GET /discussion-like': both((t) => ({ url: q({ did: t.did, toLike: true }) }), SIGNED_IN, GRP_MEMBER_WRITE),
  'POST /discussion-report': both((t) => ({ url: '', body: { did: t.did, tags: ['Spam ads'] } }), SIGNED_IN, GRP_MEMBER_WRITE),
  'GET /comments': both((t) => ({ url: q({ did: t.did }) }), ANYONE, GRP_READ),
  'POST /comment': both((t) => ({ url: '', body: { did: t.did, content: 'A comment' } }), SIGNED_IN, GRP_MEMBER_WRITE),
  'DELETE /comment': both((t) => ({ url: '', body: { id: t.commentId, did: t.did } }), PUB_AUTHOR_OR_ADMIN, GRP_AUTHOR_OR_ADMIN),
  'GET /comment-like': both((t) => ({ url: q({ cid: t.commentId, toLike: true }) }), SIGNED_IN, GRP_MEMBER_WRITE),
  'GET /reply': both((t) => ({ url: q({ commentId: t.commentId, did: t.did }) }), ANYONE, GRP_READ),
  'POST /reply': both((t) => ({ url: '', body: { did: t.did, reply: { commentId: t.commentId, content: 'A reply' } } }), SIGNED_IN, GRP_MEMBER_WRITE),
  'DELETE /reply': both((t) => ({ url: '', body: { did: t.did, reply: { id: t.replyId } } }), PUB_AUTHOR_OR_ADMIN, GRP_AUTHOR_OR_ADMIN),
  'GET /msg/unread': { request: () => ({ url: '' }), expect: SIGNED_IN },
  'GET /msg/comment': { request: () => ({ url: '' }), expect: SIGNED_IN },
  'GET /msg/reply': { request: () => ({ url: '' }), expect: SIGNED_IN },
  'GET /msg/like': { request: () => ({ url: '' }), expect: SIGNED_IN },
  'GET /msg/sys': { request: () => ({ url: '' }), expect: SIGNED_IN },
  'GET /msg/mine': { request: () => ({ url: '' }), expect: SIGNED_IN },
  'DELETE /msg/clean': { request: () => ({ url: q({ type: 'Discuss' }) }), expect: SIGNED_IN },
  // The back office sees public discussions only: a group's is unknown there (404 for the admin roles).
  'GET /admin/discussion': { request: () => ({ url: '' }), expect: SITE_ADMINS },
  'PUT /admin/discussion': both(
    (t) => ({ url: '', body: { id: t.did, topPriority: true } }),
    SITE_ADMINS,
    row([403, 403, 403, 403, 403, 403, 404, 404, 403, 401]),
  ),
  'DELETE /admin/discussion': both((t) => ({ url: q({ id: t.did }) }), SITE_ADMINS, row([403, 403, 403, 403, 403, 403, 404, 404, 403, 401])),
  'GET /admin/discussion-report': { request: () => ({ url: '' }), expect: SITE_ADMINS },
  'PUT /admin/discussion-report': { request: (f) => ({ url: '', body: { id: f.pub.reportId, status: true } }), expect: SITE_ADMINS },
  'DELETE /admin/discussion-report': { request: (f) => ({ url: q({ id: f.pub.reportId }) }), expect: SITE_ADMINS },
  'GET /group/get-discussion-list': { request: (f) => ({ url: q({ gid: f.gid }) }), expect: GRP_MEMBERS },
  'GET /group/get-admin-discussion-list': { request: (f) => ({ url: q({ gid: f.gid }) }), expect: GRP_ADMINS },
  'POST /group/discussion': { request: (f) => ({ url: '', body: { ...form(f.categoryId), gid: f.gid } }), expect: GRP_MEMBERS },
  'PUT /group/discussion': [
    { label: 'author edit', request: (f) => ({ url: '', body: { id: f.grp.did, ...form(f.categoryId), title: 'Edited' } }), expect: GRP_AUTHOR },
    { label: 'top switch', request: (f) => ({ url: '', body: { id: f.grp.did, topPriority: true } }), expect: GRP_SWITCH },
    { label: 'status switch', request: (f) => ({ url: '', body: { id: f.grp.did, status: 1 } }), expect: GRP_SWITCH },
  ],
  'DELETE /group/discussion': { request: (f) => ({ url: q({ did: f.grp.did }) }), expect: GRP_AUTHOR_OR_ADMIN },
};

/** The community's entries this matrix answers for; the other entries are claimed below. */
const ENTRIES = [
  '/msg/*',
  '/comments',
  '/comment',
  '/comment-like',
  '/reply',
  '/discussion-category',
  '/get-discussion-list',
  '/get-discussion-detail',
  '/discussion',
  '/discussion-like',
  '/discussion-report',
  '/admin/discussion',
  '/admin/discussion-report',
];
/** Where the rest of the community's routes have their role tests. */
const ELSEWHERE: Readonly<Record<string, string>> = {
  '/get-group-*': 'group-roles.test.ts',
  '/group': 'group-roles.test.ts',
  '/group/*': 'group-roles.test.ts (group/*discussion*: here)',
  '/admin/msg/*': 'apps/gateway/test/admin-access.test.ts (super admin)',
  '/admin/announcement': 'apps/gateway/test/admin-access.test.ts (super admin)',
  '/get-common-announcement': 'open to anyone (announcement.test.ts)',
  '/community/*': 'the admin-only ping (ping.test.ts)',
  '/discussion/*': 'planned, no route yet',
};

describe('the discussion, comment and message role matrix', () => {
  const routes = new Set<string>();
  let kit: GroupKit;
  let accounts: MatrixAccounts;
  let categoryId = 0;

  beforeAll(async () => {
    kit = await startGroupKit(routes);
    accounts = await matrixAccounts(kit);
    const db = kit.service.database.dataSource;
    // The thresholds are the rules tests' (discussion-rules.test.ts): off here, roles alone decide.
    await saveSystemConfig(db, { discussionMinAccepted: 0, discussionDailyLimit: 0, commentMinAccepted: 0 }, '');
    categoryId = (await db.getRepository(DiscussionCategoryEntity).find({ order: { id: 'ASC' }, take: 1 }))[0]?.id ?? 0;
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  async function thread(gid: number | null): Promise<Thread> {
    const db = kit.service.database.dataSource;
    const author = accounts.m3.uid;
    const discussion = await db.getRepository(DiscussionEntity).insert({
      ...form(categoryId),
      pid: null,
      gid,
      uid: author,
      role: 'user',
      topPriority: false,
      status: 0,
    });
    const did = Number(discussion.identifiers[0]?.id);
    const comment = await db.getRepository(CommentEntity).insert({ cid: null, did, content: 'A comment', fromUid: author, fromRole: 'user' });
    const commentId = Number(comment.identifiers[0]?.id);
    const reply = await db
      .getRepository(CommentReplyEntity)
      .insert({ commentId, content: 'A reply', fromUid: author, fromRole: 'user', toUid: author, quoteId: commentId, quoteType: 'Comment' });
    const report = await db.getRepository(DiscussionReportEntity).insert({ did, reporter: accounts.m4.uid, content: '#Spam ads#', status: false });
    return { did, commentId, replyId: Number(reply.identifiers[0]?.id), reportId: Number(report.identifiers[0]?.id) };
  }

  async function fixture(): Promise<Fixture> {
    const db = kit.service.database.dataSource;
    const { gid } = await matrixGroup(db, accounts);
    const spare = await db.getRepository(DiscussionCategoryEntity).insert({ name: `Spare ${String(gid)}` });
    return { gid, pub: await thread(null), grp: await thread(gid), categoryId, spareCategoryId: Number(spare.identifiers[0]?.id) };
  }

  it('has a row for every discussion, comment and message route the service registers', () => {
    const covered = [...routesUnder(routes, ENTRIES), ...routesUnder(routes, ['/group/*']).filter((route) => route.includes('discussion'))];
    expectRowsFor(MATRIX, covered, routes);
  });

  it('leaves no community route without a role test: every entry is this matrix’s or claimed elsewhere', () => {
    expect(ROUTE_OWNERS.community.filter((entry) => !ENTRIES.includes(entry) && !(entry in ELSEWHERE))).toEqual([]);
  });

  matrixTests(MATRIX, () => ({ kit, accounts, fixture }));
});
