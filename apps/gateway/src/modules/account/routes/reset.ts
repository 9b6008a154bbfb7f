import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { AccountMessage, resetPasswordHref } from '@oj/contracts';
import { UserInfoEntity } from '@oj/db';
import { consumeCaptcha, createCaptcha, hashPassword, ok, openCaptchaBucket, fail } from '@oj/service-kit';
import { keyPart } from '@oj/service-kit';
import { checkCode, consumeCode, issueCode } from '../limits.ts';
import { claimCodeMail, takeAllowance } from '../mail-quota.ts';
import { resetMail } from '../mail-text.ts';
import { ApplyResetPasswordRequestSchema, CaptchaSchema, ResetPasswordRequestSchema, responses } from '../schemas.ts';
import { findUserByEmail, findUserByUsername } from '../queries/users.ts';

const resetCodeKey = (uid: string): string => `reset.${uid}`;

/** Captcha and the two steps of a password reset (spec 01 §7). */
export const resetRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  // The account context, by the name its throw sites use.
  const ctx = deps.account;
  app.get(
    '/captcha',
    {
      schema: {
        tags: ['account'],
        summary: 'A captcha image (SVG data URL) and the key to answer it with',
        response: responses(CaptchaSchema),
      },
    },
    async (request) => {
      // Each captcha is an entry in the shared bucket until it expires: one address may not flood it.
      const refused = await takeAllowance(
        await deps.account.rateLimits(),
        `captcha.ip.${keyPart(request.ip)}`,
        deps.account.limits.captchasPerIpPerMinute,
        60_000,
      );
      if (refused !== null) throw fail(AccountMessage.captchasTooMany);
      return ok(await createCaptcha(await openCaptchaBucket(deps.js(), deps.natsNames), deps.account.limits.captchaTtlMs));
    },
  );

  app.post(
    '/apply-reset-password',
    {
      schema: {
        tags: ['account'],
        summary: 'Mail a password-reset link to the address if an account has it; the answer is the same either way',
        body: ApplyResetPasswordRequestSchema,
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      const { email, captcha, captchaKey } = request.body;
      const captchas = await openCaptchaBucket(deps.js(), deps.natsNames);
      if (!(await consumeCaptcha(captchas, captchaKey, captcha))) throw fail(AccountMessage.captchaWrong);
      // Registered or not, the address gets the same answer after the same work (the resend
      // interval, the mail quotas, the site's name and URL), and the mail leaves after the answer:
      // neither the reply nor its timing tells whether the address has an account.
      if (!(await ctx.mailReady())) throw fail(AccountMessage.mailNotConfigured);
      const user = await findUserByEmail(deps.db, email);
      const limits = await deps.account.rateLimits();
      const slotKey = `resend.reset.${keyPart(email.toLowerCase())}`;
      const undoClaim = await claimCodeMail(limits, slotKey, deps.account.limits.resetResendMs, request.ip, deps.account.limits);
      const [siteName, baseUrl] = [await deps.account.siteName(), await deps.account.baseUrl()];
      if (user) {
        const codes = await deps.account.codes();
        const code = randomBytes(24).toString('base64url');
        await issueCode(codes, resetCodeKey(user.uid), code, user.uid, deps.account.limits.resetCodeTtlMs);
        const mail = resetMail(
          user.email,
          siteName,
          user.username,
          `${baseUrl}${resetPasswordHref(user.username, code)}`,
          Math.round(deps.account.limits.resetCodeTtlMs / 60_000),
        );
        deps.account.deliverLater(request, mail, async () => {
          await undoClaim();
          await consumeCode(codes, resetCodeKey(user.uid));
        });
      }
      return ok(null, AccountMessage.resetEmailSent);
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['account'],
        summary: 'Set a new password with the code of the mailed link',
        body: ResetPasswordRequestSchema,
        response: responses(Type.Null()),
      },
      config: { fieldMessages: { code: { required: AccountMessage.resetCodeRequired, length: AccountMessage.resetCodeInvalid } } },
    },
    async (request) => {
      const { username, password, code } = request.body;
      const user = await findUserByUsername(deps.db, username);
      if (!user) throw fail(AccountMessage.usernameNotExists);
      const codes = await deps.account.codes();
      if (!(await checkCode(codes, resetCodeKey(user.uid), code, user.uid, deps.account.limits.codeMaxAttempts))) {
        throw fail(AccountMessage.resetCodeInvalid);
      }
      await deps.db.getRepository(UserInfoEntity).update({ uid: user.uid }, { password: await hashPassword(password) });
      await consumeCode(codes, resetCodeKey(user.uid));
      // Whoever knew the old password is signed out everywhere.
      await deps.revocations.revokeTokensIssuedBefore(user.uid);
      return ok(null, AccountMessage.passwordReset);
    },
  );
};
