import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setRequestLanguage } from '@oj/api-client';
import { currentLanguage, createI18n, detectLanguage } from '@oj/i18n';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { createAppStore } from './app/store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = createAppStore();
const i18n = createI18n(detectLanguage());
// The server words `msg` in the interface language: every call carries it, also after a switch.
setRequestLanguage(currentLanguage(i18n));
i18n.on('languageChanged', () => {
  setRequestLanguage(currentLanguage(i18n));
});
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProvider store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
