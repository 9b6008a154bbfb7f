/** The languages the interface ships in. */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
/** One of the supported interface languages. */
export type Language = (typeof LANGUAGES)[number];

/** localStorage key of the language the user picked. */
export const LANGUAGE_STORAGE_KEY = 'language';
/** Query parameter that forces a language for one visit (spec 01 §1). */
export const LANGUAGE_QUERY_PARAM = 'l';

/** Reads a language tag leniently: exact tags in any case, or a bare `zh` / `en`. */
export function toLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const tag = value.trim().toLowerCase();
  if (tag === 'zh-cn' || tag === 'zh') return 'zh-CN';
  if (tag === 'en-us' || tag === 'en') return 'en-US';
  return undefined;
}

/** Maps a browser language (or the list from navigator.languages) to ours: zh* is zh-CN, anything else en-US. */
export function browserLanguage(browser: string | readonly string[] | null | undefined): Language {
  const first = typeof browser === 'string' ? browser : browser?.[0];
  return first?.trim().toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

/** Inputs of the language choice: the `l` query value, the saved setting, the browser language(s). */
export interface LanguageSources {
  query?: string | null;
  saved?: string | null;
  browser?: string | readonly string[] | null;
}

/** Chooses the interface language: query `l` first, then the saved setting, then the browser. */
export function resolveLanguage({ query, saved, browser }: LanguageSources): Language {
  return toLanguage(query) ?? toLanguage(saved) ?? browserLanguage(browser);
}

/** Extracts the `l` parameter from a location search string. */
export function languageQueryOf(search: string): string | null {
  return new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM);
}

/** The minimal storage surface used here; localStorage satisfies it. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage when it is usable (it throws in some privacy modes), else undefined. */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The saved language, if any valid one is stored. */
export function readSavedLanguage(storage: KeyValueStorage | undefined = browserStorage()): Language | undefined {
  try {
    return toLanguage(storage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** Persists the user's language choice. */
export function saveLanguage(language: Language, storage: KeyValueStorage | undefined = browserStorage()): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A full or disabled storage only costs the user the remembered choice.
  }
}

/** Resolves the language for this page load from the window's location, storage and navigator. */
export function detectLanguage(): Language {
  const hasWindow = typeof window !== 'undefined';
  return resolveLanguage({
    query: hasWindow ? languageQueryOf(window.location.search) : null,
    saved: readSavedLanguage(),
    browser: typeof navigator === 'undefined' ? null : navigator.languages.length > 0 ? navigator.languages : navigator.language,
  });
}
