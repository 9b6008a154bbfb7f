import { Button, Modal, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useGetAdminProblemListQuery } from '@oj/api-client/admin-problem';
import { useAddTrainingProblemFromPublicMutation } from '@oj/api-client/admin-training';
import type { AdminProblemListRecordDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { DataTable, useTableArgs } from '../../shared/data-table';

/** Public bank problems only: add-training-problem-from-public takes those. */
const PUBLIC_AUTH = 1;

/** A searchable picker over the public problems; adding one uses its problemId as the display id. */
export function AddPublicProblemDialog({ tid, open, onClose, current }: { tid: number; open: boolean; onClose: () => void; current: ReadonlySet<number> }) {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const table = useTableArgs();
  const { keyword, ...paging } = table.args;
  const list = useGetAdminProblemListQuery({ ...paging, ...(keyword ? { keyword } : {}), auth: PUBLIC_AUTH }, { skip: !open });
  const [add, adding] = useAddTrainingProblemFromPublicMutation();
  const columns: TableColumnsType<AdminProblemListRecordDto> = [
    { key: 'id', title: tAdmin('training.problems.bank.columns.id'), dataIndex: 'id', width: 70 },
    { key: 'problemId', title: tAdmin('training.problems.bank.columns.problemId'), dataIndex: 'problemId' },
    { key: 'title', title: tAdmin('training.problems.bank.columns.title'), dataIndex: 'title' },
    { key: 'author', title: tAdmin('training.problems.bank.columns.author'), dataIndex: 'author' },
  ];
  const addOne = async (problem: AdminProblemListRecordDto) => {
    const result = await add({ tid, pid: problem.id, displayId: problem.problemId });
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
      <DataTable<AdminProblemListRecordDto>
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
              loading={adding.isLoading}
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
