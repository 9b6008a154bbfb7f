import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { followInterfaceLanguage, setPageMessagesLoader } from '@oj/app-shell';
import { createLazyI18n, detectLanguage, ensurePageMessages } from '@oj/i18n';
import './app/base.css';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes } from './app/router.tsx';
import { createAppStore } from './app/store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = createAppStore();
// Only the language shown is loaded before the first render; the other comes on a switch.
const i18n = await createLazyI18n(detectLanguage());
followInterfaceLanguage(i18n);
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
