import { useCallback, useEffect, useRef, useState } from 'react';
import { apiError, isApiError } from '@oj/api-client/core';
import { isAbortError, streamAi } from '@oj/api-client/ai-stream';
import type { ApiError } from '@oj/api-client/core';
import { useShellDispatch } from '@oj/app-shell';
import type { ShellDispatch } from '@oj/app-shell';
import type { AiRequest } from '../rules.ts';

/** Where an answer is: arriving, complete, stopped by the user, or failed. */
export type AiAnswerPhase = 'streaming' | 'done' | 'stopped' | 'error';

/** The answer so far and what can be done with it. */
export interface AiAnswer {
  text: string;
  phase: AiAnswerPhase;
  error: ApiError | null;
  /** Asks again from the start. */
  retry: () => void;
  /** Stops the answer where it is. */
  stop: () => void;
}

function ask(request: AiRequest, onChunk: (text: string) => void, signal: AbortSignal, dispatch: ShellDispatch): Promise<void> {
  const options = { onChunk, signal, dispatch };
  return request.kind === 'explain-problem'
    ? streamAi(request.kind, { pid: request.pid }, options)
    : streamAi(request.kind, { submitId: request.submitId }, options);
}

/**
 * Streams the answer of an AI helper, starting when mounted (and for each new request) and
 * stopping when unmounted. A 401 has already cleared the session (streamAi does it, as the base
 * query does); onUnauthorized lets the page ask the user to sign in again.
 */
export function useAiAnswer(request: AiRequest, onUnauthorized: () => void): AiAnswer {
  const dispatch = useShellDispatch();
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<AiAnswerPhase>('streaming');
  const [error, setError] = useState<ApiError | null>(null);
  const controller = useRef<AbortController | null>(null);
  const unauthorized = useRef(onUnauthorized);
  useEffect(() => {
    unauthorized.current = onUnauthorized;
  }, [onUnauthorized]);

  const start = useCallback(() => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setText('');
    setError(null);
    setPhase('streaming');
    // Every update checks that this is still the latest question: a stopped one must not write.
    const latest = () => controller.current === own;
    ask(
      request,
      (chunk) => {
        if (latest()) setText((previous) => previous + chunk);
      },
      own.signal,
      dispatch,
    ).then(
      () => {
        if (latest()) setPhase('done');
      },
      (failure: unknown) => {
        if (!latest()) return;
        if (isAbortError(failure)) {
          setPhase('stopped');
          return;
        }
        const normalised = isApiError(failure) ? failure : apiError('server');
        setError(normalised);
        setPhase('error');
        if (normalised.kind === 'unauthorized') unauthorized.current();
      },
    );
  }, [request, dispatch]);

  useEffect(() => {
    start();
    return () => {
      const current = controller.current;
      controller.current = null;
      current?.abort();
    };
  }, [start]);

  const stop = useCallback(() => {
    controller.current?.abort();
  }, []);

  return { text, phase, error, retry: start, stop };
}
