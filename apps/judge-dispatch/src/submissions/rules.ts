import type { KV } from '@nats-io/kv';
import { Type } from '@sinclair/typebox';
import { CODE_MAX_LENGTH, TEST_INPUT_MAX_LENGTH } from '@oj/contracts';
import { ConflictError, ForbiddenError, TooManyRequestsError, updateEntry } from '@oj/service-kit';
import { SubmissionMessage } from '../messages.ts';
import type { Viewer } from './access.ts';

/** Spec 01 §5: code must not be blank and at most 65535 characters. */
export function checkCode(code: string): void {
  if (code.trim() === '') throw new ConflictError(SubmissionMessage.codeEmpty);
  if (code.length > CODE_MAX_LENGTH) throw new ConflictError(SubmissionMessage.codeTooLong);
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

/** Refuses (429) a submission within the configured interval of the user's previous one. */
export async function checkSubmitInterval(kv: KV, uid: string, intervalSec: number): Promise<void> {
  if (!(await claimInterval(kv, `submit.${uid}`, intervalSec * 1000))) throw new TooManyRequestsError(SubmissionMessage.tooFast);
}
