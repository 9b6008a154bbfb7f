import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Checkbox, Col, Form, Input, InputNumber, Modal, Row, Tag, Typography } from 'antd';
import { useGenerateTeamAccountsMutation } from '@oj/api-client/admin-user';
import type { TeamAccountDto, TeamAccountsResultDto } from '@oj/api-client/admin-user';
import { TEAM_NAME_MAX } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { PasswordCell, PasswordSheet } from '../../shared/password-sheet';
import { checkTeamAccountsForm, teamAccountNames, teamAccountsBody, teamAccountsSheet } from '../form/team-accounts.ts';
import type { TeamAccountsForm, TeamAccountsIssue } from '../form/team-accounts.ts';

type Field = 'prefix' | 'numberFrom' | 'numberTo' | 'passwordLength' | 'teamNamePattern' | 'teams';

// Under which field each refusal shows.
const FIELD_OF: Readonly<Record<TeamAccountsIssue['key'], Field>> = {
  numberFromRequired: 'numberFrom',
  numberToRequired: 'numberTo',
  numberOrder: 'numberTo',
  tooMany: 'numberTo',
  nameTooLong: 'prefix',
  passwordLengthRange: 'passwordLength',
  patternNeedsNumber: 'teamNamePattern',
  moreTeamsThanAccounts: 'teams',
  teamNameTooLong: 'teams',
  tooManyMembers: 'teams',
  memberTooLong: 'teams',
};

const OUTCOME_COLORS: Readonly<Record<TeamAccountDto['outcome'], string>> = {
  created: 'green',
  updated: 'blue',
  exists: 'default',
  lookAlike: 'orange',
  admin: 'red',
};

/**
 * Generates the accounts of a contest's account limit rule (super admin): prefilled from the rule,
 * with password length, team name pattern or list; then the accounts with their one-time passwords
 * and the CSV download. `cid` is the contest's once saved.
 */
