import type { i18n as I18n } from 'i18next';
import { setRequestLanguage } from '@oj/api-client/core';
import { currentLanguage } from '@oj/i18n';

/** The server words `msg` in the interface language: every call carries it, also after a switch. */
export function followInterfaceLanguage(i18n: I18n): void {
  setRequestLanguage(currentLanguage(i18n));
  i18n.on('languageChanged', () => {
    setRequestLanguage(currentLanguage(i18n));
  });
}
