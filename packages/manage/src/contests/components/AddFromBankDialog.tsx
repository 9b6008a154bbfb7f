import { useState } from 'react';
import { Button, Modal, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { AdminContestProblemDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { DataTable, useTableArgs } from '../../shared/data-table';
import { useBankProblems } from '../hooks/use-bank-problems.ts';
import type { BankProblem } from '../hooks/use-bank-problems.ts';
import { DisplayIdPrompt } from './DisplayIdPrompt.tsx';

/** A searchable picker over the admin problem list; adding one asks for its display id (spec 03 §2.11). */
export function AddFromBankDialog({
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
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const table = useTableArgs();
  const list = useBankProblems(table.args, open);
  const [picked, setPicked] = useState<BankProblem | null>(null);
  const inContest = new Set(current.map((problem) => problem.pid));

  const columns: TableColumnsType<BankProblem> = [
    { key: 'id', title: tAdmin('contest.problems.bank.columns.id'), dataIndex: 'id', width: 70 },
    { key: 'problemId', title: tAdmin('contest.problems.bank.columns.problemId'), dataIndex: 'problemId' },
    { key: 'title', title: tAdmin('contest.problems.bank.columns.title'), dataIndex: 'title' },
    { key: 'author', title: tAdmin('contest.problems.bank.columns.author'), dataIndex: 'author' },
  ];
  return (
    <Modal
      open={open}
      title={tAdmin('contest.problems.bank.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      width={900}
      destroyOnHidden
      data-testid="add-from-bank"
    >
      <DataTable<BankProblem>
        ariaLabel={tAdmin('contest.problems.bank.tableLabel')}
        result={list}
        state={table}
        columns={columns}
        rowKey="id"
        searchPlaceholder={tAdmin('contest.problems.bank.search')}
        rowActions={(problem) =>
          inContest.has(problem.id) ? (
            <Tag>{tAdmin('contest.problems.bank.already')}</Tag>
          ) : (
            <Button
              size="small"
              type="primary"
              onClick={() => {
                setPicked(problem);
              }}
              aria-label={`${tAdmin('contest.problems.bank.add')} ${problem.problemId}`}
            >
              {tAdmin('contest.problems.bank.add')}
            </Button>
          )
        }
      />
      <DisplayIdPrompt
        cid={cid}
        problem={picked}
        current={current}
        onClose={() => {
          setPicked(null);
        }}
      />
    </Modal>
  );
}
