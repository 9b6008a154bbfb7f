import { Button, Modal, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useGetAdminProblemListQuery } from '@oj/api-client/admin-problem';
import { useGetProblemListQuery } from '@oj/api-client/problem';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { DataTable, useTableArgs } from '../../shared/data-table';
import { useScopedTrainingProblemActions } from '../scope.ts';
import type { TrainingScope } from '../scope.ts';

/** Public bank problems only: add-training-problem-from-public takes those. */
const PUBLIC_AUTH = 1;

/** A problem of the picker. */
interface BankRow {
  id: number;
  problemId: string;
  title: string;
  author: string | null;
}

/**
 * A searchable picker over the public problems; adding one uses its problemId as the display id. The
 * back office reads its problem list (auth public); a group's admins, who hold no admin role, the
 * public problem list every user reads.
 */
export function AddPublicProblemDialog({
  scope,
  tid,
  open,
  onClose,
  current,
}: {
  scope: TrainingScope;
  tid: number;
  open: boolean;
  onClose: () => void;
  current: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const table = useTableArgs();
  const { keyword, ...paging } = table.args;
  const inGroup = scope.gid !== null;
  const admin = useGetAdminProblemListQuery({ ...paging, ...(keyword ? { keyword } : {}), auth: PUBLIC_AUTH }, { skip: !open || inGroup });
  const bank = useGetProblemListQuery({ ...paging, ...(keyword ? { keyword } : {}) }, { skip: !open || !inGroup });
  const list = inGroup
    ? {
        ...bank,
        data: bank.data && {
          total: bank.data.total,
          records: bank.data.records.map((problem): BankRow => ({ id: problem.pid, problemId: problem.problemId, title: problem.title, author: null })),
        },
      }
    : admin;
  const { addPublic, adding } = useScopedTrainingProblemActions(scope);
  const columns: TableColumnsType<BankRow> = [
    { key: 'id', title: tAdmin('training.problems.bank.columns.id'), dataIndex: 'id', width: 70 },
    { key: 'problemId', title: tAdmin('training.problems.bank.columns.problemId'), dataIndex: 'problemId' },
    { key: 'title', title: tAdmin('training.problems.bank.columns.title'), dataIndex: 'title' },
    ...(inGroup ? [] : [{ key: 'author', title: tAdmin('training.problems.bank.columns.author'), dataIndex: 'author' }]),
  ];
  const addOne = async (problem: BankRow) => {
    const result = await addPublic(tid, problem.id, problem.problemId);
    if (!result.error) void message.success(tAdmin('training.problems.added'));
  };
  return (
    <Modal
      open={open}
      title={tAdmin('training.problems.bank.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      width={900}
      destroyOnHidden
      data-testid="training-add-from-bank"
    >
      <DataTable<BankRow>
        ariaLabel={tAdmin('training.problems.bank.tableLabel')}
        result={list}
        state={table}
        columns={columns}
        rowKey="id"
        searchPlaceholder={tAdmin('training.problems.bank.search')}
        rowActions={(problem) =>
          current.has(problem.id) ? (
            <Tag>{tAdmin('training.problems.bank.already')}</Tag>
          ) : (
            <Button
              size="small"
              type="primary"
              loading={adding}
              onClick={() => void addOne(problem)}
              aria-label={`${tAdmin('training.problems.bank.add')} ${problem.problemId}`}
            >
              {tAdmin('training.problems.bank.add')}
            </Button>
          )
        }
      />
    </Modal>
  );
}
