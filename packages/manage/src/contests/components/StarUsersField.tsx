import { useState } from 'react';
import { Button, Input, Space, Tag } from 'antd';
import { CONTEST_STAR_ACCOUNTS_MAX } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { USERNAME_MAX, addStarUsers } from '../form/star-users.ts';
import type { ContestSectionProps } from '../form/update.ts';

/** Star users: names typed or pasted are trimmed; duplicates and over-long names are refused with a warning (spec 03 §5). */
export function StarUsersField({ form, update }: ContestSectionProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const [input, setInput] = useState('');

  const add = () => {
    const added = addStarUsers(form.starAccount, input);
    update({ starAccount: added.list });
    setInput('');
    if (added.duplicates.length > 0) void message.warning(t('contest.form.star.duplicate', { names: added.duplicates.join(', ') }));
    if (added.tooLong.length > 0) void message.warning(t('contest.form.star.tooLong', { names: added.tooLong.join(', '), max: USERNAME_MAX }));
    if (added.overflow.length > 0) void message.warning(t('contest.form.star.full', { max: CONTEST_STAR_ACCOUNTS_MAX }));
  };
  const remove = (name: string) => {
    update((current) => ({ ...current, starAccount: current.starAccount.filter((each) => each !== name) }));
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ maxWidth: 420, width: '100%' }}>
        <Input
          id="contest-star-input"
          value={input}
          placeholder={t('contest.form.star.placeholder')}
          onChange={(event) => {
            setInput(event.target.value);
          }}
          onPressEnter={(event) => {
            event.preventDefault();
            add();
          }}
        />
        <Button onClick={add} disabled={input.trim() === ''}>
          {t('contest.form.star.add')}
        </Button>
      </Space.Compact>
      <div data-testid="contest-star-users">
        {form.starAccount.map((name) => (
          <Tag
            key={name}
            closable
            onClose={(event) => {
              event.preventDefault();
              remove(name);
            }}
            closeIcon={<span aria-label={t('contest.form.star.remove', { name })}>×</span>}
          >
            {name}
          </Tag>
        ))}
      </div>
    </Space>
  );
}
