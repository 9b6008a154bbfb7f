import { useState } from 'react';
import { Button, Form, Modal } from 'antd';
import { useAddContestProblemFromPublicMutation } from '@oj/api-client/admin-contest';
import type { AdminContestProblemDto, AdminProblemListRecordDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { checkContestProblem, nextDisplayId } from '../form/contest-problem.ts';
import type { ContestProblemFields } from '../form/contest-problem.ts';
import { ContestProblemFieldsForm } from './ContestProblemFieldsForm.tsx';

interface PromptProps {
  cid: number;
  problem: AdminProblemListRecordDto | null;
  current: readonly AdminContestProblemDto[];
  onClose: () => void;
}

/** Asks for the display id (and title and balloon) of a bank problem being added to the contest. */
export function DisplayIdPrompt({ cid, problem, current, onClose }: PromptProps) {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Modal
      open={problem !== null}
      title={problem ? tAdmin('contest.problems.bank.promptTitle', { problemId: problem.problemId }) : null}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="display-id-prompt"
    >
      {problem && <PromptForm key={problem.id} cid={cid} problem={problem} current={current} onClose={onClose} okText={t('common.confirm')} />}
    </Modal>
  );
}

function PromptForm({ cid, problem, current, onClose, okText }: PromptProps & { problem: AdminProblemListRecordDto; okText: string }) {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const [fields, setFields] = useState<ContestProblemFields>({
    displayId: nextDisplayId(current.map((each) => each.displayId)),
    displayTitle: problem.title,
    color: '',
  });
  const [shown, setShown] = useState(false);
  const [add, { isLoading }] = useAddContestProblemFromPublicMutation();
  const issues = checkContestProblem(
    fields,
    current.map((each) => each.displayId),
    false,
  );

  const submit = async () => {
    setShown(true);
    if (issues.length > 0) return;
    const displayId = fields.displayId.trim();
    const result = await add({ cid, pid: problem.id, displayId, displayTitle: fields.displayTitle.trim() || null, color: fields.color.trim() || null });
    if (result.error) return;
    void message.success(tAdmin('contest.problems.bank.added', { problemId: problem.problemId, displayId }));
    onClose();
  };
  return (
    <Form layout="vertical" component="div">
      <ContestProblemFieldsForm
        fields={fields}
        onChange={(patch) => {
          setFields((before) => ({ ...before, ...patch }));
        }}
        issues={shown ? issues : []}
        titleRequired={false}
        idPrefix="prompt"
      />
      <Form.Item style={{ marginBottom: 0, textAlign: 'right' }}>
        <Button type="primary" onClick={() => void submit()} loading={isLoading} data-testid="display-id-ok">
          {okText}
        </Button>
      </Form.Item>
    </Form>
  );
}
