import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Card } from 'antd';
import { useNavigate } from 'react-router';
import {
  useAddContestProblemFromPublicMutation,
  useGetAdminContestProblemsQuery,
  useGetAdminContestQuery,
  useUpdateContestProblemMutation,
} from '@oj/api-client/admin-contest';
import type { AdminContestDto, AdminContestProblemDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useManagePaths } from '../../paths.tsx';
import { checkContestProblem, nextDisplayId } from '../form/contest-problem.ts';
import type { ContestProblemFields } from '../form/contest-problem.ts';
import { ContestNav } from './ContestNav.tsx';
import { ContestProblemFieldsForm } from './ContestProblemFieldsForm.tsx';
import { PageSpinner } from './PageSpinner.tsx';
import { problemIssueText } from './problem-issue-text.ts';

/** Problem visibility of a problem created inside a contest. */
const CONTEST_AUTH = 3;

/**
 * What the contest hands the problem editor (the problems feature's ProblemEditorContext, which
 * app/ matches to this shape): auth 3 for a new problem, the contest's fields and checks, the link
 * to the contest after the save, and the way back to the contest's problems.
 */
export interface ContestEditorContext {
  newProblemAuth: number;
  title: string;
  fields: ReactNode;
  validate: () => string[];
  afterSave: (saved: { id: number }) => Promise<boolean>;
  doneHref: string;
}

interface HostProps {
  cid: number;
  /** The problem's primary key on edit; null on create. */
  pid: number | null;
  children: (context: ContestEditorContext) => ReactNode;
}

/** Loads the contest and its problems, then hands the editor the contest context (spec 03 §5: in a contest, display id and display title are required). */
export function ContestProblemHost({ cid, pid, children }: HostProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const contest = useGetAdminContestQuery(cid);
  const problems = useGetAdminContestProblemsQuery(cid, { refetchOnMountOrArgChange: true });
  if (contest.isError || problems.isError) return <Alert type="error" showIcon role="alert" title={t('contest.form.loadFailed')} />;
  if (!contest.data || !problems.data || problems.isFetching) return <PageSpinner />;
  return (
    <>
      <ContestNav cid={cid} current="problems" />
      <Linked key={pid ?? 'new'} contest={contest.data} problems={problems.data} pid={pid}>
        {children}
      </Linked>
    </>
  );
}

function Linked({
  contest,
  problems,
  pid,
  children,
}: {
  contest: AdminContestDto;
  problems: readonly AdminContestProblemDto[];
  pid: number | null;
  children: HostProps['children'];
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const paths = useManagePaths();
  const cid = contest.id;
  const link = pid === null ? undefined : problems.find((problem) => problem.pid === pid);
  const taken = problems.filter((problem) => problem.pid !== pid).map((problem) => problem.displayId);
  const [fields, setFields] = useState<ContestProblemFields>(() =>
    link
      ? { displayId: link.displayId, displayTitle: link.displayTitle, color: link.color ?? '' }
      : { displayId: nextDisplayId(taken), displayTitle: '', color: '' },
  );
  const [shown, setShown] = useState<ReadonlySet<keyof ContestProblemFields>>(new Set());
  const [addProblem] = useAddContestProblemFromPublicMutation();
  const [updateProblem] = useUpdateContestProblemMutation();

  const issues = checkContestProblem(fields, taken);
  const afterSave = async (saved: { id: number }) => {
    const { displayId, displayTitle, color } = fields;
    const body = { cid, displayId: displayId.trim(), displayTitle: displayTitle.trim(), color: color.trim() === '' ? null : color.trim() };
    const result = await (link ? updateProblem({ ...body, id: link.id }) : addProblem({ ...body, pid: saved.id }));
    if (!result.error) return true;
    // The problem exists now: its edit page links it on the next save instead of creating it again.
    if (pid === null) void navigate(paths.contestProblemEdit(cid, saved.id), { replace: true });
    return false;
  };

  return children({
    newProblemAuth: CONTEST_AUTH,
    title: t(pid === null ? 'contest.problems.editorCreateTitle' : 'contest.problems.editorEditTitle', { title: contest.title }),
    fields: (
      <Card title={t('contest.problems.fields.section')} style={{ marginBottom: 16 }} data-testid="contest-problem-fields">
        <ContestProblemFieldsForm
          fields={fields}
          onChange={(patch) => {
            setFields((before) => ({ ...before, ...patch }));
          }}
          issues={issues.filter((issue) => shown.has(issue.field))}
          titleRequired
          idPrefix="contest-problem"
          onBlur={(field) => {
            setShown((before) => new Set(before).add(field));
          }}
        />
      </Card>
    ),
    validate: () => {
      setShown(new Set(['displayId', 'displayTitle', 'color']));
      return checkContestProblem(fields, taken).map((issue) => problemIssueText(issue, t));
    },
    afterSave,
    doneHref: paths.contestProblems(cid),
  });
}
