import type { ReactNode } from 'react';
import { Space, Typography } from 'antd';
import type { WebsiteConfig } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';

/** Props of Footer. */
export interface FooterProps {
  config: Pick<WebsiteConfig, 'name' | 'shortName' | 'description' | 'recordName' | 'recordUrl' | 'projectName' | 'projectUrl'>;
  /** Extra controls on the bottom line, e.g. the language switch. */
  extra?: ReactNode;
}

function MaybeLink({ text, href }: { text: string; href: string }) {
  return href ? (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </Typography.Link>
  ) : (
    <Typography.Text type="secondary">{text}</Typography.Text>
  );
}

/** Site footer: name, description, record (filing) link and project link (spec 01 §1). */
export function Footer({ config, extra }: FooterProps) {
  const { t } = useTranslation();
  const name = config.name || config.shortName || 'OJ';
  return (
    <footer style={{ textAlign: 'center', padding: '24px 16px' }} data-testid="site-footer">
      <Typography.Title level={5} style={{ marginBottom: 4 }}>
        {name}
      </Typography.Title>
      {config.description ? (
        <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap', marginBottom: 8 }}>
          {config.description}
        </Typography.Paragraph>
      ) : null}
      <Space wrap separator={<Typography.Text type="secondary">|</Typography.Text>}>
        {config.recordName ? <MaybeLink text={config.recordName} href={config.recordUrl} /> : null}
        {config.projectName ? (
          <span>
            <Typography.Text type="secondary">{t('footer.project')}: </Typography.Text>
            <MaybeLink text={config.projectName} href={config.projectUrl} />
          </span>
        ) : null}
        {extra}
      </Space>
    </footer>
  );
}
