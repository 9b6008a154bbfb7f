import { Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { ProblemImportResultDto, ReferenceVerdictDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { verdictDisplay } from '@oj/ui';
import { paths } from '@/config/paths.ts';

const VERIFICATION_COLORS: Readonly<Record<string, string>> = { none: 'default', pending: 'processing', passed: 'success', failed: 'error' };

/** One row per problem of the package: what was made of it, why not, what needs a look, how its reference solutions did. */
export function ImportReport({ problems }: { problems: readonly ProblemImportResultDto[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { t: tCommon } = useTranslation();
  // The status list's names, in the page's language.
  const verdictName = (code: number): string => {
    const key = verdictDisplay(code).nameKey;
    return key ? tCommon(key) : String(code);
  };
  const solutionLine = (solution: ReferenceVerdictDto) =>
    t('problemPackage.report.solution', {
      name: solution.name,
      language: solution.language,
      expected: t(`problemPackage.expected.${solution.expected}`),
      actual:
        solution.actual === null
          ? t(solution.matches === null ? 'problemPackage.report.waiting' : 'problemPackage.report.noVerdict')
          : verdictName(solution.actual),
    });
  const columns: TableColumnsType<ProblemImportResultDto> = [
    { key: 'index', title: t('problemPackage.columns.index'), dataIndex: 'index', width: 48 },
    { key: 'source', title: t('problemPackage.columns.source'), render: (_, row) => row.sourceId ?? '—' },
    {
      key: 'problem',
      title: t('problemPackage.columns.problem'),
      render: (_, row) => (row.pid === null ? '—' : <Link to={paths.problem.edit.getHref(row.pid)}>{row.problemId}</Link>),
    },
    { key: 'title', title: t('problemPackage.columns.title'), dataIndex: 'title' },
    {
      key: 'result',
      title: t('problemPackage.columns.result'),
      render: (_, row) =>
        row.error ? (
          <Space orientation="vertical" size={0}>
            <Tag color="error">{t('problemPackage.report.notImported')}</Tag>
            <Typography.Text type="danger">{row.error.text}</Typography.Text>
          </Space>
        ) : (
          <Space wrap>
            <Tag color="success">{t('problemPackage.report.imported')}</Tag>
            {row.hidden && <Tag color="warning">{t('problemPackage.report.hidden')}</Tag>}
          </Space>
        ),
    },
    {
      key: 'verification',
      title: t('problemPackage.columns.verification'),
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Tag color={VERIFICATION_COLORS[row.verification]}>{t(`problemPackage.report.verification.${row.verification}`)}</Tag>
          {row.solutions.map((solution) => (
            <Typography.Text key={`${solution.expected}/${solution.name}`} type={solution.matches === false ? 'danger' : undefined}>
              {solutionLine(solution)}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
    {
      key: 'notes',
      title: t('problemPackage.columns.notes'),
      render: (_, row) => (
        <ul style={{ margin: 0, paddingInlineStart: 16 }}>
          {row.notes.map((note, index) => (
            <li key={`${note.code}-${index}`}>{note.text}</li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <Table<ProblemImportResultDto>
      aria-label={t('problemPackage.report.tableLabel')}
      data-testid="import-report"
      rowKey="index"
      size="small"
      columns={columns}
      dataSource={[...problems]}
      pagination={problems.length > 20 ? { pageSize: 20 } : false}
      scroll={{ x: true }}
    />
  );
}
