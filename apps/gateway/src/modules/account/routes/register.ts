import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { loadWebsiteConfig } from '@oj/db';
import { fail, hashPassword, ok } from '@oj/service-kit';
import type { AccountContext } from '../context.ts';
import { keyPart } from '@oj/service-kit';
import { checkCode, consumeCode, issueCode, sixDigitCode } from '../limits.ts';
import { claimCodeMail } from '../mail-quota.ts';
import { codeMail } from '../mail-text.ts';
import { CheckUsernameOrEmailRequestSchema, CheckUsernameOrEmailResultSchema, EmailQuerySchema, RegisterRequestSchema, responses } from '../schemas.ts';
import { createUser, findUserByEmail, isDuplicateKey, usernameClash } from '../queries/users.ts';
import { AccountMessage } from '@oj/contracts';

const registerCodeKey = (email: string): string => `register.${keyPart(email.toLowerCase())}`;

/** Registration (spec 01 §7): mailed code, the register form, and the existence check. */
export const registerRoutes: FastifyPluginCallbackTypebox<{ ctx: AccountContext }> = (app, { ctx }, done) => {
  const assertRegisterOpen = async (): Promise<void> => {
    if (!(await loadWebsiteConfig(app.db)).register) throw fail(AccountMessage.registerClosed);
  };

  app.get(
    '/get-register-code',
    {
      schema: {
        tags: ['account'],
        summary: 'Mail a 6-digit registration code',
        querystring: EmailQuerySchema,
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      const { email } = request.query;
      await assertRegisterOpen();
      if (await findUserByEmail(app.db, email)) throw fail(AccountMessage.emailExists);
      const limits = await ctx.rateLimits();
      const slotKey = `resend.register.${keyPart(email.toLowerCase())}`;
      const undoClaim = await claimCodeMail(limits, slotKey, ctx.limits.registerResendMs, request.ip, ctx.limits);
      const codes = await ctx.codes();
      const code = sixDigitCode();
      await issueCode(codes, registerCodeKey(email), code, email, ctx.limits.codeTtlMs);
      const mail = codeMail(email, await ctx.siteName(), code, 'register', Math.round(ctx.limits.codeTtlMs / 60_000));
      await ctx.deliver(request, mail, async () => {
        await undoClaim();
        await consumeCode(codes, registerCodeKey(email));
      });
      return ok(null, AccountMessage.codeSent);
    },
  );

  app.post(
    '/register',
    {
      schema: {
        tags: ['account'],
        summary: 'Create an account with the mailed code',
        body: RegisterRequestSchema,
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      const { username, password, email, code } = request.body;
      await assertRegisterOpen();
      const clash = await usernameClash(app.db, username);
      if (clash) throw fail(clash === 'exists' ? AccountMessage.usernameExists : AccountMessage.usernameTooSimilar);
      if (await findUserByEmail(app.db, email)) throw fail(AccountMessage.emailExists);
      const codes = await ctx.codes();
      if (!(await checkCode(codes, registerCodeKey(email), code, email, ctx.limits.codeMaxAttempts))) {
        throw fail(AccountMessage.codeWrong);
      }
      try {
        await createUser(app.db, { username, email, passwordHash: await hashPassword(password) });
      } catch (error) {
        // Lost a race with a concurrent registration of the same name or address.
        if (isDuplicateKey(error, 'UQ_user_info_username_key')) throw fail(AccountMessage.usernameTooSimilar);
        if (isDuplicateKey(error, 'UQ_user_info_username')) throw fail(AccountMessage.usernameExists);
        if (isDuplicateKey(error, 'UQ_user_info_email')) throw fail(AccountMessage.emailExists);
        throw error;
      }
      await consumeCode(codes, registerCodeKey(email));
      return ok(null, AccountMessage.thanksRegistering);
    },
  );

  app.post(
    '/check-username-or-email',
    {
      schema: {
        tags: ['account'],
        summary: 'Tell whether a username and/or an email is taken (true = exists)',
        body: CheckUsernameOrEmailRequestSchema,
        response: responses(CheckUsernameOrEmailResultSchema),
      },
    },
    async (request) => {
      const { username, email } = request.body;
      const [byName, byEmail] = await Promise.all([username ? usernameClash(app.db, username) : null, email ? findUserByEmail(app.db, email) : null]);
      return ok({ username: byName !== null, email: byEmail !== null });
    },
  );
  done();
};
