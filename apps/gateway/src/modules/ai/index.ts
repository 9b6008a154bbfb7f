import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { AiMessage, AiProblemQuerySchema, AiSubmissionQuerySchema, ProblemAuth, ProblemMessage, Verdict } from '@oj/contracts';
import { canUseCode } from '@oj/access';
import { ProblemEntity, loadSystemConfig, loadWebsiteConfig } from '@oj/db';
import { findHelperSubmission } from '@oj/db/reads';
import type { ProblemRow } from '@oj/db';
import { bucketOpener, ERROR_RESPONSES, fail, languageOf, localiseServerMessage, TOKEN_SECURITY } from '@oj/service-kit';
import { canView, viewerOf } from '../problem/visibility.ts';
import { adminAiConfigRoutes } from '../site/ai-config.ts';
import type { Viewer } from '../problem/visibility.ts';
import { claimAiSlot } from './limits.ts';
import { buildPrompt } from './prompt.ts';
import type { AiHelper, ChatMessage, PromptSubmission } from './prompt.ts';
import { UpstreamUnavailableError, completionText, openCompletionStream } from './upstream.ts';
import type { UpstreamSettings } from './upstream.ts';

// Spec 01 §1/§7 "AI (event streams)": four helpers that stream an answer of the OpenAI-compatible
// API the super admin configured (site/ai-config.ts). Refusals come before the first byte, as the
// normal JSON envelope; once streaming, a failure is an `{"error": …}` event, and every stream
// ends with `data: [DONE]`.

const RESPONSES = {
  200: {
    description:
      'Server-sent events: `data: {"choices":[{"delta":{"content":"…"}}]}` chunks, or `data: {"error":"…"}` on a failure after the start, then `data: [DONE]`',
    content: { 'text/event-stream': { schema: Type.String() } },
  },
  ...ERROR_RESPONSES,
} as const;

/** One server-sent event. */
export { DEFAULT_AI_OPTIONS } from './settings.ts';
export type { AiModuleOptions } from './settings.ts';

export function sseEvent(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}

export const SSE_DONE = 'data: [DONE]\n\n';

/** The prompt's material: the problem and, for the submission helpers, the submission. */
interface Target {
  problem: ProblemRow;
  submission?: PromptSubmission;
}

const PROBLEM_SELECT = {
  id: true,
  title: true,
  description: true,
  input: true,
  output: true,
  examples: true,
  hint: true,
  auth: true,
  isGroup: true,
  gid: true,
} as const;

/** Which submission statuses each submission helper accepts. */
const ALLOWED_STATUSES: Readonly<Record<Exclude<AiHelper, 'explain-problem'>, readonly number[]>> = {
  'explain-ce': [Verdict.CompileError],
  'provide-idea': [Verdict.CompileError, Verdict.WrongAnswer, Verdict.Accepted],
  'perfect-code': [Verdict.CompileError, Verdict.WrongAnswer, Verdict.Accepted],
};

