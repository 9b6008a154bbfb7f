import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { useAddContestProblemFromGroupMutation } from '@oj/api-client/admin-contest';
import type { AdminContestProblemDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { checkContestProblem, nextDisplayId } from '../form/contest-problem.ts';
import type { ContestProblemFields } from '../form/contest-problem.ts';
import { ContestProblemFieldsForm } from './ContestProblemFieldsForm.tsx';

/**
 * A group contest takes a problem of its group (spec 03 §7 add-contest-problem-from-group): the
 * prompt asks for the problem's display id in the group and the contest's display id, title and balloon.
 */
export function AddFromGroupDialog({
  cid,
  open,
  onClose,
  current,
}: {
  cid: number;
  open: boolean;
  onClose: () => void;
  current: readonly AdminContestProblemDto[];
}) {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Modal open={open} title={tAdmin('contest.problems.group.title')} footer={null} onCancel={onClose} destroyOnHidden data-testid="add-from-group">
      {open && <GroupProblemForm cid={cid} current={current} onClose={onClose} />}
    </Modal>
  );
}

function GroupProblemForm({ cid, current, onClose }: { cid: number; current: readonly AdminContestProblemDto[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const taken = current.map((each) => each.displayId);
  const [problemId, setProblemId] = useState('');
  const [fields, setFields] = useState<ContestProblemFields>({ displayId: nextDisplayId(taken), displayTitle: '', color: '' });
  const [shown, setShown] = useState(false);
  const [add, { isLoading }] = useAddContestProblemFromGroupMutation();
  const issues = checkContestProblem(fields, taken, false);
  const missing = problemId.trim() === '';

  const submit = async () => {
    setShown(true);
    if (missing || issues.length > 0) return;
    const displayId = fields.displayId.trim();
    const result = await add({
      cid,
      problemId: problemId.trim(),
      displayId,
      displayTitle: fields.displayTitle.trim() || null,
      color: fields.color.trim() || null,
    });
    if (result.error) return;
    void message.success(tAdmin('contest.problems.group.added', { problemId: problemId.trim(), displayId }));
    onClose();
  };
  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label={tAdmin('contest.problems.group.problemId')}
        htmlFor="group-problem-id"
        required
        validateStatus={shown && missing ? 'error' : undefined}
        help={shown && missing ? tAdmin('contest.problems.group.problemIdRequired') : undefined}
      >
        <Input
          id="group-problem-id"
          value={problemId}
          maxLength={255}
          onChange={(event) => {
            setProblemId(event.target.value);
          }}
        />
      </Form.Item>
      <ContestProblemFieldsForm
        fields={fields}
        onChange={(patch) => {
          setFields((before) => ({ ...before, ...patch }));
        }}
        issues={shown ? issues : []}
        titleRequired={false}
        idPrefix="group-prompt"
      />
      <Form.Item style={{ marginBottom: 0, textAlign: 'right' }}>
        <Button type="primary" onClick={() => void submit()} loading={isLoading} data-testid="group-problem-ok">
          {t('common.confirm')}
        </Button>
      </Form.Item>
    </Form>
  );
}
