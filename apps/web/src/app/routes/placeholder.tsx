import { theme } from 'antd';
import type { MessageKey } from '@oj/i18n';
import { useTranslation } from '@oj/i18n';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** A page that is routed but not built yet: its title and a note. Plain elements: it is in the first load. */
export function PlaceholderPage({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <section style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: 24 }}>
      <h2 style={{ marginTop: 0, fontWeight: 600 }}>{title}</h2>
      <p style={{ color: token.colorTextSecondary, margin: 0 }}>{t('common.comingSoon')}</p>
    </section>
  );
}
