import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ShellProvider, followInterfaceLanguage } from '@oj/app-shell';
import { detectLanguage } from '@oj/i18n';
import { createAdminI18n } from '@oj/i18n/admin';
import { UiProvider } from '@oj/ui';
import { createAppRouter } from './app/router.tsx';
import { createAppStore } from './app/store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = createAppStore();
const i18n = createAdminI18n(detectLanguage());
followInterfaceLanguage(i18n);
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <ShellProvider store={store} i18n={i18n} ui={UiProvider}>
      <RouterProvider router={router} />
    </ShellProvider>
  </StrictMode>,
);
