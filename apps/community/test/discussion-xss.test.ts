import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { Marked } from 'marked';
import { GROUP_LIMITS } from '@oj/contracts';
import type { CommentDto, CommentReplyDto, DiscussionDto, GroupDto } from '@oj/contracts';
import { CommentEntity, CommentReplyEntity, DiscussionEntity, GroupEntity, saveSystemConfig } from '@oj/db';
import { bucketOpener } from '@oj/service-kit';
import { sanitizeMarkdown } from '../src/sanitize/index.ts';
import { startDiscussionKit } from './discussion-kit.ts';
import type { DiscussionKit } from './discussion-kit.ts';
import { XSS_PAYLOADS } from './xss-payloads.ts';

// Server-side sanitising (spec 03 §2.15, docs/security.md "Markdown from users"): what an ordinary
// user posts as discussion content, comment or reply, or writes as the description and brief of a
// group they own, is stored unable to run script, even rendered by a markdown renderer that
// sanitises nothing; an admin role's text is kept as written.

const marked = new Marked({ gfm: true });
// jsdom ships no types of its own.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: unknown } };

/** What in the text would run script once rendered as markdown without any sanitiser. */
function dangers(stored: string): string[] {
  const { document } = new JSDOM(`<body>${marked.parse(stored, { async: false })}</body>`).window as {
    document: { querySelectorAll(selector: string): Iterable<{ tagName: string; attributes: Iterable<{ name: string; value: string }> }> };
  };
  const found: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'base', 'link', 'meta', 'style', 'input', 'video', 'marquee'].includes(tag))
      found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      const value = Array.from(attribute.value)
        .filter((char) => (char.codePointAt(0) ?? 0) > 0x20)
        .join('')
        .toLowerCase();
      if (attribute.name.startsWith('on')) found.push(`${tag} ${attribute.name}`);
      if (attribute.name === 'style' || attribute.name === 'srcdoc') found.push(`${tag} ${attribute.name}`);
      if (/^(javascript|vbscript|data):/.test(value)) found.push(`${tag} ${attribute.name}=${value.slice(0, 20)}`);
    }
  }
  if (/<script/i.test(stored)) found.push('raw <script');
  return found;
}

