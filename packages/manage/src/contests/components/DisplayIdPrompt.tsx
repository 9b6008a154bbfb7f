import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Form, Modal } from 'antd';
import { useAddContestProblemFromPublicMutation } from '@oj/api-client/admin-contest';
import type { AdminContestProblemDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { useManageGid } from '../../group.tsx';
import { checkContestProblem, nextDisplayId } from '../form/contest-problem.ts';
import type { ContestProblemFields } from '../form/contest-problem.ts';
import type { BankProblem } from '../hooks/use-bank-problems.ts';
import { ContestProblemFieldsForm } from './ContestProblemFieldsForm.tsx';

interface PromptProps {
  cid: number;
  problem: BankProblem | null;
  current: readonly AdminContestProblemDto[];
  onClose: () => void;
}

/** Asks for the display id (and title and balloon) of a bank problem being added to the contest. */
export function DisplayIdPrompt({ cid, problem, current, onClose }: PromptProps) {
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
      {problem && <BankProblemPrompt key={problem.id} cid={cid} problem={problem} current={current} onClose={onClose} />}
    </Modal>
  );
}

function BankProblemPrompt({ cid, problem, current, onClose }: PromptProps & { problem: BankProblem }) {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const [add] = useAddContestProblemFromPublicMutation();
  const gid = useManageGid();
  return (
    <ContestProblemPrompt
      current={current}
      initialTitle={problem.title}
      idPrefix="prompt"
      okTestId="display-id-ok"
      onAdd={async (fields) => {
        const result = await add({ cid, gid, pid: problem.id, ...fields });
        if (result.error) return;
        void message.success(tAdmin('contest.problems.bank.added', { problemId: problem.problemId, displayId: fields.displayId }));
        onClose();
      }}
    />
  );
}

/** What a prompt adds: the contest display id, and the display title and balloon when given. */
export interface PromptedFields {
  displayId: string;
  displayTitle: string | null;
  color: string | null;
}

/**
 * The display id prompt's form (spec 03 §2.11: adding a public or group problem asks for a display
 * id): the contest's display id, title and balloon, checked before `onAdd` runs. `lead` renders
 * fields above them (told whether to show their refusals), `ready` says they are valid.
 */
export function ContestProblemPrompt({
  current,
  initialTitle,
  idPrefix,
  okTestId,
  lead,
  ready = true,
  onAdd,
}: {
  current: readonly AdminContestProblemDto[];
  initialTitle: string;
  idPrefix: string;
  okTestId: string;
  lead?: (shown: boolean) => ReactNode;
  ready?: boolean;
  onAdd: (fields: PromptedFields) => Promise<void>;
}) {
  const { t } = useTranslation();
  const taken = current.map((each) => each.displayId);
  const [fields, setFields] = useState<ContestProblemFields>({ displayId: nextDisplayId(taken), displayTitle: initialTitle, color: '' });
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const issues = checkContestProblem(fields, taken, false);

  const submit = async () => {
    setShown(true);
    if (!ready || issues.length > 0) return;
    setBusy(true);
    await onAdd({ displayId: fields.displayId.trim(), displayTitle: fields.displayTitle.trim() || null, color: fields.color.trim() || null });
    setBusy(false);
  };
  return (
    <Form layout="vertical" component="div">
      {lead?.(shown)}
      <ContestProblemFieldsForm
        fields={fields}
        onChange={(patch) => {
          setFields((before) => ({ ...before, ...patch }));
        }}
        issues={shown ? issues : []}
        titleRequired={false}
        idPrefix={idPrefix}
      />
      <Form.Item style={{ marginBottom: 0, textAlign: 'right' }}>
        <Button type="primary" onClick={() => void submit()} loading={busy} data-testid={okTestId}>
          {t('common.confirm')}
        </Button>
      </Form.Item>
    </Form>
  );
}
