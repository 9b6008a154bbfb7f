import { useState } from 'react';
import { Card, Input } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { LessonCardDto } from '@oj/contracts';
import { selectIsLoggedIn } from '@oj/api-client/core';
import { useGetLessonPageQuery } from '@oj/api-client/lesson';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { useViewportClass } from '@/app/layout/breakpoints.ts';
import { useAppDispatch, useAppSelector } from '@/app/store.ts';
import { paths } from '@/config/paths.ts';
import { authDialogOpened } from '@/features/auth/auth-slice.ts';
import { LessonGrid } from '@/features/lesson/components/LessonGrid.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** The card title as the page's heading. */
const PAGE_HEADING = { margin: 0, fontSize: 16, fontWeight: 600 } as const;

const COLUMNS = { desktop: 4, compact: 2, mobile: 1 } as const;

/**
 * The lesson catalogue (spec 02 §2 "Lessons"): keyword and page in the URL query, a grid of cards,
 * 15 a page. Visitors may browse it; opening a lesson asks them to sign in first.
 */
export function LessonListPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const keyword = search.get('keyword') ?? '';
  const page = Number(search.get('currentPage') ?? '1');
  const currentPage = Number.isInteger(page) && page >= 1 ? page : 1;
  const [draft, setDraft] = useState(keyword);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const viewport = useViewportClass();
  const list = useGetLessonPageQuery({ currentPage, keyword });
  useDocumentTitle(t('page.lessonList'));

  const update = (next: { keyword: string; currentPage: number }) => {
    const query = new URLSearchParams();
    if (next.keyword.trim()) query.set('keyword', next.keyword.trim());
    if (next.currentPage > 1) query.set('currentPage', String(next.currentPage));
    setSearch(query);
  };
  const open = (lesson: LessonCardDto) => {
    if (!loggedIn) {
      void message.warning(t('lesson.loginFirst'));
      dispatch(authDialogOpened('login'));
      return;
    }
    void navigate(paths.lesson.detail.getHref(lesson.id));
  };

  return (
    <Card
      title={<h2 style={PAGE_HEADING}>{t('lesson.listTitle')}</h2>}
      size={viewport === 'mobile' ? 'small' : 'medium'}
      data-testid="lesson-list"
      extra={
        <Input.Search
          allowClear
          value={draft}
          placeholder={t('lesson.search')}
          aria-label={t('lesson.search')}
          style={{ width: viewport === 'mobile' ? 160 : 260 }}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          onSearch={(value) => {
            update({ keyword: value, currentPage: 1 });
          }}
          data-testid="lesson-search"
        />
      }
    >
      <LessonGrid
        records={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        currentPage={currentPage}
        columns={COLUMNS[viewport]}
        onPageChange={(next) => {
          update({ keyword, currentPage: next });
        }}
        onOpen={open}
      />
    </Card>
  );
}
