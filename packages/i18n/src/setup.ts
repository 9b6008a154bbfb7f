import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, saveLanguage, toLanguage } from './language.ts';
import type { KeyValueStorage, Language } from './language.ts';
import { MESSAGES } from './resources/index.ts';

/** Creates an initialised i18next instance (synchronous: every resource is bundled). */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {
      'zh-CN': { translation: MESSAGES['zh-CN'] },
      'en-US': { translation: MESSAGES['en-US'] },
    },
    lng: language,
    supportedLngs: [...LANGUAGES],
    fallbackLng: 'en-US',
    // Without this i18next would try `zh` before `zh-CN` and miss.
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  setDocumentLanguage(language);
  return instance;
}

/** The instance's current language narrowed to ours (i18next types it as a plain string). */
export function currentLanguage(instance: I18n): Language {
  return toLanguage(instance.resolvedLanguage ?? instance.language) ?? 'en-US';
}

/** Switches the interface language and remembers the choice for later visits. */
export async function setLanguage(instance: I18n, language: Language, storage?: KeyValueStorage): Promise<void> {
  saveLanguage(language, storage);
  setDocumentLanguage(language);
  await instance.changeLanguage(language);
}

function setDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
