import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentType, Key, ReactNode } from 'react';
import { theme } from 'antd';
import AppContext from 'antd/es/app/context';
import type { useAppProps } from 'antd/es/app/context';
import type { ModalFuncProps } from 'antd/es/modal';

type ModalApi = useAppProps['modal'];
type MessageApi = useAppProps['message'];
type NotificationApi = useAppProps['notification'];

// FeedbackApp's own context: useFeedback reads it first, so it does not depend on which build of
// antd (es or lib) App.useApp() resolves to in a given environment.
const FeedbackContext = createContext<useAppProps | null>(null);

/** Hands useFeedback a value from elsewhere: UiProvider passes antd App's own. */
export const FeedbackValueProvider = FeedbackContext.Provider;
type ModalKind = keyof ModalApi;
type ModalHandle = ReturnType<ModalApi['confirm']>;

/**
 * The `modal` part of App.useApp(), with the Modal code loaded on first use: confirmations are
 * rare, and Modal (with its skeleton and dialog) would otherwise sit in every first page load.
 * It uses Modal's static functions, which follow the global antd config.
 */
export function lazyModalApi(load: () => Promise<Pick<ModalApi, ModalKind>> = defaultModalLoader): ModalApi {
  const open =
    (kind: ModalKind) =>
    (config: ModalFuncProps): ModalHandle => {
      let settle: (confirmed: boolean) => void = () => undefined;
      const closed = new Promise<boolean>((resolve) => {
        settle = resolve;
      });
      let handle: { destroy: () => void; update: ModalHandle['update'] } | undefined;
      let destroyed = false;
      const pendingUpdates: Parameters<ModalHandle['update']>[0][] = [];
      const withSettle: ModalFuncProps = {
        ...config,
        onOk: async (...args: unknown[]) => {
          // antd passes a close function; the config's own handler decides when to close.
          await (config.onOk as ((...a: unknown[]) => unknown) | undefined)?.(...args);
          settle(true);
        },
        onCancel: async (...args: unknown[]) => {
          await (config.onCancel as ((...a: unknown[]) => unknown) | undefined)?.(...args);
          settle(false);
        },
      };
      void load().then((api) => {
        if (destroyed) return;
        handle = api[kind](withSettle);
        for (const update of pendingUpdates) handle.update(update);
      });
      return {
        destroy: () => {
          destroyed = true;
          handle?.destroy();
          settle(false);
        },
        update: (update) => {
          if (handle) handle.update(update);
          else pendingUpdates.push(update);
        },
        // The promise only ever resolves (true on OK, false on cancel), so reject is never called.
        then: (resolve) => closed.then(resolve),
      };
    };
  return { info: open('info'), success: open('success'), error: open('error'), warning: open('warning'), confirm: open('confirm') };
}

async function defaultModalLoader(): Promise<Pick<ModalApi, ModalKind>> {
  const { default: Modal } = await import('antd/es/modal');
  return Modal as unknown as Pick<ModalApi, ModalKind>;
}

/** The message and notification parts of App.useApp(), as FeedbackToasts hands them over. */
export interface ToastApis {
  message: MessageApi;
  notification: NotificationApi;
}

/** ToastApis that queue their calls until antd's are attached. */
export interface QueuedToastApis extends ToastApis {
  /** Hands over antd's APIs and replays the queue in order; null takes them back (holders unmounted). */
  attach: (apis: ToastApis | null) => void;
}

type MessageHandle = ReturnType<MessageApi['open']>;
type MessageKind = 'info' | 'success' | 'error' | 'warning' | 'loading';
type NotificationKind = 'info' | 'success' | 'error' | 'warning' | 'open';

interface QueuedCall {
  api: keyof ToastApis;
  key: Key | undefined;
  replay: (apis: ToastApis) => void;
  /** Settles a call dropped before it was shown (its close function, or destroy). */
  cancel: () => void;
}

/** The key of a message's arguments: antd reads an object with `content` as the whole config. */
function messageKey(content: unknown): Key | undefined {
  if (typeof content !== 'object' || content === null || !('content' in content)) return undefined;
  return (content as { key?: Key }).key;
}

/**
 * The `message` and `notification` parts of App.useApp() before their code has loaded (see
 * FeedbackApp): calls are queued and replayed in order once attach() hands over antd's APIs, and
 * go straight to them after that. A queued message returns the same kind of handle as antd's:
 * calling it closes the message (one not shown yet is dropped and never shown), and awaiting it
 * resolves when the message closes (at once for a dropped one). destroy() before the hand-over
 * drops the queued calls it names. `onQueued` runs for every queued call.
 */
