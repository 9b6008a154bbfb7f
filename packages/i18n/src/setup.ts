import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, saveLanguage, toLanguage } from './language.ts';
import type { KeyValueStorage, Language } from './language.ts';
import { loadMessages, loadPageMessages } from './load.ts';
import { MESSAGES } from './resources/index.ts';
import type { AllMessages, Messages } from './resources/types.ts';

// The languages whose page messages each instance holds; an instance absent here has not
// needed page messages yet.
const pageLanguages = new WeakMap<I18n, Set<Language>>();

/** react-i18next hands components a Proxy of the instance; the bookkeeping keys on the instance itself. */
function unwrap(instance: I18n): I18n {
  return (instance as I18n & { __original?: I18n }).__original ?? instance;
}

async function addPageMessages(instance: I18n, language: Language, loaded: Set<Language>): Promise<void> {
  if (loaded.has(language)) return;
  // i18next merges into the object it holds: give it a copy, never the module's messages.
  instance.addResourceBundle(language, 'translation', structuredClone(await loadPageMessages(language)), true, false);
  loaded.add(language);
}

/** Creates an initialised i18next instance (synchronous: every resource is bundled). */
export function createI18n(language: Language): I18n {
  const instance = initialise(language, {
    'zh-CN': { translation: MESSAGES['zh-CN'] },
    'en-US': { translation: MESSAGES['en-US'] },
  });
  pageLanguages.set(unwrap(instance), new Set(LANGUAGES));
  return instance;
}

/**
 * Creates an instance holding only `language`'s messages, loaded first; the web app starts with
 * it so its first load carries one language. setLanguage loads another one on demand.
 */
export async function createLazyI18n(language: Language): Promise<I18n> {
  const messages = structuredClone(await loadMessages(language));
  return initialise(language, { [language]: { translation: messages } });
}

/**
 * Adds the page messages of the current language (once); a lazily loaded page awaits this with
 * its code. From then on setLanguage loads them along with the shell's for any language.
 */
export async function ensurePageMessages(instance: I18n): Promise<void> {
  let loaded = pageLanguages.get(unwrap(instance));
  if (!loaded) {
    loaded = new Set();
    pageLanguages.set(unwrap(instance), loaded);
  }
  await addPageMessages(instance, currentLanguage(instance), loaded);
}

function initialise(language: Language, resources: Partial<Record<Language, { translation: Messages | AllMessages }>>): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    // Languages missing here are added by setLanguage, never fetched by a backend.
    partialBundledLanguages: true,
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
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', structuredClone(await loadMessages(language)));
  }
  const loaded = pageLanguages.get(unwrap(instance));
  if (loaded) await addPageMessages(instance, language, loaded);
  saveLanguage(language, storage);
  setDocumentLanguage(language);
  await instance.changeLanguage(language);
}

function setDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
