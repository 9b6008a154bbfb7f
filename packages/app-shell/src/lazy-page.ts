import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** A page chunk that has not arrived after this long counts as failed (spec 01 §9). */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;

/** Raised when a page chunk does not arrive in time; the route error page shows it. */
export class PageLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`page chunk did not load within ${timeoutMs} ms`);
    this.name = 'PageLoadTimeoutError';
  }
}

/** Races a loader against a timer, so a stalled chunk request ends in an error instead of a spinner forever. */
export function withTimeout<T>(load: () => Promise<T>, timeoutMs: number = PAGE_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new PageLoadTimeoutError(timeoutMs));
      }, timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

let loadPageMessages: () => Promise<void> = () => Promise.resolve();

/**
 * Sets what every lazy page awaits besides its code: the page messages of the current language
 * (the web app's main.tsx passes ensurePageMessages; tests and the admin app hold every message).
 */
export function setPageMessagesLoader(load: () => Promise<void>): void {
  loadPageMessages = load;
}

/**
 * A route page loaded on first visit (its own chunk), together with the page messages.
 * `pick` selects the named export, so page modules keep named exports like the rest of the code.
 * Render it under a Suspense boundary.
 */
export function lazyPage<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyExoticComponent<ComponentType<P>> {
  const timed = withTimeout(async () => {
    const [module] = await Promise.all([load(), loadPageMessages()]);
    return module;
  });
  return lazy(async () => ({ default: pick(await timed()) }));
}
