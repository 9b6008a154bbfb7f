import { describe, expect, it } from 'vitest';
import { discussionLinks } from '@/features/discussion/links.ts';

// The discussion views' links (spec 03 §2.1, §2.15): the public pages, or inside a group its own
// (GroupDiscussionDetails, GroupProblemDetails, the group's list).
describe('discussion links', () => {
  it('stay on the public pages without a group', () => {
    const links = discussionLinks(null);
    expect(links.list()).toBe('/discussion');
    expect(links.problemList('P1000')).toBe('/discussion/P1000');
    expect(links.detail(7)).toBe('/discussion-detail/7');
    expect(links.problem('P1000')).toBe('/problem/P1000');
    expect(links.category(3)).toBe('/discussion?cid=3');
  });

  it('stay inside the group with one', () => {
    const links = discussionLinks(12);
    expect(links.list()).toBe('/group/12/discussion');
    expect(links.problemList('G 1')).toBe('/group/12/discussion/G%201');
    expect(links.detail(7)).toBe('/group/12/discussion-detail/7');
    expect(links.problem('G1')).toBe('/group/12/problem/G1');
    expect(links.category(3)).toBe('/group/12/discussion?cid=3');
  });
});
