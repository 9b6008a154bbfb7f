import { Button, Modal } from 'antd';
import type { TableColumnsType } from 'antd';
import { useAddGroupTrainingProblemFromGroupMutation, useGetGroupTrainingProblemPicksQuery } from '@oj/api-client/group-training';
import type { GroupTrainingProblemRecordDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { DataTable, useTableArgs } from '../../shared/data-table';

/** The group's problems not in the training yet (group/get-training-problem-list without queryExisted); Add sends add-training-problem-from-group. */
export function AddGroupProblemDialog({ tid, open, onClose }: { tid: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const table = useTableArgs();
  const { keyword, ...paging } = table.args;
  const picks = useGetGroupTrainingProblemPicksQuery({ tid, ...paging, ...(keyword ? { keyword } : {}) }, { skip: !open });
  const [add, adding] = useAddGroupTrainingProblemFromGroupMutation();
  const columns: TableColumnsType<GroupTrainingProblemRecordDto> = [
    { key: 'id', title: tAdmin('training.problems.bank.columns.id'), dataIndex: 'id', width: 70 },
    { key: 'problemId', title: tAdmin('training.problems.bank.columns.problemId'), dataIndex: 'problemId' },
    { key: 'title', title: tAdmin('training.problems.bank.columns.title'), dataIndex: 'title' },
  ];
  const addOne = async (problem: GroupTrainingProblemRecordDto) => {
    const result = await add({ tid, problemId: problem.problemId });
    if (!result.error) void message.success(tAdmin('training.problems.added'));
  };
  return (
    <Modal
      open={open}
      title={tAdmin('training.problems.group.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      width={900}
      destroyOnHidden
      data-testid="training-add-from-group"
    >
      <DataTable<GroupTrainingProblemRecordDto>
        ariaLabel={tAdmin('training.problems.group.tableLabel')}
        result={picks}
        state={table}
        columns={columns}
        rowKey="id"
        searchPlaceholder={tAdmin('training.problems.group.search')}
        rowActions={(problem) => (
          <Button
            size="small"
            type="primary"
            loading={adding.isLoading}
            onClick={() => void addOne(problem)}
            aria-label={`${tAdmin('training.problems.bank.add')} ${problem.problemId}`}
          >
            {tAdmin('training.problems.bank.add')}
          </Button>
        )}
      />
    </Modal>
  );
}
