import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { Language } from '@oj/i18n';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;

/** Props of UiProvider. */
export interface UiProviderProps {
  language: Language;
  children: ReactNode;
}

/** antd configuration shared by both apps: locale follows the interface language; App gives message/notification hooks. */
export function UiProvider({ language, children }: UiProviderProps) {
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={{ token: { colorPrimary: '#2d8cf0' } }}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
