import { useEffect, useState } from 'react';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { Language } from '@oj/i18n';

/**
 * The platform's antd theme. Every text colour reaches WCAG AA (4.5:1) on the surfaces it is drawn
 * on (the end-to-end tests run axe-core on every page): the primary blue is #2d8cf0 darkened just
 * enough for white button text and blue links; secondary text (labels, descriptions) is a shade
 * darker than antd's 45 % black; status and preset-colour tags keep their tint and border, with
 * their text one step darker (antd's own -7 shades of gold, lime, cyan and others are too light).
 */
export const THEME = {
  token: {
    colorPrimary: '#1a6fd1',
    colorInfo: '#1a6fd1',
    colorLink: '#1a6fd1',
    colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
    colorTextDescription: 'rgba(0, 0, 0, 0.58)',
  },
  components: {
    Tag: {
      colorSuccess: '#368111',
      colorWarning: '#96680c',
      colorError: '#c73c3e',
      cyan7: '#077f83',
      green7: '#2f850b',
      orange7: '#ae5807',
      yellow7: '#887104',
      volcano7: '#cc360c',
      lime7: '#577d03',
      gold7: '#9d6504',
    },
    // The unchecked track carries white text ("all"/"mine"); antd's 25 % black is too light behind it.
    Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.55)', colorTextTertiary: 'rgba(0, 0, 0, 0.65)' },
    // An empty table's text.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.58)' },
    // A busy button ("Submitting…") keeps its colours: the spinner says it is busy, and white text on a faded blue is unreadable.
    Button: { opacityLoading: 1, colorError: '#c73c3e', colorErrorHover: '#a8292c', colorErrorActive: '#8f2023' },
    // Placeholders (antd's 25 % black is 1.8:1 on white) and success text (#52c41a is 2.3:1).
    Select: { colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)' },
    Typography: { colorSuccess: '#368111', colorSuccessText: '#368111' },
  },
} as const;

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
