import type { ComponentType, ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useLanguage } from '@oj/i18n';
import type { UiProviderProps } from '@oj/ui';

/** Props of ShellProvider. */
export interface ShellProviderProps {
  store: Store;
  i18n: I18n;
  /** The antd set-up: LiteUiProvider (web, watches its first load) or UiProvider (admin). */
  ui: ComponentType<UiProviderProps>;
  children: ReactNode;
}

function LocalisedUi({ ui: Ui, children }: { ui: ComponentType<UiProviderProps>; children: ReactNode }) {
  const [language] = useLanguage();
  return <Ui language={language}>{children}</Ui>;
}

/** Everything a screen needs around it: store, translations, antd config. Apps and tests use it alike. */
export function ShellProvider({ store, i18n, ui, children }: ShellProviderProps) {
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <LocalisedUi ui={ui}>{children}</LocalisedUi>
      </I18nextProvider>
    </ReduxProvider>
  );
}
