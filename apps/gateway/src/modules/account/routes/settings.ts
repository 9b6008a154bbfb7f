import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { Type } from '@sinclair/typebox';
import { AccountMessage, ChangeMobileRequestSchema } from '@oj/contracts';
import type { ServerMessage } from '@oj/contracts';
import type { UserInfoRow } from '@oj/db';
import { UserInfoEntity } from '@oj/db';
import { fail, hashPassword, ok, ServiceMessage, TOKEN_SECURITY, verifyPassword } from '@oj/service-kit';
import type { AccountContext } from '../context.ts';
import { checkCode, consumeCode, issueCode, sixDigitCode } from '../limits.ts';
import { guardedPasswordCheck, hashSlotKeys } from '../password-guard.ts';
import { claimCodeMail } from '../mail-quota.ts';
import { codeMail } from '../mail-text.ts';
import { setMobileIfFree } from '../mobile.ts';
import { ChangeEmailRequestSchema, ChangePasswordRequestSchema, EmailQuerySchema, ProfileUpdateSchema, UserInfoSchema, responses } from '../schemas.ts';
import { findUserByEmail, findUserByUid, isDuplicateKey, roleCodesOf, toUserInfo } from '../queries/users.ts';
import { sendToken } from './session.ts';

const changeEmailKey = (uid: string): string => `change-email.${uid}`;

/** Profile fields a user may edit, besides gender ('' clears a field). */
type ProfileField = Exclude<keyof typeof ProfileUpdateSchema.properties, 'gender'>;
const PROFILE_FIELDS = Object.keys(ProfileUpdateSchema.properties).filter((field): field is ProfileField => field !== 'gender');

async function signedInUser(deps: Pick<Deps, 'account' | 'db'>, uid: string): Promise<UserInfoRow> {
  const user = await findUserByUid(deps.db, uid);
  if (!user) throw fail(ServiceMessage.loginFirst);
  return user;
}

/**
 * Checks the current password of a signed-in user, with the login lockout: a stolen token alone
 * must not allow guessing the password through these forms.
 */
async function assertPassword(ctx: AccountContext, ip: string, user: UserInfoRow, password: string, wrongMessage: ServerMessage): Promise<void> {
  const matched = await guardedPasswordCheck(
    { kv: await ctx.rateLimits(), limits: ctx.limits, slots: ctx.hashSlots },
    {
      budgets: [{ key: `password.${user.uid}`, maxFailures: ctx.limits.passwordCheckMaxFailures, clearOnPass: true }],
      slots: hashSlotKeys(ip, user.uid, ctx.limits),
      verify: () => verifyPassword(password, user.password),
    },
  );
  if (!matched) throw fail(wrongMessage);
}

