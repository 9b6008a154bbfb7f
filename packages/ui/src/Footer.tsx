import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';
import type { WebsiteConfig } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';

/** Props of Footer. */
export interface FooterProps {
  config: Pick<WebsiteConfig, 'name' | 'shortName' | 'description' | 'recordName' | 'recordUrl' | 'projectName' | 'projectUrl'>;
  /** Extra controls on the bottom line, e.g. the language switch. */
  extra?: ReactNode;
  /** Renders the description (markdown with formulas and code); plain text when absent. */
  renderDescription?: (text: string) => ReactNode;
}

function MaybeLink({ text, href, style }: { text: string; href: string; style: CSSProperties }) {
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  ) : (
    <span style={style}>{text}</span>
  );
}

/**
 * Site footer: name, description, record (filing) link and project link (spec 01 §1). Plain
 * elements rather than antd Typography, which would bring its editor and ellipsis code into
 * every page's first load.
 */
export function Footer({ config, extra, renderDescription }: FooterProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const name = config.name || config.shortName || 'OJ';
  const secondary: CSSProperties = { color: token.colorTextSecondary };
  return (
    <footer style={{ textAlign: 'center', padding: '24px 16px', fontSize: token.fontSize }} data-testid="site-footer">
      <h5 style={{ margin: '0 0 4px', fontSize: token.fontSizeLG, fontWeight: 600, color: token.colorText }}>{name}</h5>
      {config.description ? (
        <div style={{ ...secondary, whiteSpace: renderDescription ? undefined : 'pre-wrap', marginBottom: 8 }}>
          {renderDescription ? renderDescription(config.description) : config.description}
        </div>
      ) : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center', alignItems: 'center' }}>
        {config.recordName ? <MaybeLink text={config.recordName} href={config.recordUrl} style={secondary} /> : null}
        {config.recordName && (config.projectName || extra) ? <span style={secondary}>|</span> : null}
        {config.projectName ? (
          <span>
            <span style={secondary}>{t('footer.project')}: </span>
            <MaybeLink text={config.projectName} href={config.projectUrl} style={secondary} />
          </span>
        ) : null}
        {config.projectName && extra ? <span style={secondary}>|</span> : null}
        {extra}
      </div>
    </footer>
  );
}
