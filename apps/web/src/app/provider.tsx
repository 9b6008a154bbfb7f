import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useLanguage } from '@oj/i18n';
import { LiteUiProvider } from '@oj/ui';
import type { AppStore } from './store.ts';

function LocalisedUi({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  return <LiteUiProvider language={language}>{children}</LiteUiProvider>;
}

/** Everything a screen needs around it: store, translations, antd config. Tests reuse it. */
export function AppProvider({ store, i18n, children }: { store: AppStore; i18n: I18n; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <LocalisedUi>{children}</LocalisedUi>
      </I18nextProvider>
    </ReduxProvider>
  );
}
