import { Space } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { paths } from '@/config/paths.ts';

/** The pages of one contest. */
export type ContestPage = 'edit' | 'problems' | 'announcements' | 'submissions';

const HREF: Record<ContestPage, (cid: number) => string> = {
  edit: (cid) => paths.contest.edit.getHref(cid),
  problems: (cid) => paths.contest.problems.getHref(cid),
  announcements: (cid) => paths.contest.announcement.getHref(cid),
  submissions: (cid) => paths.contest.submissions.getHref(cid),
};

/** Links between one contest's admin pages, and back to the list; the current page is marked. */
export function ContestNav({ cid, current }: { cid: number; current: ContestPage }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <nav aria-label={t('contest.nav.label', { cid })} style={{ marginBottom: 16 }}>
      <Space wrap size="large">
        <Link to={paths.contest.list.getHref()}>
          <ArrowLeftOutlined /> {t('contest.nav.back')}
        </Link>
        {(Object.keys(HREF) as ContestPage[]).map((page) => (
          <Link
            key={page}
            to={HREF[page](cid)}
            aria-current={page === current ? 'page' : undefined}
            style={page === current ? { fontWeight: 600, textDecoration: 'underline' } : undefined}
          >
            {t(`contest.nav.${page}`)}
          </Link>
        ))}
      </Space>
    </nav>
  );
}
