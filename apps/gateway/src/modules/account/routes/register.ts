import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { Type } from '@sinclair/typebox';
import { loadWebsiteConfig } from '@oj/db';
import { hashPassword, ok, fail } from '@oj/service-kit';
import { keyPart } from '@oj/service-kit';
import { checkCode, consumeCode, issueCode, sixDigitCode } from '../limits.ts';
import { claimCodeMail } from '../mail-quota.ts';
import { codeMail } from '../mail-text.ts';
import { CheckUsernameOrEmailRequestSchema, CheckUsernameOrEmailResultSchema, EmailQuerySchema, RegisterRequestSchema, responses } from '../schemas.ts';
import { createUser, findUserByEmail, isDuplicateKey, usernameClash } from '../queries/users.ts';
import { AccountMessage } from '@oj/contracts';

const registerCodeKey = (email: string): string => `register.${keyPart(email.toLowerCase())}`;

/** Registration (spec 01 §7): mailed code, the register form, and the existence check. */
export const registerRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
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
      const limits = await deps.account.rateLimits();
      const slotKey = `resend.register.${keyPart(email.toLowerCase())}`;
      const undoClaim = await claimCodeMail(limits, slotKey, deps.account.limits.registerResendMs, request.ip, deps.account.limits);
      const codes = await deps.account.codes();
      const code = sixDigitCode();
      await issueCode(codes, registerCodeKey(email), code, email, deps.account.limits.codeTtlMs);
      const mail = codeMail(email, await deps.account.siteName(), code, 'register', Math.round(deps.account.limits.codeTtlMs / 60_000));
      await deps.account.deliver(request, mail, async () => {
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
      const clash = await usernameClash(deps.db, username);
      if (clash) throw fail(clash === 'exists' ? AccountMessage.usernameExists : AccountMessage.usernameTooSimilar);
      if (await findUserByEmail(app.db, email)) throw fail(AccountMessage.emailExists);
      const codes = await deps.account.codes();
      if (!(await checkCode(codes, registerCodeKey(email), code, email, deps.account.limits.codeMaxAttempts))) {
        throw fail(AccountMessage.codeWrong);
      }
      try {
        await createUser(deps.db, { username, email, passwordHash: await hashPassword(password) });
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
      const [byName, byEmail] = await Promise.all([username ? usernameClash(deps.db, username) : null, email ? findUserByEmail(deps.db, email) : null]);
      return ok({ username: byName !== null, email: byEmail !== null });
    },
  );
};
