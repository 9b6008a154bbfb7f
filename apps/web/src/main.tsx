import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { setRequestLanguage } from '@oj/api-client';
import { currentLanguage, createLazyI18n, detectLanguage, ensurePageMessages } from '@oj/i18n';
import { setPageMessagesLoader } from './app/lazy-page.tsx';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes } from './app/router.tsx';
import { createAppStore } from './app/store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = createAppStore();
// Only the language shown is loaded before the first render; the other comes on a switch.
const i18n = await createLazyI18n(detectLanguage());
// The server words `msg` in the interface language: every call carries it, also after a switch.
setRequestLanguage(currentLanguage(i18n));
i18n.on('languageChanged', () => {
  setRequestLanguage(currentLanguage(i18n));
});
setPageMessagesLoader(() => ensurePageMessages(i18n));

createRoot(container).render(
  <StrictMode>
    <AppProvider store={store} i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
