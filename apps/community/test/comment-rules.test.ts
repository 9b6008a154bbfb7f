import { describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import { canDelete, canReply, contentRefusal, isMuted, isVisible, roleNameOf } from '../src/modules/comment/rules.ts';
import type { CommentSource } from '../src/modules/comment/rules.ts';

const contest = (fields: Partial<CommentSource> = {}): CommentSource => ({
  type: 'Contest',
  id: 1,
  title: 'Cup',
  url: '/contest/1/comment',
  ownerUid: 'owner',
  moderator: false,
  visibleAuthors: null,
  ...fields,
});
const alice = { uid: 'alice', roles: [Role.User] };

describe('comment rules (spec 03 §5, §6)', () => {
  it('refuses blank content and content over 10000 characters', () => {
    expect(contentRefusal(' \n\t')?.code).toBe('comment.contentEmpty');
    expect(contentRefusal('x'.repeat(10_001))?.en).toBe('Can not exceed 10000');
    expect(contentRefusal('x'.repeat(10_000))).toBeNull();
  });

  it('names the highest role for the badge and knows the muted roles', () => {
    expect(roleNameOf([Role.User, Role.SuperAdmin])).toBe('root');
    expect(roleNameOf([Role.Admin])).toBe('admin');
    expect(roleNameOf([Role.ProblemAdmin])).toBe('problem_admin');
    expect(roleNameOf([Role.NoSubmit])).toBe('user');
    expect(isMuted([Role.Muted])).toBe(true);
    expect(isMuted([Role.NoSubmitMuted])).toBe(true);
    expect(isMuted([Role.NoDiscuss])).toBe(false);
  });

  it('limits what a restricted viewer sees to the listed authors and super admins', () => {
    const restricted = contest({ visibleAuthors: ['owner', 'alice'] });
    expect(isVisible(restricted, { fromUid: 'alice', fromRole: 'user' })).toBe(true);
    expect(isVisible(restricted, { fromUid: 'root2', fromRole: 'root' })).toBe(true);
    expect(isVisible(restricted, { fromUid: 'bob', fromRole: 'admin' })).toBe(false);
    expect(isVisible(contest(), { fromUid: 'bob', fromRole: 'user' })).toBe(true);
  });

  it('lets authors and moderators delete', () => {
    expect(canDelete(contest(), alice, { fromUid: 'alice', fromRole: 'user' })).toBe(true);
    expect(canDelete(contest(), alice, { fromUid: 'bob', fromRole: 'user' })).toBe(false);
    expect(canDelete(contest({ moderator: true }), alice, { fromUid: 'bob', fromRole: 'user' })).toBe(true);
    expect(canDelete(contest({ moderator: true }), null, { fromUid: 'bob', fromRole: 'user' })).toBe(false);
  });

  it('keeps replies to a contest admin’s comment for its author and the contest admins', () => {
    expect(canReply(contest(), alice, { fromUid: 'owner', fromRole: 'admin' })).toBe(false);
    expect(canReply(contest(), alice, { fromUid: 'root1', fromRole: 'root' })).toBe(false);
    expect(canReply(contest(), alice, { fromUid: 'bob', fromRole: 'admin' })).toBe(true);
    expect(canReply(contest({ moderator: true }), alice, { fromUid: 'owner', fromRole: 'admin' })).toBe(true);
    expect(canReply(contest(), { uid: 'owner', roles: [Role.Admin] }, { fromUid: 'owner', fromRole: 'admin' })).toBe(true);
    expect(canReply(contest({ type: 'Discussion' }), alice, { fromUid: 'root1', fromRole: 'root' })).toBe(true);
  });
});
