import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createI18n, detectLanguage } from '@oj/i18n';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { createAppStore } from './app/store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = createAppStore();
const i18n = createI18n(detectLanguage());
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProvider store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
