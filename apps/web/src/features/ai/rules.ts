// When the optional AI helpers are offered (spec 01 §2, §4).
import { Verdict } from '@oj/contracts';
import type { AiKind } from '@oj/api-client/ai-stream';

/** The helpers that talk about a submission. */
export type SubmissionAiKind = Exclude<AiKind, 'explain-problem'>;

/** One question to an AI helper: which helper, and about which problem or submission. */
export type AiRequest = { kind: 'explain-problem'; pid: number } | { kind: SubmissionAiKind; submitId: number };

/** The problem page offers the AI explanation only with AI chat on and outside contests. */
export function showsProblemAi({ openAiChat, inContest }: { openAiChat: boolean; inContest: boolean }): boolean {
  return openAiChat && !inContest;
}

/** What the submission page needs to know to offer the AI helpers. */
export interface SubmissionAiContext {
  openAiChat: boolean;
  /** The submission's contest id; 0 outside contests. */
  cid: number;
  status: number;
  /** The viewer can read the code (the helpers talk about it). */
  codeVisible: boolean;
}

/**
 * The helpers offered for a submission, in button order: none unless AI chat is on, the
 * submission is outside contests and its code is visible; then, for a verdict between Compile
 * Error (-2) and Accepted (0), the compile-error explanation (Compile Error only), the idea and
 * the code review.
 */
export function submissionAiKinds({ openAiChat, cid, status, codeVisible }: SubmissionAiContext): SubmissionAiKind[] {
  if (!openAiChat || cid !== 0 || !codeVisible) return [];
  if (status < Verdict.CompileError || status > Verdict.Accepted) return [];
  return status === Verdict.CompileError ? ['explain-ce', 'provide-idea', 'perfect-code'] : ['provide-idea', 'perfect-code'];
}