describe('sanitising of user markdown', () => {
  let kit: DiscussionKit;
  let did: number;
  let commentId: number;

  beforeAll(async () => {
    kit = await startDiscussionKit();
    did = (await kit.post(kit.accounts.alice, { title: 'Host' })).id;
    const comment = await kit.call<CommentDto>('POST', '/api/comment', kit.accounts.alice, { did, content: 'host comment' });
    commentId = comment.data.id;
  }, 120_000);
  afterAll(async () => {
    await kit.close();
  });

  it(`has at least 30 payloads that run script when rendered unsanitised (${String(XSS_PAYLOADS.length)} in all)`, () => {
    expect(XSS_PAYLOADS.filter((payload) => dangers(payload).length > 0).length).toBeGreaterThanOrEqual(30);
  }, 300_000);

  it('keeps markdown as written: code, quotes, links, tables, comparisons', () => {
    const text = [
      '# Title',
      '> a quote with a < b && c > d',
      '',
      '```cpp',
      '#include <bits/stdc++.h>',
      'int main() { std::vector<int> v; if (a < b) {} }',
      '```',
      '',
      'Inline `<script>` code, [a link](https://example.org/?a=1&b=2), <https://example.org>, ![img](/api/public/x.png)',
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '',
      'Some <b>bold</b> and <a href="https://example.org" title="t">html link</a>.',
    ].join('\n');
    expect(sanitizeMarkdown(text)).toBe(text.replace('a < b && c', 'a &lt; b && c'));
  });

  it('stores every payload clean as a discussion, a comment and a reply of an ordinary user', async () => {
    const { bob } = kit.accounts;
    const db = kit.service.database.dataSource;
    const failures: string[] = [];
    // One account posts every payload: its comment-flood window (10 a minute) is emptied before each.
    const { app } = kit.service;
    const rateLimits = await bucketOpener()(app.js, app.natsNames.kv.rateLimits, 60 * 60_000);
    for (const payload of XSS_PAYLOADS) {
      await rateLimits.purge(`comment-post.${bob.uid}`);
      const posted = await kit.call<DiscussionDto>('POST', '/api/discussion', bob, {
        title: 'x',
        description: 'x',
        categoryId: kit.categoryId,
        content: `before ${payload} after`,
      });
      const comment = await kit.call<CommentDto>('POST', '/api/comment', bob, { did, content: payload });
      const reply = await kit.call<CommentReplyDto>('POST', '/api/reply', bob, { reply: { commentId, content: payload }, did });
      if (posted.statusCode !== 200 || comment.statusCode !== 200 || reply.statusCode !== 200) {
        failures.push(`${payload}: ${posted.msg} / ${comment.msg} / ${reply.msg}`);
        continue;
      }
      const stored = [
        (await db.getRepository(DiscussionEntity).findOneByOrFail({ id: posted.data.id })).content,
        (await db.getRepository(CommentEntity).findOneByOrFail({ id: comment.data.id })).content,
        (await db.getRepository(CommentReplyEntity).findOneByOrFail({ id: reply.data.id })).content,
        posted.data.content,
      ];
      for (const text of stored) {
        const found = dangers(text);
        if (found.length > 0) failures.push(`${JSON.stringify(payload)} stored as ${JSON.stringify(text)}: ${found.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  }, 900_000);

  it('stores every payload clean as the description and brief of a group an ordinary user owns', async () => {
    const { bob } = kit.accounts;
    const db = kit.service.database.dataSource;
    await saveSystemConfig(db, { groupMinAccepted: 0, groupDailyLimit: 0, groupTotalLimit: 0 }, '');
    const created = await kit.call<GroupDto>('POST', '/api/group', bob, {
      name: 'Payload Club',
      shortName: 'paylo',
      brief: '<b>brief</b> <img src=x onerror="window.__xss=9">',
      description: '<script>window.__xss=9</script> description',
      auth: 1,
      visible: true,
    });
    expect(created.statusCode).toBe(200);
    expect(dangers(created.data.brief)).toEqual([]);
    expect(dangers(created.data.description)).toEqual([]);
    const failures: string[] = [];
    let briefs = 0;
    const check = (payload: string, texts: string[]) => {
      for (const text of texts) {
        const found = dangers(text);
        if (found.length > 0) failures.push(`${JSON.stringify(payload)} stored as ${JSON.stringify(text)}: ${found.join(', ')}`);
      }
    };
    for (const payload of XSS_PAYLOADS) {
      const answer = await kit.call<GroupDto>('PUT', '/api/group', bob, { id: created.data.id, description: `group ${payload} text` });
      if (answer.statusCode !== 200) failures.push(`${payload}: ${answer.msg}`);
      else check(payload, [(await db.getRepository(GroupEntity).findOneByOrFail({ id: created.data.id })).description, answer.data.description]);
      // The brief is 5 to 50 characters (spec 03 §5) as stored: a payload that fits is stored clean, or
      // refused with the length message when escaping made it longer (never a server error).
      if (Array.from(payload).length > GROUP_LIMITS.brief.max) continue;
      const brief = await kit.call<GroupDto>('PUT', '/api/group', bob, { id: created.data.id, brief: payload.padEnd(5, '.') });
      if (brief.statusCode === 400 && /^The length of Group Brief|^Group Brief is required/.test(brief.msg)) continue;
      if (brief.statusCode !== 200) failures.push(`brief ${payload}: ${brief.msg}`);
      else {
        briefs += 1;
        check(payload, [(await db.getRepository(GroupEntity).findOneByOrFail({ id: created.data.id })).brief, brief.data.brief]);
      }
    }
    expect(failures).toEqual([]);
    expect(briefs).toBeGreaterThanOrEqual(20);
  }, 300_000);

  it("keeps an admin role's text as written", async () => {
    const { root, admin } = kit.accounts;
    const payload = '<script>window.__trusted=1</script><img src=x onerror="window.__trusted=2">';
    const posted = await kit.post(root, { content: payload });
    expect(posted.content).toBe(payload);
    const comment = await kit.call<CommentDto>('POST', '/api/comment', admin, { did, content: payload });
    expect(comment.data.content).toBe(payload);
    const alices = await kit.post(kit.accounts.alice, { content: payload });
    expect(alices.content).toBe('<img src="x">');
  });
});
