import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { LANGUAGES, toLanguage, useLanguage, useTranslation } from '@oj/i18n';

/** Props of LanguageSwitch. */
export interface LanguageSwitchProps {
  /** Icon only (next to the logo); otherwise the current language name is shown too. */
  compact?: boolean;
}

/** Picks the interface language; the choice is saved for later visits. */
export function LanguageSwitch({ compact = false }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  const items: MenuProps['items'] = LANGUAGES.map((code) => ({ key: code, label: t(`language.names.${code}`) }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const picked = toLanguage(key);
    if (picked) setLanguage(picked);
  };
  return (
    <Dropdown menu={{ items, onClick, selectable: true, selectedKeys: [language] }} trigger={['click']}>
      <Button type="text" size="small" icon={<TranslationOutlined />} aria-label={t('language.switchTo')}>
        {compact ? null : t(`language.names.${language}`)}
      </Button>
    </Dropdown>
  );
}
