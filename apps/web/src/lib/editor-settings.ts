import { EDITOR_THEMES } from '@oj/ui/code-editor';
import type { EditorTheme } from '@oj/ui/code-editor';

// The themes belong to the shared editor (@oj/ui/code-editor); this module keeps the user's choices.
export { EDITOR_THEMES };
export type { EditorTheme };
/** Font sizes offered, 12 to 22 by 2 (spec 01 §9). */
export const EDITOR_FONT_SIZES = [12, 14, 16, 18, 20, 22] as const;
/** Tab sizes offered (spec 01 §9). */
export const EDITOR_TAB_SIZES = [2, 4, 8] as const;
/** Editor height in the main variant (spec 01 §9). */
export const EDITOR_HEIGHT_PX = 550;

/** The editor's look, saved globally as defaults and per problem along with the code. */
export interface EditorPreferences {
  theme: EditorTheme;
  fontSize: number;
  tabSize: number;
  /** Last language used; per problem it is checked against the problem's list. */
  language: string | null;
}

/** What is saved per problem (spec 01 §3 "Saved editor settings"). */
export interface ProblemEditorState extends EditorPreferences {
  code: string;
}

/** Defaults of the main variant (spec 01 §9). */
export const DEFAULT_PREFERENCES: Readonly<EditorPreferences> = { theme: 'monokai', fontSize: 22, tabSize: 4, language: null };

const DEFAULTS_KEY = 'oj.editor.defaults';
const problemKey = (problem: string): string => `oj.editor.problem.${problem}`;

/** The part of localStorage used here; tests pass a Map-backed stand-in. */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): SettingsStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function readJson(storage: SettingsStorage | undefined, key: string): Record<string, unknown> | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function pick<T>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Checks stored preferences field by field: anything unknown falls back to the default. */
export function sanitisePreferences(raw: Record<string, unknown> | null, base: EditorPreferences = DEFAULT_PREFERENCES): EditorPreferences {
  if (!raw) return { ...base };
  return {
    theme: pick(raw.theme, EDITOR_THEMES, base.theme),
    fontSize: pick(raw.fontSize, EDITOR_FONT_SIZES as readonly number[], base.fontSize),
    tabSize: pick(raw.tabSize, EDITOR_TAB_SIZES as readonly number[], base.tabSize),
    language: typeof raw.language === 'string' && raw.language ? raw.language : base.language,
  };
}

/** The global defaults (no code). */
export function loadDefaultPreferences(storage: SettingsStorage | undefined = browserStorage()): EditorPreferences {
  return sanitisePreferences(readJson(storage, DEFAULTS_KEY));
}

/** A problem's saved state over the global defaults; code is null when nothing was saved. */
export function loadProblemEditorState(problem: string, storage: SettingsStorage | undefined = browserStorage()): EditorPreferences & { code: string | null } {
  const defaults = loadDefaultPreferences(storage);
  const saved = readJson(storage, problemKey(problem));
  return { ...sanitisePreferences(saved, defaults), code: typeof saved?.code === 'string' ? saved.code : null };
}

/** Saves a problem's state, and its look and language as the new global defaults. */
export function saveProblemEditorState(problem: string, state: ProblemEditorState, storage: SettingsStorage | undefined = browserStorage()): void {
  try {
    storage?.setItem(problemKey(problem), JSON.stringify(state));
    const { code: _code, ...preferences } = state;
    storage?.setItem(DEFAULTS_KEY, JSON.stringify(preferences));
  } catch {
    // A full or disabled storage only loses the remembered code.
  }
}

/**
 * The language to start with: the saved one if the problem accepts it, else the first the
 * problem lists (spec 01 §4).
 */
export function chooseLanguage(saved: string | null, allowed: readonly string[]): string | null {
  if (saved && allowed.includes(saved)) return saved;
  return allowed[0] ?? null;
}

/**
 * The code after switching language: the new template replaces the code only while the code is
 * still the old language's template (or empty), so nothing typed is lost (spec 01 §4).
 */
export function codeAfterLanguageChange(code: string, oldTemplate: string, newTemplate: string): string {
  return code.trim() === '' || code === oldTemplate ? newTemplate : code;
}
