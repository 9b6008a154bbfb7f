import { randomBytes } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AccountMessage, resetPasswordHref } from '@oj/contracts';
import { UserInfoEntity } from '@oj/db';
import { consumeCaptcha, createCaptcha, fail, hashPassword, ok, openCaptchaBucket } from '@oj/service-kit';
import type { AccountContext } from '../context.ts';
import { keyPart } from '@oj/service-kit';
import { checkCode, consumeCode, issueCode } from '../limits.ts';
import { claimCodeMail, takeAllowance } from '../mail-quota.ts';
import { resetMail } from '../mail-text.ts';
import { ApplyResetPasswordRequestSchema, CaptchaSchema, ResetPasswordRequestSchema, responses } from '../schemas.ts';
import { revokeTokensIssuedBefore } from '@oj/service-kit';
import { findUserByEmail, findUserByUsername } from '../queries/users.ts';

const resetCodeKey = (uid: string): string => `reset.${uid}`;

/** Captcha and the two steps of a password reset (spec 01 §7). */
export const resetRoutes: FastifyPluginCallbackTypebox<{ ctx: AccountContext }> = (app, { ctx }, done) => {
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
      const refused = await takeAllowance(await ctx.rateLimits(), `captcha.ip.${keyPart(request.ip)}`, ctx.limits.captchasPerIpPerMinute, 60_000);
      if (refused !== null) throw fail(AccountMessage.captchasTooMany);
      return ok(await createCaptcha(await openCaptchaBucket(app.js, app.natsNames), ctx.limits.captchaTtlMs));
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
      const captchas = await openCaptchaBucket(app.js, app.natsNames);
      if (!(await consumeCaptcha(captchas, captchaKey, captcha))) throw fail(AccountMessage.captchaWrong);
      // Registered or not, the address gets the same answer after the same work (the resend
      // interval, the mail quotas, the site's name and URL), and the mail leaves after the answer:
      // neither the reply nor its timing tells whether the address has an account.
      if (!(await ctx.mailReady())) throw fail(AccountMessage.mailNotConfigured);
      const user = await findUserByEmail(app.db, email);
      const limits = await ctx.rateLimits();
      const slotKey = `resend.reset.${keyPart(email.toLowerCase())}`;
      const undoClaim = await claimCodeMail(limits, slotKey, ctx.limits.resetResendMs, request.ip, ctx.limits);
      const [siteName, baseUrl] = [await ctx.siteName(), await ctx.baseUrl()];
      if (user) {
        const codes = await ctx.codes();
        const code = randomBytes(24).toString('base64url');
        await issueCode(codes, resetCodeKey(user.uid), code, user.uid, ctx.limits.resetCodeTtlMs);
        const mail = resetMail(
          user.email,
          siteName,
          user.username,
          `${baseUrl}${resetPasswordHref(user.username, code)}`,
          Math.round(ctx.limits.resetCodeTtlMs / 60_000),
        );
        ctx.deliverLater(request, mail, async () => {
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
      const user = await findUserByUsername(app.db, username);
      if (!user) throw fail(AccountMessage.usernameNotExists);
      const codes = await ctx.codes();
      if (!(await checkCode(codes, resetCodeKey(user.uid), code, user.uid, ctx.limits.codeMaxAttempts))) {
        throw fail(AccountMessage.resetCodeInvalid);
      }
      await app.db.getRepository(UserInfoEntity).update({ uid: user.uid }, { password: await hashPassword(password) });
      await consumeCode(codes, resetCodeKey(user.uid));
      // Whoever knew the old password is signed out everywhere.
      await revokeTokensIssuedBefore(app, user.uid);
      return ok(null, AccountMessage.passwordReset);
    },
  );
  done();
};
