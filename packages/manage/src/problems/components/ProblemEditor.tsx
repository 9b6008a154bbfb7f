import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Card, Form, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useAddAdminProblemMutation, useUpdateAdminProblemMutation } from '@oj/api-client/admin-problem';
import { useAddGroupProblemMutation, useGetGroupProblemTagsQuery, useUpdateGroupProblemMutation } from '@oj/api-client/group-problem';
import { useGetAllProblemTagsQuery, useGetDifficultyListQuery, useGetLanguagesQuery } from '@oj/api-client/problem';
import type { TFunction } from '@oj/i18n';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { useManagePaths } from '../../paths.tsx';
import type { SendUploadOptions } from '../../shared/upload';
import type { ProblemFormState } from '../form/model.ts';
import { savePayload } from '../form/payload.ts';
import type { UpdateForm } from '../form/update.ts';
import { validateProblemForm } from '../form/validation.ts';
import type { ValidationIssue } from '../form/validation.ts';
import { BasicSection } from './BasicSection.tsx';
import type { ProblemEditorContext } from './editor-context.ts';
import { ExtraFilesField } from './ExtraFilesField.tsx';
import type { FieldErrors } from './field-errors.ts';
import { JudgeSection } from './JudgeSection.tsx';
import { LanguagesSection } from './LanguagesSection.tsx';
import { StatementSection } from './StatementSection.tsx';
import { TestDataSection } from './TestDataSection.tsx';

type BlurField = keyof FieldErrors;
const NO_LANGUAGES: never[] = [];

/** The text of a refusal, in the interface language. */
export function issueText(issue: ValidationIssue, t: TFunction<typeof ADMIN_NAMESPACE>): string {
  const values = { ...issue.values };
  if (issue.key === 'limitInvalid' && typeof values.field === 'string') values.field = t(`problem.editor.fields.${values.field as 'timeLimit'}`);
  // One call for every key: each message takes only the values its issue carries.
  const key = `problem.editor.validation.${issue.key}` as 'problem.editor.validation.codeTemplateEmpty';
  return t(key, values as { language: string });
}

/**
 * The problem editor (create and edit): every field of spec 03 §3, checked as §5 says before it is
 * sent. A `context` hosts it elsewhere (a contest's problems).
 */
