import { ProblemAuth } from '@oj/contracts';
import { describe, expect, it } from 'vitest';
import { isShownOutline, isTidanProblem } from '../src/index.ts';

describe('outline rules (lessons, tidan)', () => {
  it('lets only public problems of the main bank stand in a tidan', () => {
    expect(isTidanProblem({ auth: ProblemAuth.Public, isGroup: false, gid: null })).toBe(true);
    expect(isTidanProblem({ auth: ProblemAuth.Private, isGroup: false, gid: null })).toBe(false);
    expect(isTidanProblem({ auth: ProblemAuth.Contest, isGroup: false, gid: null })).toBe(false);
    expect(isTidanProblem({ auth: ProblemAuth.Public, isGroup: true, gid: 3 })).toBe(false);
  });

  it('shows visible outlines only', () => {
    expect(isShownOutline({ visible: true })).toBe(true);
    expect(isShownOutline({ visible: false })).toBe(false);
  });
});
