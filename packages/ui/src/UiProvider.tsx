import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import type { Language } from '@oj/i18n';
import { THEME, useAntdLocale } from './antd-locale.ts';

/** Props of UiProvider and LiteUiProvider. */
export interface UiProviderProps {
  language: Language;
  children: ReactNode;
}


/** antd configuration with antd's App (message, notification, modal hooks); the locale follows the language. */
export function UiProvider({ language, children }: UiProviderProps) {
  return (
    <ConfigProvider locale={useAntdLocale(language)} theme={THEME}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