/** Account settings of the signed-in user (spec 01 §5 "must differ from the old one" rules). */
export const settingsRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  // The account context, by the name its throw sites use.
  const ctx = deps.account;
  const base = { tags: ['account'], security: TOKEN_SECURITY };

  app.post(
    '/change-password',
    {
      schema: {
        ...base,
        summary: 'Change the password; other sessions are signed out',
        body: ChangePasswordRequestSchema,
        response: responses(Type.Null()),
      },
    },
    async (request, reply) => {
      const { oldPassword, newPassword } = request.body;
      if (oldPassword === newPassword) throw fail(AccountMessage.newPasswordSame);
      const user = await signedInUser(deps, request.user.uid);
      await assertPassword(ctx, request.ip, user, oldPassword, AccountMessage.oldPasswordWrong);
      await deps.db.getRepository(UserInfoEntity).update({ uid: user.uid }, { password: await hashPassword(newPassword) });
      await deps.revocations.revokeTokensIssuedBefore(user.uid);
      await deps.revocations.revokeSession(request.user);
      // This tab stays signed in, in a new session.
      sendToken(reply, app.signToken({ uid: user.uid, username: user.username, roles: await roleCodesOf(deps.db, user.uid) }));
      return ok(null, AccountMessage.updated);
    },
  );

  app.get(
    '/get-change-email-code',
    {
      schema: { ...base, summary: 'Mail a 6-digit code to the new address', querystring: EmailQuerySchema, response: responses(Type.Null()) },
    },
    async (request) => {
      const { email } = request.query;
      const user = await signedInUser(deps, request.user.uid);
      if (user.email.toLowerCase() === email.toLowerCase()) throw fail(AccountMessage.newEmailSame);
      if (await findUserByEmail(app.db, email)) throw fail(AccountMessage.emailExists);
      const limits = await deps.account.rateLimits();
      const slotKey = `resend.change-email.${user.uid}`;
      // Change-email codes count against the same hourly allowances as register and reset codes.
      const undoClaim = await claimCodeMail(limits, slotKey, deps.account.limits.registerResendMs, request.ip, deps.account.limits);
      const codes = await deps.account.codes();
      const code = sixDigitCode();
      await issueCode(codes, changeEmailKey(user.uid), code, email, deps.account.limits.codeTtlMs);
      const mail = codeMail(email, await deps.account.siteName(), code, 'change-email', Math.round(deps.account.limits.codeTtlMs / 60_000));
      await deps.account.deliver(request, mail, async () => {
        await undoClaim();
        await consumeCode(codes, changeEmailKey(user.uid));
      });
      return ok(null, AccountMessage.codeSent);
    },
  );

  app.post(
    '/change-email',
    {
      schema: {
        ...base,
        summary: 'Change the email with the password and the mailed code',
        body: ChangeEmailRequestSchema,
        response: responses(UserInfoSchema),
      },
    },
    async (request) => {
      const { password, newEmail, code } = request.body;
      const user = await signedInUser(deps, request.user.uid);
      if (user.email.toLowerCase() === newEmail.toLowerCase()) throw fail(AccountMessage.newEmailSame);
      await assertPassword(ctx, request.ip, user, password, AccountMessage.passwordWrong);
      if (await findUserByEmail(app.db, newEmail)) throw fail(AccountMessage.emailExists);
      const codes = await deps.account.codes();
      if (!(await checkCode(codes, changeEmailKey(user.uid), code, newEmail, deps.account.limits.codeMaxAttempts))) {
        throw fail(AccountMessage.codeWrong);
      }
      try {
        await deps.db.getRepository(UserInfoEntity).update({ uid: user.uid }, { email: newEmail });
      } catch (error) {
        if (isDuplicateKey(error)) throw fail(AccountMessage.emailExists);
        throw error;
      }
      await consumeCode(codes, changeEmailKey(user.uid));
      return ok(toUserInfo({ ...user, email: newEmail }, await roleCodesOf(deps.db, user.uid)), AccountMessage.updated);
    },
  );

  app.post(
    '/change-mobile',
    {
      schema: {
        ...base,
        summary: 'Change the mobile number with the password; another account’s number is refused',
        body: ChangeMobileRequestSchema,
        response: responses(UserInfoSchema),
      },
    },
    async (request) => {
      const { password, newMobile } = request.body;
      const user = await signedInUser(deps, request.user.uid);
      if (user.mobile === newMobile) throw fail(AccountMessage.newMobileSame);
      await assertPassword(ctx, request.ip, user, password, AccountMessage.passwordWrong);
      await setMobileIfFree(deps.db, user.uid, newMobile);
      return ok(toUserInfo({ ...user, mobile: newMobile }, await roleCodesOf(deps.db, user.uid)), AccountMessage.updated);
    },
  );

  app.post(
    '/change-userInfo',
    { schema: { ...base, summary: 'Edit profile fields', body: ProfileUpdateSchema, response: responses(UserInfoSchema) } },
    async (request) => {
      const body = request.body;
      const user = await signedInUser(deps, request.user.uid);
      const changes: Partial<UserInfoRow> = {};
      for (const field of PROFILE_FIELDS) {
        const value = body[field];
        if (value !== undefined) changes[field] = value.trim() === '' ? null : value.trim();
      }
      if (body.gender !== undefined) changes.gender = body.gender;
      if (Object.keys(changes).length > 0) await deps.db.getRepository(UserInfoEntity).update({ uid: user.uid }, changes);
      return ok(toUserInfo({ ...user, ...changes }, await roleCodesOf(deps.db, user.uid)), AccountMessage.updated);
    },
  );
};
