import { Suspense } from 'react';
import { theme } from 'antd';
import { lazyPage } from '@oj/app-shell';
import { useTranslation } from '@oj/i18n';
import { Loading } from '@/components/Loading.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { useSiteConfig } from '@/hooks/use-site-config.ts';

// The widgets (lists, carousel, chart, their messages) are a chunk of their own: the first load of /
// carries the site's name and description only, and the widgets follow.
const HomeBoard = lazyPage(
  () => import('./home-board.tsx'),
  (m) => m.HomeBoardRoute,
);

/** Home page (spec 02 §2 "Home page"): the site's name and description, then the widgets. */
export function HomePage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { config, isLoading } = useSiteConfig();
  useDocumentTitle(t('page.home'));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <section
        style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, border: `1px solid ${token.colorBorderSecondary}`, padding: 24 }}
      >
        {isLoading ? (
          <Loading />
        ) : (
          <>
            <h1 style={{ marginTop: 0, fontSize: 32, fontWeight: 600 }} data-testid="site-name">
              {config.name}
            </h1>
            <p style={{ color: token.colorTextSecondary, whiteSpace: 'pre-wrap', margin: 0 }}>{config.description}</p>
          </>
        )}
      </section>
      <Suspense fallback={<Loading />}>
        <HomeBoard />
      </Suspense>
    </div>
  );
}
