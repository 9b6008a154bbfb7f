import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import type { Language } from '@oj/i18n';
import { THEME, useAntdLocale } from './antd-locale.ts';
import { FeedbackValueProvider } from './feedback.tsx';
import { ShellStyles } from './shell-css.tsx';
import { TOAST_DURATION_S } from './toast.ts';

/** Props of UiProvider and LiteUiProvider. */
export interface UiProviderProps {
  language: Language;
  children: ReactNode;
}

/** useFeedback() under antd's App: its own value, from the same antd build as the App component. */
function AppFeedback({ children }: { children: ReactNode }) {
  return <FeedbackValueProvider value={App.useApp()}>{children}</FeedbackValueProvider>;
}

/** antd configuration with antd's App (message, notification, modal hooks; toasts last 4 s); the locale follows the language. */
export function UiProvider({ language, children }: UiProviderProps) {
  return (
    <ConfigProvider locale={useAntdLocale(language)} theme={THEME}>
      <App message={{ duration: TOAST_DURATION_S }} notification={{ duration: TOAST_DURATION_S }}>
        <ShellStyles />
        <AppFeedback>{children}</AppFeedback>
      </App>
    </ConfigProvider>
  );
}
