// The interface language every call announces in Accept-Language, so the server words `msg` in it.
// The apps set it where their i18n instance starts and on every language change.

let current: string | null = null;

/** Sets the language sent with every following request (null: send no Accept-Language). */
export function setRequestLanguage(language: string | null): void {
  current = language === null || language.trim() === '' ? null : language.trim();
}

/** The language requests currently carry, or null when none was set. */
export function getRequestLanguage(): string | null {
  return current;
}
