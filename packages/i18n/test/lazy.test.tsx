import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nextProvider, createLazyI18n, ensurePageMessages, setLanguage, useLanguage } from '../src/index.ts';

describe('languages loaded on demand', () => {
  it('starts with the shell messages of one language only', async () => {
    const i18n = await createLazyI18n('en-US');
    expect(Object.keys(i18n.store.data)).toEqual(['en-US']);
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.exists('submission.caseResults')).toBe(false);
    await ensurePageMessages(i18n);
    expect(i18n.t('submission.caseResults')).toBe('Test case results');
  });

  it('loads the other language, pages included, when switched to', async () => {
    const i18n = await createLazyI18n('en-US');
    await ensurePageMessages(i18n);
    await setLanguage(i18n, 'zh-CN');
    expect(i18n.t('nav.home')).toBe('首页');
    expect(i18n.t('submission.caseResults')).toBe('测试点结果');
  });

  it('does so through the hook too, whose instance react-i18next wraps in a Proxy', async () => {
    const i18n = await createLazyI18n('en-US');
    await ensurePageMessages(i18n);
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const { result } = renderHook(() => useLanguage(), { wrapper });
    act(() => {
      result.current[1]('zh-CN');
    });
    await waitFor(() => {
      expect(result.current[0]).toBe('zh-CN');
    });
    expect(i18n.t('submission.caseResults')).toBe('测试点结果');
  });

  it('does not load page messages for a shell that never showed a page', async () => {
    const i18n = await createLazyI18n('zh-CN');
    await setLanguage(i18n, 'en-US');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.exists('problem.listTitle')).toBe(false);
  });
});
