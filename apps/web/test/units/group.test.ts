import { describe, expect, it } from 'vitest';
import { stripGroupPrefix } from '@oj/contracts';
import { groupTabOfPath, visibleGroupTabs } from '@/features/group/hooks/use-group.ts';
import { groupListRequest, groupListSearch, groupRankRequest, groupRankSearch, parseGroupListQuery, parseGroupRankQuery } from '@/features/group/query.ts';
import { groupUpdateOf } from '@/features/group/components/GroupSetting.tsx';

// The group pages' pure pieces (spec 03 §2.4, §2.5, §2.8, §5 "Group update").

const access = (fields: Partial<{ isAdmin: boolean; isRoot: boolean }> = {}) => ({
  access: true,
  level: 3,
  isMember: true,
  isAdmin: false,
  isRoot: false,
  isOwner: false,
  canDisband: false,
  ...fields,
});

describe('group list and rank queries', () => {
  it('reads and writes the list filters, dropping onlyMine for guests', () => {
    const filters = parseGroupListQuery(new URLSearchParams('keyword=club&auth=3&onlyMine=true&currentPage=2&limit=30'));
    expect(filters).toEqual({ keyword: 'club', auth: 3, onlyMine: true, currentPage: 2, limit: 30 });
    expect(groupListSearch(filters)).toEqual({ keyword: 'club', auth: '3', onlyMine: 'true', currentPage: '2', limit: '30' });
    expect(groupListRequest(filters, false)).toEqual({ currentPage: 2, limit: 30, keyword: 'club', auth: 3 });
    expect(groupListRequest(filters, true).onlyMine).toBe(true);
    expect(parseGroupListQuery(new URLSearchParams('auth=9&limit=7&currentPage=-1'))).toEqual({
      keyword: '',
      auth: 0,
      onlyMine: false,
      currentPage: 1,
      limit: 15,
    });
  });

  it('keeps the rank filters in the URL (page, limit, searchUser, type; 30 a page)', () => {
    const filters = parseGroupRankQuery(new URLSearchParams('type=1&searchUser=ann&page=3'));
    expect(filters).toEqual({ type: 1, searchUser: 'ann', currentPage: 3, limit: 30 });
    expect(groupRankSearch(filters)).toEqual({ type: '1', searchUser: 'ann', page: '3' });
    expect(groupRankRequest(7, filters)).toEqual({ gid: 7, type: 1, currentPage: 3, limit: 30, searchUser: 'ann' });
  });
});

describe('group tabs', () => {
  it('maps paths to tabs', () => {
    expect(groupTabOfPath('/group/5')).toBe('home');
    expect(groupTabOfPath('/group/5/member')).toBe('members');
    expect(groupTabOfPath('/group/5/status')).toBe('submissions');
    expect(groupTabOfPath('/group/5/training/3/problems')).toBe('trainings');
    expect(groupTabOfPath('/group/5/problem/algoAP1')).toBe('problems');
    expect(groupTabOfPath('/group/5/problem-create')).toBe('problems');
    expect(groupTabOfPath('/group/5/problem-edit/9')).toBe('problems');
    expect(groupTabOfPath('/group/5/submission-detail/12')).toBe('submissions');
  });

  it('edits a group problem’s display id without the group’s short-name prefix (spec 03 §5)', () => {
    expect(stripGroupPrefix('algoAP1', 'algoA')).toBe('P1');
    expect(stripGroupPrefix('P1', 'algoA')).toBe('P1');
    expect(stripGroupPrefix('algoAP1', '')).toBe('algoAP1');
  });

  it('shows announcements to admins, setting to the root, discussion when the site opens it', () => {
    expect(visibleGroupTabs(access(), false)).toEqual(['home', 'problems', 'trainings', 'contests', 'submissions', 'members', 'rank']);
    expect(visibleGroupTabs(access({ isAdmin: true }), true)).toContain('announcements');
    expect(visibleGroupTabs(access({ isAdmin: true }), true)).not.toContain('setting');
    expect(visibleGroupTabs(access({ isAdmin: true, isRoot: true }), true)).toEqual([
      'home',
      'problems',
      'trainings',
      'contests',
      'submissions',
      'discussion',
      'members',
      'announcements',
      'setting',
      'rank',
    ]);
  });
});

describe('the group update', () => {
  it('leaves empty values out', () => {
    expect(groupUpdateOf(4, { name: ' ', shortName: 'short', brief: '', description: 'Text here', auth: 2, code: '', visible: false })).toEqual({
      id: 4,
      auth: 2,
      visible: false,
      shortName: 'short',
      description: 'Text here',
    });
  });
});