export function TeamAccountsDialog({ initial, cid, onClose }: { initial: TeamAccountsForm; cid: number | undefined; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { t: tCommon } = useTranslation();
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<TeamAccountsResultDto | null>(null);
  const [generate, { isLoading }] = useGenerateTeamAccountsMutation();
  const issues = checkTeamAccountsForm(form);
  const names = teamAccountNames(form);
  const set = (patch: Partial<TeamAccountsForm>) => {
    setForm((current) => ({ ...current, ...patch }));
  };
  // One call for every key: each message takes only the values its issue carries.
  const issueText = (issue: TeamAccountsIssue) =>
    t(`teamAccounts.issues.${issue.key}` as 'teamAccounts.issues.tooMany', (issue.values ?? {}) as { max: number });

  const submit = async () => {
    setTried(true);
    if (issues.length > 0) return;
    const answer = await generate(teamAccountsBody(form, cid));
    // A refusal's message is shown by the app's error reporter; the form stays as it is.
    if (answer.error) return;
    setResult(answer.data);
  };

  // One labelled field (`id` is its control's, `team-accounts-<id>`), with the first refusal it owns once a generate was tried.
  const item = (id: string, label: string, control: ReactNode, extra?: string) => {
    const found = tried ? issues.find((issue) => FIELD_OF[issue.key] === id) : undefined;
    return (
      <Form.Item label={label} htmlFor={`team-accounts-${id}`} extra={extra} {...(found ? { validateStatus: 'error' as const, help: issueText(found) } : {})}>
        {control}
      </Form.Item>
    );
  };
  const number = (field: 'numberFrom' | 'numberTo' | 'passwordLength', label: string) =>
    item(
      field,
      label,
      <InputNumber
        id={`team-accounts-${field}`}
        min={0}
        precision={0}
        style={{ width: '100%' }}
        value={form[field]}
        onChange={(value) => {
          set({ [field]: value });
        }}
      />,
    );
  const text = (field: 'prefix' | 'suffix' | 'teamNamePattern', label: string, maxLength: number, extra?: string) =>
    item(
      field,
      label,
      <Input
        id={`team-accounts-${field}`}
        maxLength={maxLength}
        value={form[field]}
        onChange={(event) => {
          set({ [field]: event.target.value });
        }}
      />,
      extra,
    );
  const lines = (field: 'extra' | 'teams', label: string, rows: number, extra: string, placeholder?: string) =>
    item(
      field,
      label,
      <Input.TextArea
        id={`team-accounts-${field}`}
        rows={rows}
        placeholder={placeholder}
        value={form[field]}
        onChange={(event) => {
          set({ [field]: event.target.value });
        }}
      />,
      extra,
    );

  const footer = result
    ? [
        <Button key="close" onClick={onClose}>
          {tCommon('common.close')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose}>
          {tCommon('common.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={isLoading} onClick={() => void submit()}>
          {t('teamAccounts.submit')}
        </Button>,
      ];

  return (
    <Modal open title={t('teamAccounts.title')} onCancel={onClose} footer={footer} width={960} destroyOnHidden data-testid="team-accounts-dialog">
      {result ? (
        <PasswordSheet<TeamAccountDto>
          testId="team-accounts-result"
          title={t('teamAccounts.result.title')}
          warning={t('teamAccounts.result.onceWarning')}
          downloadLabel={t('teamAccounts.result.download')}
          summary={
            <Typography.Paragraph>
              {t('teamAccounts.result.summary', { created: result.created, updated: result.updated, skipped: result.skipped })}
            </Typography.Paragraph>
          }
          fileName={cid === undefined ? 'team-accounts.csv' : `contest-${cid}-team-accounts.csv`}
          sheet={() => teamAccountsSheet(result)}
          rows={result.accounts}
          rowKey="username"
          columns={[
            { key: 'username', title: t('teamAccounts.result.username'), dataIndex: 'username' },
            { key: 'password', title: t('teamAccounts.result.password'), dataIndex: 'password', render: (value: string) => <PasswordCell password={value} /> },
            { key: 'teamName', title: t('teamAccounts.result.teamName'), dataIndex: 'teamName' },
            { key: 'members', title: t('teamAccounts.result.members'), render: (_: unknown, account) => account.members.join(', ') },
            {
              key: 'outcome',
              title: t('teamAccounts.result.outcome'),
              render: (_: unknown, account) => <Tag color={OUTCOME_COLORS[account.outcome]}>{t(`teamAccounts.outcome.${account.outcome}`)}</Tag>,
            },
          ]}
        />
      ) : (
        <Form layout="vertical" component="div">
          <Row gutter={16}>
            <Col xs={12} sm={6}>
              {text('prefix', t('teamAccounts.fields.prefix'), 20)}
            </Col>
            <Col xs={12} sm={6}>
              {text('suffix', t('teamAccounts.fields.suffix'), 20)}
            </Col>
            <Col xs={12} sm={6}>
              {number('numberFrom', t('teamAccounts.fields.numberFrom'))}
            </Col>
            <Col xs={12} sm={6}>
              {number('numberTo', t('teamAccounts.fields.numberTo'))}
            </Col>
          </Row>
          <Typography.Paragraph type="secondary" data-testid="team-accounts-preview">
            {t('teamAccounts.help.numbers')}{' '}
            {names.length > 0 && t('teamAccounts.preview', { first: names[0] ?? '', last: names[names.length - 1] ?? '', count: names.length })}
          </Typography.Paragraph>
          {lines('extra', t('teamAccounts.fields.extra'), 2, t('teamAccounts.help.extra'))}
          <Row gutter={16}>
            <Col xs={12} sm={6}>
              {number('passwordLength', t('teamAccounts.fields.passwordLength'))}
            </Col>
            <Col xs={12} sm={18}>
              {text('teamNamePattern', t('teamAccounts.fields.teamNamePattern'), TEAM_NAME_MAX, t('teamAccounts.help.teamNamePattern'))}
            </Col>
          </Row>
          {lines('teams', t('teamAccounts.fields.teams'), 4, t('teamAccounts.help.teams'), 'Kernel Panic | Ada, Linus, Grace')}
          <Checkbox
            checked={form.updateExisting}
            onChange={(event) => {
              set({ updateExisting: event.target.checked });
            }}
          >
            {t('teamAccounts.fields.updateExisting')}
          </Checkbox>
          <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
            {t('teamAccounts.help.updateExisting')}
          </Typography.Paragraph>
        </Form>
      )}
    </Modal>
  );
}
