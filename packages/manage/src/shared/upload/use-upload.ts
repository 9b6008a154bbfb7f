import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionCleared, setToken, tokenAdopted } from '@oj/api-client/core';
import { useShellDispatch } from '@oj/app-shell';
import { isUploadFailure, sendUpload } from './xhr-upload.ts';
import type { SendUploadOptions, UploadFailure, UploadRequest } from './xhr-upload.ts';

/** Where an upload stands. `error` is the server's message, or empty when the caller should word it. */
export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; percent: number }
  | { status: 'done'; fileName: string }
  | { status: 'failed'; fileName: string; failure: UploadFailure };

/** How an upload ended. */
export type UploadOutcome<T> = { ok: true; data: T } | { ok: false; failure: UploadFailure };

/** What useUpload hands out. */
export interface UploadControl<T> {
  state: UploadState;
  /** Uploads; resolves with the data or with why it failed (cancelled included). */
  start: (request: UploadRequest) => Promise<UploadOutcome<T>>;
  cancel: () => void;
  reset: () => void;
}

/**
 * One upload at a time with its progress, cancel and failure; the session follows the server as
 * with every other call (a refreshed token is adopted, a 401 signs out).
 */
export function useUpload<T>(createXhr?: SendUploadOptions['createXhr']): UploadControl<T> {
  const dispatch = useShellDispatch();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (request: UploadRequest): Promise<UploadOutcome<T>> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const fileName = request.file.name;
      setState({ status: 'uploading', fileName, percent: 0 });
      try {
        const result = await sendUpload<T>(request, {
          signal: current.signal,
          ...(createXhr ? { createXhr } : {}),
          onProgress: ({ percent }) => {
            if (controller.current === current) setState({ status: 'uploading', fileName, percent });
          },
        });
        if (result.refreshedToken) {
          setToken(result.refreshedToken);
          dispatch(tokenAdopted(result.refreshedToken));
        }
        if (controller.current === current) setState({ status: 'done', fileName });
        return { ok: true, data: result.data };
      } catch (error) {
        const failure: UploadFailure = isUploadFailure(error)
          ? { kind: error.kind, msg: error.msg, ...(error.httpStatus === undefined ? {} : { httpStatus: error.httpStatus }) }
          : { kind: 'network', msg: '' };
        if (failure.kind === 'unauthorized') {
          setToken(null);
          dispatch(sessionCleared());
        }
        if (controller.current === current) setState({ status: 'failed', fileName, failure });
        return { ok: false, failure };
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [createXhr, dispatch],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
  }, []);
  const reset = useCallback(() => {
    controller.current?.abort();
    setState({ status: 'idle' });
  }, []);
  return { state, start, cancel, reset };
}
