import { Button, Modal, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useGetAdminProblemListQuery } from '@oj/api-client/admin-problem';
import { useBindTidanProblemMutation } from '@oj/api-client/admin-tidan';
import type { AdminProblemListRecordDto, AdminTidanProblemGroupDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { DataTable, useTableArgs } from '@oj/manage/data-table';

/** Public bank problems only: the server binds no other. */
const PUBLIC_AUTH = 1;

/** A searchable picker over the public problem pool; each pick binds the problem at the end of the problem group. */
export function ProblemPicker({ problemGroup, onClose }: { problemGroup: AdminTidanProblemGroupDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const table = useTableArgs();
  const { keyword, ...paging } = table.args;
  const list = useGetAdminProblemListQuery({ ...paging, ...(keyword ? { keyword } : {}), auth: PUBLIC_AUTH }, { skip: problemGroup === null });
  const [bind] = useBindTidanProblemMutation();
  const bound = new Set(problemGroup?.problems.map((problem) => problem.pid));

  const columns: TableColumnsType<AdminProblemListRecordDto> = [
    { key: 'id', title: tAdmin('tidan.picker.columns.id'), dataIndex: 'id', width: 70 },
    { key: 'problemId', title: tAdmin('tidan.picker.columns.problemId'), dataIndex: 'problemId' },
    { key: 'title', title: tAdmin('tidan.picker.columns.title'), dataIndex: 'title' },
  ];
  return (
    <Modal
      open={problemGroup !== null}
      title={tAdmin('tidan.picker.title', { name: problemGroup?.name ?? '' })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      width={860}
      destroyOnHidden
      data-testid="tidan-problem-picker"
    >
      <DataTable<AdminProblemListRecordDto>
        ariaLabel={tAdmin('tidan.picker.tableLabel')}
        result={list}
        state={table}
        columns={columns}
        rowKey="id"
        searchPlaceholder={tAdmin('tidan.picker.search')}
        rowActions={(problem) =>
          bound.has(problem.id) ? (
            <Tag>{tAdmin('tidan.picker.already')}</Tag>
          ) : (
            <Button
              size="small"
              type="primary"
              aria-label={`${tAdmin('tidan.picker.bind')} ${problem.problemId}`}
              onClick={() => {
                void (async () => {
                  if (!problemGroup) return;
                  const result = await bind({ pgid: problemGroup.id, pid: problem.id });
                  if (!result.error) void message.success(tAdmin('tidan.bound'));
                })();
              }}
            >
              {tAdmin('tidan.picker.bind')}
            </Button>
          )
        }
      />
    </Modal>
  );
}
