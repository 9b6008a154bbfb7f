import { useEffect, useState } from 'react';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { Language } from '@oj/i18n';

/** The platform's antd theme. */
export const THEME = { token: { colorPrimary: '#2d8cf0' } } as const;

// English is antd's built-in locale; the Chinese one loads when first needed.
let zhCN: Locale | undefined;

/** antd's locale for the interface language (English until the Chinese one has loaded). */
export function useAntdLocale(language: Language): Locale {
  const [loaded, setLoaded] = useState<Locale | undefined>(zhCN);
  useEffect(() => {
    if (language !== 'zh-CN' || loaded) return;
    void import('antd/es/locale/zh_CN').then((module) => {
      zhCN = module.default;
      setLoaded(zhCN);
    });
  }, [language, loaded]);
  return language === 'zh-CN' && loaded ? loaded : enUS;
}
