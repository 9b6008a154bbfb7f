import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Card, Form, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useAddAdminContestMutation, useUpdateAdminContestMutation } from '@oj/api-client/admin-contest';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { useManagePaths } from '../../paths.tsx';
import type { ContestFormState } from '../form/model.ts';
import { contestPayload, updatePayload } from '../form/payload.ts';
import type { ContestFieldErrors, UpdateContest } from '../form/update.ts';
import { validateContestForm } from '../form/validation.ts';
import type { ContestField, ContestIssue } from '../form/validation.ts';
import { AccountRuleFields } from './AccountRuleFields.tsx';
import { AwardsField } from './AwardsField.tsx';
import { BasicFields } from './BasicFields.tsx';
import { contestIssueText } from './issue-text.ts';
import { RankFields } from './RankFields.tsx';

const ALL_FIELDS: readonly ContestField[] = ['title', 'description', 'startTime', 'endTime', 'pwd'];

/** The contest form (create and edit): every spec 03 §5 check runs before anything is sent. */
export function ContestForm({ initial }: { initial: ContestFormState }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const paths = useManagePaths();
  const [form, setForm] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<ContestField>>(new Set());
  const [issues, setIssues] = useState<ContestIssue[]>([]);
  const [addContest, addState] = useAddAdminContestMutation();
  const [updateContest, updateState] = useUpdateAdminContestMutation();
  const creating = form.id === undefined;

  const update: UpdateContest = useCallback((change) => {
    setForm((current) => (typeof change === 'function' ? change(current) : { ...current, ...change }));
  }, []);
  const touch = useCallback((field: ContestField) => {
    setTouched((current) => new Set(current).add(field));
  }, []);

  const errors: ContestFieldErrors = {};
  for (const issue of validateContestForm(form)) {
    if (issue.field && touched.has(issue.field) && !errors[issue.field]) errors[issue.field] = contestIssueText(issue, t);
  }

  const save = async () => {
    const found = validateContestForm(form);
    setIssues(found);
    setTouched(new Set(ALL_FIELDS));
    const first = found[0];
    if (first) {
      void message.error(contestIssueText(first, t));
      return;
    }
    // A refusal's message is shown by the app's error reporter; the form stays as it is.
    const result = await (form.id === undefined ? addContest(contestPayload(form)) : updateContest(updatePayload({ ...form, id: form.id })));
    if (result.error) return;
    void message.success(t(creating ? 'contest.form.created' : 'contest.form.updated'));
    void navigate(paths.contestList());
  };

  const section = (key: 'basic' | 'rank' | 'awards' | 'account', children: ReactNode) => (
    <Card title={t(`contest.form.sections.${key}`)} style={{ marginBottom: 16 }}>
      {children}
    </Card>
  );
  return (
    <Form layout="vertical" component="div" data-testid="contest-form">
      <Typography.Title level={2}>{t(creating ? 'contest.form.createTitle' : 'contest.form.editTitle')}</Typography.Title>
      {section('basic', <BasicFields form={form} update={update} errors={errors} touch={touch} />)}
      {section('rank', <RankFields form={form} update={update} />)}
      {section('awards', <AwardsField form={form} update={update} />)}
      {section('account', <AccountRuleFields form={form} update={update} />)}
      {issues.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          data-testid="contest-issues"
          title={
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {issues.map((issue) => (
                <li key={`${issue.key}-${JSON.stringify(issue.values ?? {})}`}>{contestIssueText(issue, t)}</li>
              ))}
            </ul>
          }
        />
      )}
      <Button type="primary" size="large" loading={addState.isLoading || updateState.isLoading} onClick={() => void save()} data-testid="save-contest">
        {t('contest.form.save')}
      </Button>
    </Form>
  );
}
