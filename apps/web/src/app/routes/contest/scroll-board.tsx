import { useMemo } from 'react';
import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { useGetContestScrollBoardQuery } from '@oj/api-client/contest-board';
import { useTranslation } from '@oj/i18n';
import { Loading } from '@/components/Loading.tsx';
import { ScrollBoard } from '@/features/scroll-board/components/ScrollBoard.tsx';
import { parseScrollBoardSearch, scrollBoardRequest } from '@/features/scroll-board/query.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** The scroll-board window (/scrollBoard?cid=&removeStar=&medals[]=…, spec 02 §2): contest admins, ACM contests. */
export function ScrollBoardPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const params = useMemo(() => parseScrollBoardSearch(search), [search]);
  const board = useGetContestScrollBoardQuery(params ? scrollBoardRequest(params) : { cid: 0 }, { skip: !params });
  useDocumentTitle(board.data ? `${t('contestBoard.scroll.title')} - ${board.data.contest.title}` : t('contestBoard.scroll.title'));
  if (!params) return <Result status="warning" title={t('contestBoard.scroll.badQuery')} />;
  // The reason (not an admin, not ACM, no such contest) is the server's, shown by the error reporter.
  if (board.isError) return <Result status="warning" title={t('contestBoard.scroll.title')} />;
  if (!board.data) return <Loading />;
  return <ScrollBoard data={board.data} />;
}
