import { useState } from 'react';
import { AutoComplete, Button, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { AdminProblemTagRefDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { addTag } from '../form/transitions.ts';
import type { SectionProps } from '../form/update.ts';

/** The problem's tags: pick an existing one or type a new name; a tag already there is refused ('Tag already added'). */
export function TagsField({ form, update, known }: SectionProps & { known: readonly { id: number; name: string }[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const [text, setText] = useState('');

  const add = (name: string) => {
    const existing = known.find((tag) => tag.name.toLowerCase() === name.trim().toLowerCase());
    const ref: AdminProblemTagRefDto = existing ? { id: existing.id, name: existing.name } : { name };
    const next = addTag(form, ref);
    if (next === 'duplicate') {
      void message.warning(t('problem.editor.validation.tagDuplicate'));
      return;
    }
    if (next === 'empty') return;
    update(next);
    setText('');
  };

  const options = known
    .filter((tag) => tag.name.toLowerCase().includes(text.trim().toLowerCase()))
    .slice(0, 50)
    .map((tag) => ({ value: tag.name }));
  return (
    <div>
      <Space wrap style={{ marginBottom: 8 }} data-testid="problem-tags">
        {form.tags.map((tag) => (
          <Tag
            key={tag.id ?? `new-${tag.name}`}
            closable
            closeIcon={<span aria-label={t('problem.editor.tags.remove', { name: tag.name })}>×</span>}
            onClose={(event) => {
              event.preventDefault();
              update((current) => ({ ...current, tags: current.tags.filter((each) => each !== tag) }));
            }}
          >
            {tag.name}
          </Tag>
        ))}
      </Space>
      <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
        <AutoComplete
          id="problem-tag-input"
          aria-label={t('problem.editor.fields.tags')}
          value={text}
          options={options}
          onChange={setText}
          onSelect={(value: string) => {
            add(value);
          }}
          placeholder={t('problem.editor.tags.placeholder')}
          style={{ flex: 1 }}
        />
        <Button
          icon={<PlusOutlined />}
          onClick={() => {
            add(text);
          }}
        >
          {t('problem.editor.tags.add')}
        </Button>
      </Space.Compact>
    </div>
  );
}
