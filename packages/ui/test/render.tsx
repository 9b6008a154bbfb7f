import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { I18nextProvider, createI18n } from '@oj/i18n';
import type { Language } from '@oj/i18n';

/** Renders inside a fresh i18n instance in the given language; returns the instance too. */
export function renderWithI18n(ui: ReactElement, language: Language = 'en-US'): RenderResult & { i18n: ReturnType<typeof createI18n> } {
  const i18n = createI18n(language);
  return { ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>), i18n };
}