export function queuedToastApis(onQueued: () => void = () => undefined): QueuedToastApis {
  let live: ToastApis | null = null;
  let queue: QueuedCall[] = [];
  const enqueue = (call: QueuedCall) => {
    queue.push(call);
    onQueued();
  };
  const drop = (api: keyof ToastApis, key: Key | undefined) => {
    const dropped = queue.filter((call) => call.api === api && (key === undefined || call.key === key));
    queue = queue.filter((call) => !dropped.includes(call));
    for (const call of dropped) call.cancel();
  };

  const openMessage = (key: Key | undefined, send: (api: MessageApi) => MessageHandle): MessageHandle => {
    if (live) return send(live.message);
    let settle: (closed: boolean) => void = () => undefined;
    const closed = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    let shown: MessageHandle | undefined;
    const call: QueuedCall = {
      api: 'message',
      key,
      replay: (apis) => {
        shown = send(apis.message);
        void shown.then(settle);
      },
      cancel: () => {
        settle(true);
      },
    };
    enqueue(call);
    const close = () => {
      if (shown) shown();
      else if (queue.includes(call)) {
        queue = queue.filter((queued) => queued !== call);
        call.cancel();
      }
    };
    return Object.assign(close, { then: closed.then.bind(closed) });
  };
  const typedMessage =
    (type: MessageKind): MessageApi[MessageKind] =>
    (...args) =>
      openMessage(messageKey(args[0]), (api) => api[type](...args));

  const notify =
    (kind: NotificationKind): NotificationApi[NotificationKind] =>
    (args) => {
      if (live) {
        live.notification[kind](args);
        return;
      }
      enqueue({
        api: 'notification',
        key: args.key,
        replay: (apis) => {
          apis.notification[kind](args);
        },
        cancel: () => undefined,
      });
    };

  return {
    message: {
      info: typedMessage('info'),
      success: typedMessage('success'),
      error: typedMessage('error'),
      warning: typedMessage('warning'),
      loading: typedMessage('loading'),
      open: (args) => openMessage(args.key, (api) => api.open(args)),
      destroy: (key) => {
        if (live) live.message.destroy(key);
        else drop('message', key);
      },
    },
    notification: {
      info: notify('info'),
      success: notify('success'),
      error: notify('error'),
      warning: notify('warning'),
      open: notify('open'),
      destroy: (key) => {
        if (live) live.notification.destroy(key);
        else drop('notification', key);
      },
    },
    attach: (apis) => {
      live = apis;
      if (!apis) return;
      const pending = queue;
      queue = [];
      for (const call of pending) call.replay(apis);
    },
  };
}

type ToastsComponent = ComponentType<{ onReady: (apis: ToastApis | null) => void }>;

async function loadFeedbackToasts(): Promise<ToastsComponent> {
  const { FeedbackToasts } = await import('./feedback-toasts.tsx');
  return FeedbackToasts;
}

/**
 * Stands in for antd's App: the same App.useApp() context (message, notification, modal) and
 * the base text style. Modal loads on first use (see lazyModalApi); the message and notification
 * code (FeedbackToasts) starts loading right after the first render, and calls made before it
 * arrives are queued (see queuedToastApis). If that import fails, the next call tries again.
 */
export function FeedbackApp({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [attempt, setAttempt] = useState(0);
  const failed = useRef(false);
  const [toasts] = useState(() =>
    queuedToastApis(() => {
      if (!failed.current) return;
      failed.current = false;
      setAttempt((count) => count + 1);
    }),
  );
  const [Toasts, setToasts] = useState<ToastsComponent | null>(null);
  useEffect(() => {
    let mounted = true;
    loadFeedbackToasts().then(
      (component) => {
        if (mounted) setToasts(() => component);
      },
      () => {
        failed.current = true;
      },
    );
    return () => {
      mounted = false;
    };
  }, [attempt]);
  const modalApi = useMemo(() => lazyModalApi(), []);
  const value = useMemo(() => ({ message: toasts.message, notification: toasts.notification, modal: modalApi }), [toasts, modalApi]);
  return (
    <FeedbackContext.Provider value={value}>
      <AppContext.Provider value={value}>
        <div className="oj-app" style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
          {Toasts && <Toasts onReady={toasts.attach} />}
          {children}
        </div>
      </AppContext.Provider>
    </FeedbackContext.Provider>
  );
}

/**
 * App.useApp() without importing antd's App component (which would bring Modal into the first
 * load): FeedbackApp's value, else antd App's (under UiProvider).
 */
export function useFeedback(): useAppProps {
  const own = useContext(FeedbackContext);
  const antd = useContext(AppContext);
  return own ?? antd;
}
