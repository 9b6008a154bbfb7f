import { describe, expect, it } from 'vitest';
import { DEFAULT_WEBSITE_CONFIG } from '@oj/contracts';
import { selectedNavKey, topNavEntries } from '@/app/layout/nav-items.ts';
import type { NavContext } from '@/app/layout/nav-items.ts';

const keysOf = (context: { loggedIn?: boolean; tools?: NavContext['tools']; config?: Partial<NavContext['config']> }) =>
  topNavEntries({
    loggedIn: context.loggedIn ?? false,
    tools: context.tools ?? [],
    config: { ...DEFAULT_WEBSITE_CONFIG, ...context.config },
  }).map((entry) => entry.key);

describe('topNavEntries (spec 01 §2)', () => {
  it('shows every entry to a signed-in user with all switches on, in spec order', () => {
    expect(keysOf({ loggedIn: true })).toEqual([
      'home',
      'problem',
      'training',
      'tidan',
      'contest',
      'timedwork',
      'status',
      'rank',
      'discussion',
      'group',
      'lesson',
      'toolbox',
      'about',
    ]);
  });

  it('shows /timedwork only when signed in', () => {
    expect(keysOf({ loggedIn: false })).not.toContain('timedwork');
    expect(keysOf({ loggedIn: true })).toContain('timedwork');
  });

  it('hides status, ranks, group, lesson and contest when visible4 is off', () => {
    expect(keysOf({ loggedIn: true, config: { visible4: false } })).toEqual([
      'home',
      'problem',
      'training',
      'tidan',
      'timedwork',
      'discussion',
      'toolbox',
      'about',
    ]);
  });

  it('hides discussion when openPublicDiscussion is off', () => {
    expect(keysOf({ config: { openPublicDiscussion: false } })).not.toContain('discussion');
  });

  it('lists both ranks, the tools and the about pages as sub-entries', () => {
    const entries = topNavEntries({
      loggedIn: false,
      tools: [{ id: 1, name: 'Graph editor', url: 'https://tools.example/graph', description: null }],
      config: DEFAULT_WEBSITE_CONFIG,
    });
    const children = (key: string) => entries.find((entry) => entry.key === key)?.children ?? [];
    expect(children('rank').map((entry) => entry.href)).toEqual(['/acm-rank', '/oi-rank']);
    expect(children('toolbox')).toEqual([{ key: 'tool-0', label: 'Graph editor', href: 'https://tools.example/graph', external: true }]);
    expect(children('about').map((entry) => entry.key)).toEqual(['introduction', 'developer']);
  });

  it('highlights the section of nested pages', () => {
    expect(selectedNavKey('/problem/1001')).toBe('problem');
    expect(selectedNavKey('/submission-detail/9')).toBe('status');
    expect(selectedNavKey('/')).toBe('home');
  });
});
