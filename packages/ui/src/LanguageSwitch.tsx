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
  const name = t(`language.names.${language}`);
  // The accessible name starts with the visible text (WCAG 2.5.3), then says what the button does.
  return (
    <Dropdown menu={{ items, onClick, selectable: true, selectedKeys: [language] }} trigger={['click']}>
      <Button type="text" size="small" icon={<TranslationOutlined />} aria-label={compact ? t('language.switchTo') : `${name}, ${t('language.switchTo')}`}>
        {compact ? null : name}
      </Button>
    </Dropdown>
  );
}
