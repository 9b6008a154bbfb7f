import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, browserLanguage, languageQueryOf, readSavedLanguage, resolveLanguage, saveLanguage, toLanguage } from '../src/index.ts';

describe('resolveLanguage', () => {
  it('lets the query parameter win over the saved setting and the browser', () => {
    expect(resolveLanguage({ query: 'en-US', saved: 'zh-CN', browser: 'zh-CN' })).toBe('en-US');
    expect(resolveLanguage({ query: 'zh-CN', saved: 'en-US', browser: 'en-GB' })).toBe('zh-CN');
  });

  it('uses the saved setting when the query is absent or not a supported language', () => {
    expect(resolveLanguage({ query: null, saved: 'en-US', browser: 'zh-CN' })).toBe('en-US');
    expect(resolveLanguage({ query: 'fr-FR', saved: 'zh-CN', browser: 'en-US' })).toBe('zh-CN');
  });

  it('falls back to the browser: Chinese variants give zh-CN, anything else en-US', () => {
    expect(resolveLanguage({ browser: 'zh-TW' })).toBe('zh-CN');
    expect(resolveLanguage({ browser: 'zh' })).toBe('zh-CN');
    expect(resolveLanguage({ browser: ['zh-cn', 'en'] })).toBe('zh-CN');
    expect(resolveLanguage({ browser: ['de-DE', 'zh-CN'] })).toBe('en-US');
    expect(resolveLanguage({ saved: 'garbage', browser: 'ja-JP' })).toBe('en-US');
    expect(resolveLanguage({})).toBe('en-US');
  });

  it('reads language tags case-insensitively', () => {
    expect(toLanguage('ZH-cn')).toBe('zh-CN');
    expect(toLanguage('en')).toBe('en-US');
    expect(toLanguage('')).toBeUndefined();
    expect(toLanguage('zh-TW')).toBeUndefined();
    expect(browserLanguage(undefined)).toBe('en-US');
  });

  it('extracts the l parameter from a search string', () => {
    expect(languageQueryOf('?x=1&l=en-US')).toBe('en-US');
    expect(languageQueryOf('')).toBeNull();
  });
});

describe('saved language', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('persists the choice in localStorage and reads it back', () => {
    expect(readSavedLanguage()).toBeUndefined();
    saveLanguage('en-US');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
    expect(readSavedLanguage()).toBe('en-US');
  });

  it('ignores an invalid stored value', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(readSavedLanguage()).toBeUndefined();
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(readSavedLanguage(broken)).toBeUndefined();
    expect(() => {
      saveLanguage('zh-CN', broken);
    }).not.toThrow();
  });
});
