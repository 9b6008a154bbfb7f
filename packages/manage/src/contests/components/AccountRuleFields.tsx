import { useState } from 'react';
import { Button, Col, Form, Input, InputNumber, Row, Switch, Typography } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { ACCOUNT_NUMBER_MAX } from '../form/account-rule.ts';
import type { AccountRuleState } from '../form/account-rule.ts';
import { teamAccountsFormOf } from '../form/team-accounts.ts';
import type { ContestSectionProps } from '../form/update.ts';
import { useIsSuperAdmin } from '../hooks/use-is-super-admin.ts';
import { TeamAccountsDialog } from './TeamAccountsDialog.tsx';

/**
 * The account limit rule (spec 02): prefix, suffix, the number range and extra accounts; the super
 * admin generates the team accounts it admits from here (the rule as it stands in the form).
 */
export function AccountRuleFields({ form, update }: ContestSectionProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const superAdmin = useIsSuperAdmin();
  const [generating, setGenerating] = useState(false);
  const field = (key: string) => t(`contest.form.fields.${key}` as 'contest.form.fields.prefix');
  const rule = form.accountRule;
  const setRule = (patch: Partial<AccountRuleState>) => {
    update((current) => ({ ...current, accountRule: { ...current.accountRule, ...patch } }));
  };
  const example = `${rule.prefix.trim()}${rule.start ?? 1}${rule.suffix.trim()}`;
  const number = (key: 'start' | 'end', label: string) => (
    <Col xs={12} sm={6}>
      <Form.Item label={label} htmlFor={`contest-account-${key}`} required>
        <InputNumber
          id={`contest-account-${key}`}
          min={0}
          max={ACCOUNT_NUMBER_MAX}
          precision={0}
          style={{ width: '100%' }}
          value={rule[key]}
          onChange={(value) => {
            setRule({ [key]: value });
          }}
        />
      </Form.Item>
    </Col>
  );

  return (
    <>
      <Form.Item label={field('openAccountLimit')} htmlFor="contest-openAccountLimit">
        <Switch
          id="contest-openAccountLimit"
          checked={form.openAccountLimit}
          onChange={(checked) => {
            update({ openAccountLimit: checked });
          }}
        />
      </Form.Item>
      {form.openAccountLimit && (
        <>
          <Row gutter={16}>
            <Col xs={12} sm={6}>
              <Form.Item label={field('prefix')} htmlFor="contest-account-prefix">
                <Input
                  id="contest-account-prefix"
                  maxLength={20}
                  value={rule.prefix}
                  onChange={(event) => {
                    setRule({ prefix: event.target.value });
                  }}
                />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item label={field('suffix')} htmlFor="contest-account-suffix">
                <Input
                  id="contest-account-suffix"
                  maxLength={20}
                  value={rule.suffix}
                  onChange={(event) => {
                    setRule({ suffix: event.target.value });
                  }}
                />
              </Form.Item>
            </Col>
            {number('start', field('numberFrom'))}
            {number('end', field('numberTo'))}
          </Row>
          <Typography.Paragraph type="secondary" data-testid="contest-account-example">
            {t('contest.form.help.accountRule', { example })}
          </Typography.Paragraph>
          <Form.Item label={field('extraAccounts')} htmlFor="contest-account-extra" extra={t('contest.form.help.extraAccounts')}>
            <Input.TextArea
              id="contest-account-extra"
              rows={3}
              value={rule.extra}
              onChange={(event) => {
                setRule({ extra: event.target.value });
              }}
            />
          </Form.Item>
          {superAdmin && (
            <Form.Item extra={t('teamAccounts.openHint')}>
              <Button
                icon={<TeamOutlined />}
                onClick={() => {
                  setGenerating(true);
                }}
                data-testid="open-team-accounts"
              >
                {t('teamAccounts.open')}
              </Button>
            </Form.Item>
          )}
        </>
      )}
      {generating && (
        <TeamAccountsDialog
          initial={teamAccountsFormOf(rule)}
          cid={form.id}
          onClose={() => {
            setGenerating(false);
          }}
        />
      )}
    </>
  );
}
