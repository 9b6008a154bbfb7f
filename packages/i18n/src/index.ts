import './types.ts';

export {
  LANGUAGES,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  browserLanguage,
  browserStorage,
  detectLanguage,
  languageQueryOf,
  readSavedLanguage,
  resolveLanguage,
  saveLanguage,
  toLanguage,
} from './language.ts';
export type { KeyValueStorage, Language, LanguageSources } from './language.ts';
export { MESSAGES, enUS, enUSPages, zhCN, zhCNPages } from './resources/index.ts';
export type { AllMessages, Messages, PageMessages } from './resources/index.ts';
export { createI18n, createLazyI18n, currentLanguage, ensurePageMessages, setLanguage } from './setup.ts';
export { loadMessages, loadPageMessages } from './load.ts';
export { useLanguage } from './hooks.ts';
export { useTranslation, Trans, I18nextProvider } from 'react-i18next';
export type { TFunction } from 'i18next';
/** A translation key whose text needs no interpolation values (menu labels, titles). */
export type { ParseKeysWithoutVariables as MessageKey } from 'i18next';