/** AI helpers and their admin config (site/ai-config.ts): register with `{ prefix: '/api' }`. */
export const aiModule: ModulePlugin<Deps> = async (app, { deps }) => {
  await app.register(adminAiConfigRoutes, { deps });
  const settings = deps.ai;
  const secret = deps.config.jwt.secret;
  const openBucket = bucketOpener();
  // Shared with the other rate limits; entries carry their own expiry (at most one call long).
  const rateLimits = () => openBucket(deps.js(), deps.natsNames.kv.rateLimits, 60 * 60_000);

  /** A problem the viewer may open outside contests, or the 404/400 refusal. */
  const viewableProblem = async (pid: number, viewer: Viewer): Promise<ProblemRow> => {
    const problem = await deps.db.getRepository(ProblemEntity).findOne({ where: { id: pid }, select: PROBLEM_SELECT });
    if (!problem || !canView(problem, viewer)) throw fail(ProblemMessage.problemNotExists);
    // Only admin roles get this far with a contest problem: the AI is hidden inside contests.
    if (problem.auth === ProblemAuth.Contest) throw fail(AiMessage.contestProblem);
    return problem;
  };

  const submissionTarget = async (helper: Exclude<AiHelper, 'explain-problem'>, submitId: number, viewer: Viewer): Promise<Target> => {
    const row = await findHelperSubmission(deps.db, submitId);
    // The code is the prompt: only its owner and admin roles (get-submission-detail's code rule, without sharing).
    if (!row || !canUseCode(row, viewer)) throw fail(AiMessage.submissionNotExists);
    if (row.cid !== 0) throw fail(AiMessage.contestSubmission);
    if (!ALLOWED_STATUSES[helper].includes(row.status)) throw fail(helper === 'explain-ce' ? AiMessage.notCompileError : AiMessage.statusNotAllowed);
    const problem = await viewableProblem(row.pid, viewer);
    return { problem, submission: { language: row.language, code: row.code, status: row.status, errorMessage: row.errorMessage } };
  };

  /** Checks the switch, the config and the rate limit, opens the upstream and streams its answer. */
  const stream = async (helper: AiHelper, request: FastifyRequest, reply: FastifyReply, target: (viewer: Viewer) => Promise<Target>): Promise<Readable> => {
    if (!(await loadWebsiteConfig(app.db)).openAiChat) throw fail(AiMessage.chatClosed);
    const viewer = viewerOf(request);
    const { problem, submission } = await target(viewer);
    const system = await loadSystemConfig(deps.db, secret);
    const upstream: UpstreamSettings = { apiUrl: system.aiApiUrl, model: system.aiModel, maxTokens: system.aiMaxTokens, apiKey: system.aiApiKey };
    if (upstream.apiUrl === '' || upstream.model === '') throw fail(AiMessage.notConfigured);
    const language = languageOf(request);
    const messages: ChatMessage[] = buildPrompt(helper, problem, language, submission);
    const slot = await claimAiSlot(await rateLimits(), viewer.uid ?? '', settings.intervalMs, settings.totalTimeoutMs);

    const controller = new AbortController();
    let timedOut = false;
    let clientGone = false;
    let finishing: Promise<void> | null = null;
    const total = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error('AI call timeout'));
    }, settings.totalTimeoutMs);
    /** Ends the call once: stops the timer and the upstream, and turns the slot into the interval. */
    const finish = (): Promise<void> => {
      finishing ??= (async () => {
        clearTimeout(total);
        controller.abort();
        try {
          await slot.finish();
        } catch (error) {
          request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'AI slot not finished');
        }
      })();
      return finishing;
    };
    // A client that goes away stops the upstream call (its tokens cost money).
    reply.raw.on('close', () => {
      if (reply.raw.writableFinished) return;
      clientGone = true;
      void finish();
    });
    const reasonOf = (error: unknown): string => {
      const text = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 300);
      return upstream.apiKey === '' ? text : text.replaceAll(upstream.apiKey, '***');
    };

    let body: ReadableStream<Uint8Array>;
    try {
      body = await openCompletionStream(upstream, messages, controller.signal, settings.firstByteTimeoutMs);
    } catch (error) {
      finishing ??= Promise.resolve();
      clearTimeout(total);
      await slot.release();
      request.log.warn({ helper, reason: reasonOf(error) }, 'AI upstream unavailable');
      if (!(error instanceof UpstreamUnavailableError)) throw error;
      // No cause attached: the error log would print it, and an upstream's answer may echo the key.
      throw fail(AiMessage.unavailable);
    }

    async function* events(): AsyncGenerator<string> {
      try {
        try {
          for await (const text of completionText(body)) yield sseEvent({ choices: [{ delta: { content: text } }] });
        } catch (error) {
          if (clientGone) return;
          request.log.warn({ helper, reason: reasonOf(error) }, 'AI answer failed');
          yield sseEvent({ error: localiseServerMessage(timedOut ? AiMessage.timedOut : AiMessage.failed, language) });
        }
        // The slot is free (in its interval) before the client reads the end.
        await finish();
        yield SSE_DONE;
      } finally {
        await finish();
      }
    }

    reply.header('content-type', 'text/event-stream; charset=utf-8');
    reply.header('cache-control', 'no-cache, no-transform');
    reply.header('x-accel-buffering', 'no');
    // Handed back as the handler's result: Fastify pipes it and destroys it when the client leaves.
    return Readable.from(events(), { objectMode: false });
  };

  // The 200 is an event stream, which the type provider reads from the schema as a string; the
  // handlers hand Fastify a Readable, which it pipes as it is (no serialisation).
  const streamed = (body: Promise<Readable>): Promise<never> => body as Promise<never>;
  const schemaOf = <Q extends TSchema>(summary: string, querystring: Q) => ({
    tags: ['ai'],
    summary,
    security: TOKEN_SECURITY,
    querystring,
    response: RESPONSES,
  });
  // Anonymous callers are refused before their query is even read.
  const onRequest = app.authenticate;

  app.get(
    '/ai/explain-problem',
    { onRequest, schema: schemaOf('Streams an explanation of a problem (not for contest problems)', AiProblemQuerySchema) },
    (request, reply) => streamed(stream('explain-problem', request, reply, async (viewer) => ({ problem: await viewableProblem(request.query.pid, viewer) }))),
  );
  for (const [helper, summary] of [
    ['explain-ce', "Streams an explanation of a Compile Error submission's compiler message"],
    ['provide-idea', 'Streams a solution idea for the problem of a CE/WA/AC submission'],
    ['perfect-code', 'Streams a review of the code of a CE/WA/AC submission'],
  ] as const) {
    app.get(`/ai/${helper}`, { onRequest, schema: schemaOf(summary, AiSubmissionQuerySchema) }, (request, reply) =>
      streamed(stream(helper, request, reply, (viewer) => submissionTarget(helper, request.query.submitId, viewer))),
    );
  }
};
