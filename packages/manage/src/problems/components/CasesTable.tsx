import { Button, Input, InputNumber, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { activeCaseList, activeCases, needsGroups } from '../form/model.ts';
import type { CaseRow } from '../form/model.ts';
import { updateCase } from '../form/transitions.ts';
import type { SectionProps } from '../form/update.ts';

/** The cases the save sends: texts editable for manual cases, score (OI) and group (subtask modes) for all. */
export function CasesTable({ form, update }: SectionProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const rows = activeCases(form);
  const manual = activeCaseList(form) === 'manualCases';
  const patch = (key: string, change: Partial<CaseRow>) => {
    update((current) => updateCase(current, key, change));
  };
  const numberOf = (row: CaseRow) => rows.indexOf(row) + 1;
  const text = (part: 'input' | 'output') => (value: string, row: CaseRow) =>
    manual ? (
      <Input.TextArea
        aria-label={t(part === 'input' ? 'problem.editor.testData.caseInput' : 'problem.editor.testData.caseOutput', { n: numberOf(row) })}
        rows={2}
        value={value}
        onChange={(event) => {
          patch(row.key, { [part]: event.target.value });
        }}
        style={{ fontFamily: 'monospace', minWidth: 220 }}
      />
    ) : (
      <code>{value}</code>
    );

  const columns: TableColumnsType<CaseRow> = [
    { key: 'index', title: t('problem.editor.testData.columns.index'), width: 56, render: (_, row) => numberOf(row) },
    { key: 'input', title: t('problem.editor.testData.columns.input'), dataIndex: 'input', render: text('input') },
    { key: 'output', title: t('problem.editor.testData.columns.output'), dataIndex: 'output', render: text('output') },
  ];
  if (form.type === 1) {
    columns.push({
      key: 'score',
      title: t('problem.editor.testData.columns.score'),
      width: 120,
      render: (_, row) => (
        <InputNumber
          aria-label={t('problem.editor.testData.caseScore', { n: numberOf(row) })}
          value={row.score}
          onChange={(value) => {
            patch(row.key, { score: value });
          }}
        />
      ),
    });
  }
  if (needsGroups(form.judgeCaseMode)) {
    columns.push({
      key: 'groupNum',
      title: t('problem.editor.testData.columns.groupNum'),
      width: 120,
      render: (_, row) => (
        <InputNumber
          aria-label={t('problem.editor.testData.caseGroup', { n: numberOf(row) })}
          value={row.groupNum}
          onChange={(value) => {
            patch(row.key, { groupNum: value });
          }}
        />
      ),
    });
  }
  if (manual) {
    columns.push({
      key: 'remove',
      width: 56,
      render: (_, row) => (
        <Button
          danger
          icon={<DeleteOutlined />}
          aria-label={t('problem.editor.testData.removeCase', { n: numberOf(row) })}
          onClick={() => {
            update((current) => ({ ...current, manualCases: current.manualCases.filter((each) => each.key !== row.key) }));
          }}
        />
      ),
    });
  }
  return (
    <Table<CaseRow>
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={rows.length > 50 ? { pageSize: 50 } : false}
      scroll={{ x: 'max-content' }}
      data-testid="cases-table"
    />
  );
}
