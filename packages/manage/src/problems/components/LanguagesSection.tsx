import { Checkbox, Collapse, Form, Switch, Typography } from 'antd';
import type { LanguageDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { CodeEditor, monacoLanguageOf } from '@oj/ui/code-editor';
import type { SectionProps } from '../form/update.ts';
import { SUCCESS_TEXT } from '../../shared/colors.ts';

/** The languages a problem accepts and, per language, an optional code template (not empty when used). */
export function LanguagesSection({ form, update, languages }: SectionProps & { languages: readonly LanguageDto[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const selected = languages.filter((language) => form.languages.includes(language.id));
  const setTemplate = (lid: number, patch: Partial<{ code: string; status: boolean }>) => {
    update((current) => {
      const template = current.templates[lid] ?? { code: '', status: false };
      return { ...current, templates: { ...current.templates, [lid]: { ...template, ...patch } } };
    });
  };
  return (
    <>
      <Form.Item label={t('problem.editor.fields.languages')} required>
        <div role="group" aria-label={t('problem.editor.fields.languages')}>
          <Checkbox.Group
            value={form.languages}
            onChange={(values) => {
              update({ languages: values });
            }}
            options={languages.map((language) => ({ value: language.id, label: language.name }))}
          />
        </div>
      </Form.Item>
      {selected.length > 0 && (
        <Collapse
          items={selected.map((language) => {
            const template = form.templates[language.id] ?? { code: '', status: false };
            const title = t('problem.editor.templates.title', { language: language.name });
            return {
              key: String(language.id),
              label: title,
              extra: template.status ? <Typography.Text style={{ color: SUCCESS_TEXT }}>✓</Typography.Text> : null,
              children: (
                <div>
                  <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8 }}>
                    <Switch
                      checked={template.status}
                      aria-label={t('problem.editor.templates.enabled', { language: language.name })}
                      onChange={(checked) => {
                        setTemplate(language.id, { status: checked, ...(checked && template.code === '' ? { code: language.codeTemplate ?? '' } : {}) });
                      }}
                    />
                    {t('problem.editor.templates.enabled', { language: language.name })}
                  </label>
                  {template.status && (
                    <CodeEditor
                      value={template.code}
                      onChange={(code) => {
                        setTemplate(language.id, { code });
                      }}
                      language={monacoLanguageOf(language.contentType, language.name)}
                      height={260}
                      ariaLabel={title}
                    />
                  )}
                </div>
              ),
            };
          })}
        />
      )}
    </>
  );
}
