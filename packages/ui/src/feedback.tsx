import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { message, notification, theme } from 'antd';
import AppContext from 'antd/es/app/context';
import type { useAppProps } from 'antd/es/app/context';
import type { ModalFuncProps } from 'antd/es/modal';

type ModalApi = useAppProps['modal'];

// FeedbackApp's own context: useFeedback reads it first, so it does not depend on which build of
// antd (es or lib) App.useApp() resolves to in a given environment.
const FeedbackContext = createContext<useAppProps | null>(null);
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

/**
 * Stands in for antd's App: the same App.useApp() context (message, notification, modal) and
 * the base text style, with Modal loaded lazily (see lazyModalApi).
 */
export function FeedbackApp({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const modalApi = useMemo(() => lazyModalApi(), []);
  const value = useMemo(() => ({ message: messageApi, notification: notificationApi, modal: modalApi }), [messageApi, notificationApi, modalApi]);
  return (
    <FeedbackContext.Provider value={value}>
      <AppContext.Provider value={value}>
        <div
          className="oj-app"
          style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}
        >
          {messageHolder}
          {notificationHolder}
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
