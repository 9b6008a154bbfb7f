import { describe, expect, it } from 'vitest';
import { LANGUAGES, MESSAGES, createI18n, setLanguage } from '../src/index.ts';

/** Flattens a message tree into `a.b.c` → text pairs. */
function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree) as [string, unknown][]) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (typeof value === 'object' && value !== null) for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const variablesOf = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] ?? '').sort();

describe('message resources', () => {
  const zh = flatten(MESSAGES['zh-CN']);
  const en = flatten(MESSAGES['en-US']);

  it('have the same keys in both languages, with nothing missing either way', () => {
    const missingInZh = [...en.keys()].filter((key) => !zh.has(key));
    const missingInEn = [...zh.keys()].filter((key) => !en.has(key));
    expect(missingInZh).toEqual([]);
    expect(missingInEn).toEqual([]);
    expect(en.size).toBeGreaterThan(100);
  });

  it('have no empty texts', () => {
    for (const language of LANGUAGES) {
      const empty = [...flatten(MESSAGES[language])].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty, language).toEqual([]);
    }
  });

  it('use the same interpolation variables in both languages', () => {
    const mismatched = [...en].filter(([key, text]) => variablesOf(text).join() !== variablesOf(zh.get(key) ?? '').join());
    expect(mismatched).toEqual([]);
  });

  it('carry a name for every verdict code', () => {
    const codes = [-10, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    for (const code of codes) expect(en.has(`verdict.${code}`), String(code)).toBe(true);
  });
});

describe('createI18n', () => {
  it('translates synchronously and switches language, persisting the choice', async () => {
    localStorage.clear();
    const i18n = createI18n('zh-CN');
    expect(i18n.t('nav.home')).toBe('首页');
    expect(i18n.t('auth.actions.resendIn', { seconds: 42 })).toBe('42 秒后重发');
    expect(document.documentElement.lang).toBe('zh-CN');
    await setLanguage(i18n, 'en-US');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(localStorage.getItem('language')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });
});
