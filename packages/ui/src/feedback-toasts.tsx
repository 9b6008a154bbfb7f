import { useEffect } from 'react';
import { message, notification } from 'antd';
import type { ToastApis } from './feedback.tsx';
import { TOAST_DURATION_S } from './toast.ts';

/**
 * antd's message and notification holders, in their own chunk: FeedbackApp imports this module
 * right after its first render and renders it inside its ConfigProvider (theme, locale, prefix).
 * Once mounted it hands the two APIs to FeedbackApp, which replays the calls made until then.
 */
export function FeedbackToasts({ onReady }: { onReady: (apis: ToastApis | null) => void }) {
  const [messageApi, messageHolder] = message.useMessage({ duration: TOAST_DURATION_S });
  const [notificationApi, notificationHolder] = notification.useNotification({ duration: TOAST_DURATION_S });
  useEffect(() => {
    // Passive effects run after the holders' refs are set, so replayed calls are shown.
    onReady({ message: messageApi, notification: notificationApi });
    return () => {
      onReady(null);
    };
  }, [onReady, messageApi, notificationApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
