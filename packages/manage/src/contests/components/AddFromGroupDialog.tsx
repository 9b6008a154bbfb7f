import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useAddContestProblemFromGroupMutation } from '@oj/api-client/admin-contest';
import type { AdminContestProblemDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { ContestProblemPrompt } from './DisplayIdPrompt.tsx';

interface DialogProps {
  cid: number;
  open: boolean;
  onClose: () => void;
  current: readonly AdminContestProblemDto[];
}

/**
 * A group contest takes a problem of its group (spec 03 §7 add-contest-problem-from-group): the
 * display id prompt with the problem's display id in the group above it.
 */
export function AddFromGroupDialog({ cid, open, onClose, current }: DialogProps) {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Modal open={open} title={tAdmin('contest.problems.group.title')} footer={null} onCancel={onClose} destroyOnHidden data-testid="add-from-group">
      {open && <GroupProblemPrompt cid={cid} current={current} onClose={onClose} />}
    </Modal>
  );
}

function GroupProblemPrompt({ cid, current, onClose }: Omit<DialogProps, 'open'>) {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const [problemId, setProblemId] = useState('');
  const [add] = useAddContestProblemFromGroupMutation();
  const missing = problemId.trim() === '';
  return (
    <ContestProblemPrompt
      current={current}
      initialTitle=""
      idPrefix="group-prompt"
      okTestId="group-problem-ok"
      ready={!missing}
      lead={(shown) => (
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
      )}
      onAdd={async (fields) => {
        const result = await add({ cid, problemId: problemId.trim(), ...fields });
        if (result.error) return;
        void message.success(tAdmin('contest.problems.group.added', { problemId: problemId.trim(), displayId: fields.displayId }));
        onClose();
      }}
    />
  );
}
