import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  chooseLanguage,
  codeAfterLanguageChange,
  loadDefaultPreferences,
  loadProblemEditorState,
  saveProblemEditorState,
} from '@/lib/editor-settings.ts';
import type { SettingsStorage } from '@/lib/editor-settings.ts';

function memoryStorage(initial: Record<string, string> = {}): SettingsStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

describe('editor settings saved per problem (spec 01 §3)', () => {
  it('starts from the spec defaults: monokai, 22 px, tab 4, no code', () => {
    const storage = memoryStorage();
    expect(loadProblemEditorState('P1000', storage)).toEqual({ ...DEFAULT_PREFERENCES, code: null });
  });

  it('keeps code, language and look per problem, and the look as the new defaults', () => {
    const storage = memoryStorage();
    saveProblemEditorState('P1000', { code: 'int main(){}', language: 'C++', theme: 'dracula', fontSize: 16, tabSize: 2 }, storage);
    expect(loadProblemEditorState('P1000', storage)).toEqual({ code: 'int main(){}', language: 'C++', theme: 'dracula', fontSize: 16, tabSize: 2 });
    // Another problem gets the look and language, not the code.
    expect(loadProblemEditorState('P1001', storage)).toEqual({ code: null, language: 'C++', theme: 'dracula', fontSize: 16, tabSize: 2 });
    expect(loadDefaultPreferences(storage)).not.toHaveProperty('code');
  });

  it('ignores stored values it does not offer, and broken JSON', () => {
    const storage = memoryStorage({
      'oj.editor.defaults': JSON.stringify({ theme: 'neon', fontSize: 13, tabSize: 3, language: 42 }),
      'oj.editor.problem.P1': '{not json',
    });
    expect(loadDefaultPreferences(storage)).toEqual(DEFAULT_PREFERENCES);
    expect(loadProblemEditorState('P1', storage).code).toBeNull();
  });

  it('survives a storage that throws', () => {
    const broken: SettingsStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(() => {
      saveProblemEditorState('P1', { ...DEFAULT_PREFERENCES, code: 'x' }, broken);
    }).not.toThrow();
    expect(loadProblemEditorState('P1', broken).code).toBeNull();
  });
});

describe('language and template rules (spec 01 §4)', () => {
  it('keeps the saved language only when the problem accepts it, else takes the first', () => {
    expect(chooseLanguage('Java', ['C', 'Java'])).toBe('Java');
    expect(chooseLanguage('Rust', ['C', 'Java'])).toBe('C');
    expect(chooseLanguage(null, ['Python3'])).toBe('Python3');
    expect(chooseLanguage('C', [])).toBeNull();
  });

  it('swaps in the new template only while the code is still the old template', () => {
    expect(codeAfterLanguageChange('// c template', '// c template', '# py')).toBe('# py');
    expect(codeAfterLanguageChange('  \n', '// c template', '# py')).toBe('# py');
    expect(codeAfterLanguageChange('my own code', '// c template', '# py')).toBe('my own code');
  });
});
