import { describe, expect, it } from 'vitest';
import { showsProblemAi, submissionAiKinds } from '@/features/ai/rules.ts';

describe('when the AI helpers are offered (spec 01 §2, §4)', () => {
  it('offers the problem explanation only with AI chat on and outside contests', () => {
    expect(showsProblemAi({ openAiChat: true, inContest: false })).toBe(true);
    expect(showsProblemAi({ openAiChat: true, inContest: true })).toBe(false);
    expect(showsProblemAi({ openAiChat: false, inContest: false })).toBe(false);
  });

  it('offers the submission helpers for verdicts from Compile Error to Accepted, the explanation for Compile Error only', () => {
    const base = { openAiChat: true, cid: 0, codeVisible: true };
    expect(submissionAiKinds({ ...base, status: -2 })).toEqual(['explain-ce', 'provide-idea', 'perfect-code']);
    expect(submissionAiKinds({ ...base, status: -1 })).toEqual(['provide-idea', 'perfect-code']);
    expect(submissionAiKinds({ ...base, status: 0 })).toEqual(['provide-idea', 'perfect-code']);
    for (const status of [-10, -5, -4, -3, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) expect(submissionAiKinds({ ...base, status }), String(status)).toEqual([]);
  });

  it('offers none with AI chat off, in a contest, or without visible code', () => {
    expect(submissionAiKinds({ openAiChat: false, cid: 0, codeVisible: true, status: -2 })).toEqual([]);
    expect(submissionAiKinds({ openAiChat: true, cid: 3, codeVisible: true, status: -2 })).toEqual([]);
    expect(submissionAiKinds({ openAiChat: true, cid: 0, codeVisible: false, status: -2 })).toEqual([]);
  });
});
