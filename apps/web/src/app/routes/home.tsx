import { theme } from 'antd';
import { Loading } from '@/components/Loading.tsx';
import { useTranslation } from '@oj/i18n';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { useSiteConfig } from '@/hooks/use-site-config.ts';

/** Home page; for now the site name and description from get-website-config. */
export function HomePage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { config, isLoading } = useSiteConfig();
  useDocumentTitle(t('page.home'));
  return (
    <section style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, border: `1px solid ${token.colorBorderSecondary}`, padding: 24 }}>
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
  );
}
