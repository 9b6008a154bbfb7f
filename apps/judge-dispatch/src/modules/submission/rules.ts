import type { KV } from '@nats-io/kv';
import { Type } from '@sinclair/typebox';
import { CODE_MAX_LENGTH, SubmissionMessage, TEST_INPUT_MAX_LENGTH } from '@oj/contracts';
import { fail, updateEntry } from '@oj/service-kit';
import type { Viewer } from './access.ts';

/** Spec 01 §5: code must not be blank and at most 65535 characters, or the lower limit the super admin set. */
export function checkCode(code: string, maxLength: number = CODE_MAX_LENGTH): void {
  if (code.trim() === '') throw fail(SubmissionMessage.codeEmpty);
  const limit = Math.min(maxLength, CODE_MAX_LENGTH);
  if (code.length > limit) throw fail(limit === CODE_MAX_LENGTH ? SubmissionMessage.codeTooLong : SubmissionMessage.codeLongerThan(limit));
}

/** Spec 01 §5: test input at most 1000 characters. */
export function checkTestInput(input: string): void {
  if (input.length > TEST_INPUT_MAX_LENGTH) throw fail(SubmissionMessage.testInputTooLong);
}

/** Roles 1003, 1006 and 1007 may not submit (admin roles always may). */
export function checkMaySubmit(viewer: Viewer): void {
  if (viewer.submitBarred && !viewer.isAdmin) throw fail(SubmissionMessage.submitBarred);
}

const LastRun = Type.Object({ atMs: Type.Integer() });

/**
 * Claims the user's slot for `intervalMs` in the rate-limit bucket (compare and set, so two
 * requests at once cannot both pass). False when the previous claim is still live.
 */
export async function claimInterval(kv: KV, key: string, intervalMs: number): Promise<boolean> {
  if (intervalMs <= 0) return true;
  const nowMs = Date.now();
  let claimed = false;
  await updateEntry(kv, key, LastRun, (current) => {
    // Runs again after a lost race, so the flag always reflects the last attempt.
    claimed = current === null;
    return claimed ? { value: { atMs: nowMs }, expiresAtMs: nowMs + intervalMs } : null;
  });
  return claimed;
}

/**
 * Spec 01 §5: a submission within the configured interval of the user's previous one is refused
 * (429, CAPTCHA_REQUIRED) unless it carries a captcha answer: `passCaptcha` consumes it, and a
 * right one lets this submission through and starts the interval again.
 */
export async function checkSubmitInterval(kv: KV, uid: string, intervalSec: number, passCaptcha: (() => Promise<boolean>) | null): Promise<void> {
  const key = `submit.${uid}`;
  const intervalMs = intervalSec * 1000;
  if (await claimInterval(kv, key, intervalMs)) return;
  if (!passCaptcha) throw fail(SubmissionMessage.tooFast);
  if (!(await passCaptcha())) throw fail(SubmissionMessage.captchaWrong);
  const nowMs = Date.now();
  await updateEntry(kv, key, LastRun, () => ({ value: { atMs: nowMs }, expiresAtMs: nowMs + intervalMs }));
}
