import type { KV } from '@nats-io/kv';
import { Type } from '@sinclair/typebox';
import { CODE_MAX_LENGTH, ErrorCode, TEST_INPUT_MAX_LENGTH } from '@oj/contracts';
import { AppError, ConflictError, ForbiddenError, updateEntry } from '@oj/service-kit';
import { SubmissionMessage } from '../../messages.ts';
import type { Viewer } from './access.ts';

/** Spec 01 §5: code must not be blank and at most 65535 characters, or the lower limit the super admin set. */
export function checkCode(code: string, maxLength: number = CODE_MAX_LENGTH): void {
  if (code.trim() === '') throw new ConflictError(SubmissionMessage.codeEmpty);
  const limit = Math.min(maxLength, CODE_MAX_LENGTH);
  if (code.length > limit) throw new ConflictError(limit === CODE_MAX_LENGTH ? SubmissionMessage.codeTooLong : SubmissionMessage.codeLongerThan(limit));
}

/** Spec 01 §5: test input at most 1000 characters. */
export function checkTestInput(input: string): void {
  if (input.length > TEST_INPUT_MAX_LENGTH) throw new ConflictError(SubmissionMessage.testInputTooLong);
}

/** Roles 1003, 1006 and 1007 may not submit (admin roles always may). */
export function checkMaySubmit(viewer: Viewer): void {
  if (viewer.submitBarred && !viewer.isAdmin) throw new ForbiddenError(SubmissionMessage.submitBarred);
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

/** A refusal the client answers with a captcha (code CAPTCHA_REQUIRED): too fast (429) or a wrong answer (400). */
export class CaptchaRequiredError extends AppError {
  constructor(message: string, statusCode: 400 | 429) {
    super(ErrorCode.CaptchaRequired, statusCode, message);
  }
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
  if (!passCaptcha) throw new CaptchaRequiredError(SubmissionMessage.tooFast, 429);
  if (!(await passCaptcha())) throw new CaptchaRequiredError(SubmissionMessage.captchaWrong, 400);
  const nowMs = Date.now();
  await updateEntry(kv, key, LastRun, () => ({ value: { atMs: nowMs }, expiresAtMs: nowMs + intervalMs }));
}
