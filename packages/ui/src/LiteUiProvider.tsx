import { ConfigProvider } from 'antd';
import { THEME, useAntdLocale } from './antd-locale.ts';
import { FeedbackApp } from './feedback.tsx';
import { ShellStyles } from './shell-css.tsx';
import type { UiProviderProps } from './UiProvider.tsx';

/**
 * UiProvider for apps that watch their first load: FeedbackApp stands in for antd's App, so Modal
 * loads on first use. Components read message and notification with useFeedback().
 */
export function LiteUiProvider({ language, children }: UiProviderProps) {
  return (
    <ConfigProvider locale={useAntdLocale(language)} theme={THEME}>
      <ShellStyles />
      <FeedbackApp>{children}</FeedbackApp>
    </ConfigProvider>
  );
}
