import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveEvent } from '@oj/contracts';
import { api, getToken, selectToken, selectUserInfo, sessionCleared, setToken, tokenAdopted } from '@oj/api-client/core';
import { openLiveChannel } from '@oj/api-client/live';
import type { LiveChannel, LiveState } from '@oj/api-client/live';
import { useShellDispatch, useShellSelector } from '@oj/app-shell';
import type { ShellDispatch } from '@oj/app-shell';

// The tab's one live channel (docs/architecture.md, "The live channel"): screens name the topics they
// follow, the tab keeps one stream for all of them (topics counted across components), and screens poll
// at the spec's intervals whenever `useLiveState().state` is not 'live'.

/** The signed-in user's own topic (verdicts, unread counts), whatever the uid. */
export const OWN_TOPIC = 'user';

/** The channel's state, and a count that rises each time pushes may have been missed (refetch then). */
export interface LiveSnapshot {
  state: LiveState;
  epoch: number;
}

type Handler = (event: LiveEvent) => void;

/** With no screen following anything, the stream stays open this long (a route change re-follows at once). */
const CLOSE_AFTER_MS = 10_000;

class LiveTab {
  readonly #handlers = new Map<string, Set<Handler>>();
  readonly #watchers = new Set<() => void>();
  #channel: LiveChannel | null = null;
  #uid: string | null = null;
  #dispatch: ShellDispatch | null = null;
  #snapshot: LiveSnapshot = { state: 'fallback', epoch: 0 };
  #closeTimer: ReturnType<typeof setTimeout> | null = null;
  /** A stream about to open: the topics every component of one render follows go into its first request. */
  #openTimer: ReturnType<typeof setTimeout> | null = null;

  follow = (topic: string, handler: Handler): (() => void) => {
    let handlers = this.#handlers.get(topic);
    if (!handlers) {
      handlers = new Set();
      this.#handlers.set(topic, handlers);
    }
    handlers.add(handler);
    this.#update();
    return () => {
      handlers.delete(handler);
      if (handlers.size === 0 && this.#handlers.get(topic) === handlers) this.#handlers.delete(topic);
      this.#update();
    };
  };

  /** The signed-in user (null when signed out) of a store: another user, or another store (tests), means another stream. */
  setSession = (uid: string | null, dispatch: ShellDispatch): void => {
    if (uid === this.#uid && dispatch === this.#dispatch) return;
    this.#dispatch = dispatch;
    this.#uid = uid;
    this.#close();
    this.#update();
  };

  watch = (listener: () => void): (() => void) => {
    this.#watchers.add(listener);
    return () => {
      this.#watchers.delete(listener);
    };
  };

  snapshot = (): LiveSnapshot => this.#snapshot;

  #set(next: Partial<LiveSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...next };
    for (const watcher of this.#watchers) watcher();
  }

  #contestTopics(): string[] {
    return [...this.#handlers.keys()].filter((topic) => topic !== OWN_TOPIC);
  }

  #update(): void {
    if (this.#uid === null || this.#handlers.size === 0) {
      if (this.#channel && this.#closeTimer === null)
        this.#closeTimer = setTimeout(() => {
          this.#close();
        }, CLOSE_AFTER_MS);
      return;
    }
    if (this.#closeTimer !== null) clearTimeout(this.#closeTimer);
    this.#closeTimer = null;
    if (this.#channel) {
      this.#channel.setTopics(this.#contestTopics());
      return;
    }
    // The header follows the user's topic before a page follows its own: one stream with both, not two.
    this.#openTimer ??= setTimeout(() => {
      this.#openTimer = null;
      this.#open();
    }, 0);
  }

  #open(): void {
    if (this.#channel || this.#uid === null || this.#handlers.size === 0) return;
    this.#channel = openLiveChannel({
      topics: this.#contestTopics(),
      getToken: () => getToken(),
      onEvent: (event) => {
        this.#deliver(event);
      },
      onStateChange: (state) => {
        this.#set({ state });
      },
      onResync: () => {
        this.#set({ epoch: this.#snapshot.epoch + 1 });
      },
      onTokenRefreshed: (token) => {
        // Adopted as the base query adopts one, unless the user signed out meanwhile.
        if (getToken() === null) return;
        setToken(token);
        this.#dispatch?.(tokenAdopted(token));
      },
      onUnauthorized: (sent) => {
        if (getToken() !== sent) return;
        setToken(null);
        this.#dispatch?.(sessionCleared());
      },
    });
    this.#set({ state: this.#channel.state });
  }

  #close(): void {
    if (this.#closeTimer !== null) clearTimeout(this.#closeTimer);
    this.#closeTimer = null;
    if (this.#openTimer !== null) clearTimeout(this.#openTimer);
    this.#openTimer = null;
    this.#channel?.close();
    this.#channel = null;
    this.#set({ state: 'fallback' });
  }

  #deliver(event: LiveEvent): void {
    // Whatever screen shows the submission (details, case results, a list page) reloads it.
    if (event.kind === 'verdict') this.#dispatch?.(api.util.invalidateTags([{ type: 'Submission', id: event.data.submitId }]));
    const topic = event.topic.startsWith('user.') ? OWN_TOPIC : event.topic;
    for (const handler of this.#handlers.get(topic) ?? []) handler(event);
  }
}

const tab = new LiveTab();

/**
 * Follows a topic while the component is mounted: `contest.<cid>`, or OWN_TOPIC for the signed-in
 * user's own events; null follows nothing. Signed out, no stream is opened (the state stays 'fallback').
 */
export function useLiveEvents(topic: string | null, handler: Handler): void {
  const signedIn = useShellSelector(selectToken) !== null;
  const uid = useShellSelector(selectUserInfo)?.uid ?? '';
  const dispatch = useShellDispatch();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    tab.setSession(signedIn && uid !== '' ? uid : null, dispatch);
  }, [signedIn, uid, dispatch]);
  useEffect(() => {
    if (topic === null) return;
    return tab.follow(topic, (event) => {
      latest.current(event);
    });
  }, [topic]);
}

/** The tab's live state: poll at the spec's intervals unless `state` is 'live'; refetch when `epoch` changes. */
export function useLiveState(): LiveSnapshot {
  return useSyncExternalStore(tab.watch, tab.snapshot, tab.snapshot);
}
