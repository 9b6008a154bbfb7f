import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from './language.ts';
import { currentLanguage, setLanguage } from './setup.ts';

/** The current language and a setter that switches and persists it. */
export function useLanguage(): readonly [Language, (language: Language) => void] {
  const { i18n } = useTranslation();
  const change = useCallback(
    (language: Language) => {
      void setLanguage(i18n, language);
    },
    [i18n],
  );
  return [currentLanguage(i18n), change] as const;
}
