import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LanguageDto, ProblemDetailResponseDto } from '@oj/contracts';
import { chooseLanguage, codeAfterLanguageChange, loadProblemEditorState, saveProblemEditorState } from '@/lib/editor-settings.ts';
import type { EditorPreferences, EditorTheme } from '@/lib/editor-settings.ts';
import { monacoLanguageOf } from '@/lib/language-mode.ts';

/** A language the problem accepts, with its editor mode and starter code. */
export interface LanguageOption {
  name: string;
  monacoLanguage: string;
  template: string;
}

/** What the editor panel reads and changes. */
export interface ProblemEditor {
  ready: boolean;
  options: LanguageOption[];
  language: string | null;
  monacoLanguage: string;
  /** The code as typed (read at the moment it is needed: submit, copy, test). */
  readonly code: string;
  /** The code last set from outside the editor, and a counter of such replacements. */
  externalCode: string;
  revision: number;
  theme: EditorTheme;
  fontSize: number;
  tabSize: number;
  setCode: (code: string) => void;
  setLanguage: (language: string) => void;
  setPreferences: (change: Partial<Omit<EditorPreferences, 'language'>>) => void;
  resetToTemplate: () => void;
  /** Loads given code (the last accepted one), switching language when the problem accepts it. */
  loadCode: (code: string, language: string) => void;
}

const SAVE_DELAY_MS = 400;

/**
 * The editor's state on a problem page: language, code and look, restored from and saved to
 * localStorage per problem (spec 01 §3), with the template rules of spec 01 §4.
 */
export function useProblemEditor(
  storageKey: string,
  detail: ProblemDetailResponseDto | undefined,
  languages: readonly LanguageDto[] | undefined,
  /** The starting language: the main page's rule by default, a contest's inside a contest (spec 02 §5). */
  choose: (saved: string | null, allowed: readonly string[]) => string | null = chooseLanguage,
): ProblemEditor {
  const options = useMemo<LanguageOption[]>(() => {
    if (!detail) return [];
    return detail.languages.map((name) => {
      const known = languages?.find((language) => language.name === name);
      return {
        name,
        monacoLanguage: monacoLanguageOf(known?.contentType, name),
        template: detail.codeTemplate[name] ?? known?.codeTemplate ?? '',
      };
    });
  }, [detail, languages]);

  // Typed code lives in a ref: a state update per keystroke would re-render the page while the
  // user types. The state's code changes only when the code is replaced (template, last AC),
  // and `revision` tells the editor to take it.
  const [state, setState] = useState<(EditorPreferences & { code: string; key: string; revision: number }) | null>(null);
  const codeRef = useRef('');
  const templateOf = useCallback((name: string | null) => options.find((option) => option.name === name)?.template ?? '', [options]);

  // Restore once per problem, when its language list is known.
  useEffect(() => {
    if (!detail || state?.key === storageKey) return;
    const saved = loadProblemEditorState(storageKey);
    const language = choose(saved.language, detail.languages);
    const template = options.find((option) => option.name === language)?.template ?? '';
    const code = saved.code !== null && saved.language === language ? saved.code : template;
    codeRef.current = code;
    setState({ ...saved, language, code, key: storageKey, revision: 0 });
  }, [detail, options, state?.key, storageKey, choose]);

  const ready = state !== null && state.key === storageKey;
  const stateRef = useRef(state);
  stateRef.current = state;

  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const scheduleSave = useCallback(() => {
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => {
      const current = stateRef.current;
      if (!current) return;
      const { key, revision: _revision, ...preferences } = current;
      saveProblemEditorState(key, { ...preferences, code: codeRef.current });
    }, SAVE_DELAY_MS);
  }, []);
  useEffect(() => {
    if (ready) scheduleSave();
  }, [state, ready, scheduleSave]);
  useEffect(
    () => () => {
      clearTimeout(saveTimer.current);
    },
    [],
  );

  const replaceCode = (
    change: (previous: EditorPreferences & { code: string; key: string; revision: number }) => Partial<EditorPreferences> & { code: string },
  ) => {
    setState((previous) => {
      if (!previous) return previous;
      const next = { ...previous, ...change({ ...previous, code: codeRef.current }), revision: previous.revision + 1 };
      codeRef.current = next.code;
      return next;
    });
  };

  const current = ready ? state : null;
  const monacoLanguage = options.find((option) => option.name === current?.language)?.monacoLanguage ?? 'plaintext';

  return {
    ready,
    options,
    language: current?.language ?? null,
    monacoLanguage,
    get code() {
      return codeRef.current;
    },
    externalCode: current?.code ?? '',
    revision: current?.revision ?? 0,
    theme: current?.theme ?? 'monokai',
    fontSize: current?.fontSize ?? 22,
    tabSize: current?.tabSize ?? 4,
    setCode: (code) => {
      codeRef.current = code;
      scheduleSave();
    },
    setLanguage: (language) => {
      replaceCode((previous) => ({ language, code: codeAfterLanguageChange(previous.code, templateOf(previous.language), templateOf(language)) }));
    },
    setPreferences: (change) => {
      setState((previous) => (previous ? { ...previous, ...change } : previous));
    },
    resetToTemplate: () => {
      replaceCode((previous) => ({ code: templateOf(previous.language) }));
    },
    loadCode: (code, language) => {
      const allowed = options.some((option) => option.name === language);
      replaceCode((previous) => ({ code, language: allowed ? language : previous.language }));
    },
  };
}
