import { describe, expect, it } from 'vitest';
import { passesAccountLimit } from '../src/modules/contest/rules.ts';

// The registration's account limit rule. The contest policy itself (admin, entering, the seal) is
// tested where it lives: packages/access/test/contest-policy.test.ts.

describe('account limit rule', () => {
  it('matches the account limit rule as generated accounts are named', () => {
    const rule = { prefix: 'team', suffix: '_a', start: 1, end: 20, extra: ['coach'] };
    expect(passesAccountLimit(rule, 'team1_a')).toBe(true);
    expect(passesAccountLimit(rule, 'team20_a')).toBe(true);
    expect(passesAccountLimit(rule, 'coach')).toBe(true);
    for (const name of ['team0_a', 'team21_a', 'team01_a', 'team1', 'team_a', 'teamx_a', 'Team1_a', 'team1_a_a', 'team-1_a']) {
      expect(passesAccountLimit(rule, name), name).toBe(false);
    }
    expect(passesAccountLimit({ prefix: 'ab', suffix: 'ba', start: 0, end: 9, extra: [] }, 'aba')).toBe(false);
  });
});
