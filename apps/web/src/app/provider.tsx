import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { ShellProvider } from '@oj/app-shell';
import { LiteUiProvider } from '@oj/ui';
import type { AppStore } from './store.ts';

/** The shell's providers with the light antd set-up (see docs/web-app.md). Tests reuse it. */
export function AppProvider({ store, i18n, children }: { store: AppStore; i18n: I18n; children: ReactNode }) {
  return (
    <ShellProvider store={store} i18n={i18n} ui={LiteUiProvider}>
      {children}
    </ShellProvider>
  );
}
