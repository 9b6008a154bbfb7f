import { Space } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useManagePaths } from '../../paths.tsx';
import type { ManagePaths } from '../../paths.tsx';

/** The pages of one contest. */
export type ContestPage = 'edit' | 'problems' | 'announcements' | 'submissions';

const PAGES: readonly ContestPage[] = ['edit', 'problems', 'announcements', 'submissions'];

function pageHref(paths: ManagePaths, page: ContestPage, cid: number): string {
  if (page === 'edit') return paths.contestEdit(cid);
  if (page === 'problems') return paths.contestProblems(cid);
  return page === 'announcements' ? paths.contestAnnouncements(cid) : paths.contestSubmissions(cid);
}

/** Links between one contest's admin pages, and back to the list; the current page is marked. */
export function ContestNav({ cid, current }: { cid: number; current: ContestPage }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const paths = useManagePaths();
  return (
    <nav aria-label={t('contest.nav.label', { cid })} style={{ marginBottom: 16 }}>
      <Space wrap size="large">
        <Link to={paths.contestList()}>
          <ArrowLeftOutlined /> {t('contest.nav.back')}
        </Link>
        {PAGES.map((page) => (
          <Link
            key={page}
            to={pageHref(paths, page, cid)}
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
