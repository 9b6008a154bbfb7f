import { Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { SubmissionSummaryDto } from '@oj/contracts';
import { useLanguage, useTranslation } from '@oj/i18n';
import { VerdictTag } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { formatLength, formatMemoryKb, formatTimeMs } from '@/lib/format.ts';
import { fullTime, relativeTime } from '@/lib/time.ts';
import { submissionLinks, useSubmissionScope } from './scope.ts';

/**
 * The columns of a submission row (spec 01 §2), shared by the submission list and the one-row
 * summary of the details page. The list adds the manual-judge mark and links the language to the
 * details; the summary, already on the details, shows both plainly. Inside a contest the links
 * lead to the contest's problem and submission pages.
 */
export function useSubmissionColumns(variant: 'list' | 'summary'): TableColumnsType<SubmissionSummaryDto> {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const list = variant === 'list';
  const links = submissionLinks(useSubmissionScope());
  return [
    { key: 'runId', title: t('submission.runId'), dataIndex: 'submitId', ...(list ? { width: 80 } : {}) },
    {
      key: 'problem',
      title: t('submission.problem'),
      render: (_, row) => (
        <Link to={links.problem(row)} {...(list ? { 'data-testid': 'submission-problem' } : {})}>
          {row.displayId} {row.title}
        </Link>
      ),
    },
    {
      key: 'status',
      title: t('submission.status'),
      render: (_, row) =>
        list ? (
          <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }} data-testid="submission-status" data-status={row.status}>
            <VerdictTag status={row.status} />
            {row.isManual ? (
              <Tooltip title={t('submission.manualTip')}>
                <span style={{ fontSize: 12, color: '#9a66e4' }}>{t('submission.manual')}</span>
              </Tooltip>
            ) : null}
          </span>
        ) : (
          <VerdictTag status={row.status} />
        ),
    },
    { key: 'score', title: t('submission.score'), render: (_, row) => row.score ?? '--' },
    { key: 'time', title: t('submission.time'), render: (_, row) => formatTimeMs(row.time) },
    { key: 'memory', title: t('submission.memory'), render: (_, row) => formatMemoryKb(row.memory) },
    { key: 'length', title: t('submission.length'), render: (_, row) => formatLength(row.length) },
    list
      ? {
          key: 'language',
          title: t('submission.language'),
          render: (_, row) => (
            <Tooltip title={t('ui.details')}>
              <Link to={links.detail(row)} data-testid="submission-language">
                {row.language}
              </Link>
            </Tooltip>
          ),
        }
      : { key: 'language', title: t('submission.language'), dataIndex: 'language' },
    { key: 'judger', title: t('submission.judger'), render: (_, row) => row.judger ?? '--' },
    {
      key: 'author',
      title: t('submission.author'),
      render: (_, row) => <Link to={paths.userHome.getHref({ uid: row.uid, username: row.username })}>{row.username}</Link>,
    },
    {
      key: 'submitTime',
      title: t('submission.submitTime'),
      render: (_, row) => (
        <Tooltip title={fullTime(row.submitTime)}>
          <span>{relativeTime(row.submitTime, language)}</span>
        </Tooltip>
      ),
    },
  ];
}