export function ProblemEditor({
  initial,
  createXhr,
  context,
}: {
  initial: ProblemFormState;
  createXhr?: SendUploadOptions['createXhr'];
  context?: ProblemEditorContext;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const paths = useManagePaths();
  const [form, setForm] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<BlurField>>(new Set());
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const [hostIssues, setHostIssues] = useState<string[]>([]);
  const languages = useGetLanguagesQuery({ all: true }).data ?? NO_LANGUAGES;
  const ownLanguages = useMemo(() => languages.filter((language) => language.oj === 'ME'), [languages]);
  const gid = context?.gid;
  const siteTags = useGetAllProblemTagsQuery({ oj: 'ME' }).data ?? NO_LANGUAGES;
  const groupTags = useGetGroupProblemTagsQuery(gid ?? 0, { skip: gid === undefined }).data ?? NO_LANGUAGES;
  const knownTags = useMemo(() => [...siteTags, ...groupTags], [siteTags, groupTags]);
  const difficulties = useGetDifficultyListQuery(undefined).data ?? NO_LANGUAGES;
  const [addProblem, addState] = useAddAdminProblemMutation();
  const [updateProblem, updateState] = useUpdateAdminProblemMutation();
  const [addGroupProblem, addGroupState] = useAddGroupProblemMutation();
  const [updateGroupProblem, updateGroupState] = useUpdateGroupProblemMutation();
  const creating = form.id === undefined;

  const update: UpdateForm = useCallback((change) => {
    setForm((current) => (typeof change === 'function' ? change(current) : { ...current, ...change }));
  }, []);
  const touch = useCallback((field: BlurField) => {
    setTouched((current) => new Set(current).add(field));
  }, []);

  // A new problem accepts every language of the site until the admin says otherwise.
  useEffect(() => {
    if (creating && ownLanguages.length > 0)
      update((current) => (current.languages.length > 0 ? current : { ...current, languages: ownLanguages.map((language) => language.id) }));
  }, [creating, ownLanguages, update]);

  const languageNames = useMemo(() => new Map(languages.map((language) => [language.id, language.name])), [languages]);
  const fieldErrors: FieldErrors = {};
  for (const issue of validateProblemForm(form, languageNames)) {
    if (issue.field && touched.has(issue.field) && !fieldErrors[issue.field]) fieldErrors[issue.field] = issueText(issue, t);
  }

  const save = async () => {
    const found = validateProblemForm(form, languageNames);
    const foundByHost = context?.validate?.() ?? [];
    setIssues(found);
    setHostIssues(foundByHost);
    setTouched(new Set<BlurField>(['problemId', 'title', 'input', 'output']));
    const first = found[0] ? issueText(found[0], t) : foundByHost[0];
    if (first !== undefined) {
      void message.error(first);
      return;
    }
    const body = savePayload(form);
    // A refusal's message is shown by the app's error reporter; the form stays as it is.
    const result =
      gid === undefined
        ? await (creating ? addProblem(body) : updateProblem(body))
        : await (creating ? addGroupProblem({ ...body, gid }) : updateGroupProblem({ ...body, gid }));
    if (result.error) return;
    if (context?.afterSave && !(await context.afterSave(result.data))) return;
    void message.success(t(creating ? 'problem.editor.created' : 'problem.editor.updated'));
    void navigate(context?.doneHref ?? paths.problemList());
  };

  const section = (key: 'basic' | 'statement' | 'languages' | 'judge' | 'testData' | 'files', children: ReactNode) => (
    <Card title={t(`problem.editor.sections.${key}`)} style={{ marginBottom: 16 }}>
      {children}
    </Card>
  );
  return (
    <Form layout="vertical" component="div" data-testid="problem-editor">
      <Typography.Title level={2}>{context?.title ?? t(creating ? 'problem.editor.createTitle' : 'problem.editor.editTitle')}</Typography.Title>
      {section('basic', <BasicSection form={form} update={update} errors={fieldErrors} touch={touch} difficulties={difficulties} knownTags={knownTags} />)}
      {context?.fields}
      {section('statement', <StatementSection form={form} update={update} errors={fieldErrors} touch={touch} />)}
      {section('languages', <LanguagesSection form={form} update={update} languages={ownLanguages} />)}
      {section('judge', <JudgeSection form={form} update={update} languages={ownLanguages} {...(gid === undefined ? {} : { gid })} />)}
      {!form.isRemote &&
        section('testData', <TestDataSection form={form} update={update} {...(gid === undefined ? {} : { gid })} {...(createXhr ? { createXhr } : {})} />)}
      {section(
        'files',
        <>
          <Form.Item label={t('problem.editor.fields.userExtraFile')}>
            <ExtraFilesField form={form} update={update} which="userExtraFiles" />
          </Form.Item>
          <Form.Item label={t('problem.editor.fields.judgeExtraFile')}>
            <ExtraFilesField form={form} update={update} which="judgeExtraFiles" />
          </Form.Item>
        </>,
      )}
      {issues.length + hostIssues.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          data-testid="problem-issues"
          title={
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {issues.map((issue) => (
                <li key={`${issue.key}-${JSON.stringify(issue.values ?? {})}`}>{issueText(issue, t)}</li>
              ))}
              {hostIssues.map((text) => (
                <li key={`host-${text}`}>{text}</li>
              ))}
            </ul>
          }
        />
      )}
      <Space>
        <Button
          type="primary"
          size="large"
          loading={addState.isLoading || updateState.isLoading || addGroupState.isLoading || updateGroupState.isLoading}
          onClick={() => void save()}
          data-testid="save-problem"
        >
          {t('problem.editor.save')}
        </Button>
      </Space>
    </Form>
  );
}
