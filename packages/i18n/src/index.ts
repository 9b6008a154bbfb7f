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
export { MESSAGES, enUS, zhCN } from './resources/index.ts';
export type { Messages } from './resources/index.ts';
export { createI18n, currentLanguage, setLanguage } from './setup.ts';
export { useLanguage } from './hooks.ts';
export { useTranslation, Trans, I18nextProvider } from 'react-i18next';
export type { TFunction } from 'i18next';
/** A translation key whose text needs no interpolation values (menu labels, titles). */
export type { ParseKeysWithoutVariables as MessageKey } from 'i18next';
