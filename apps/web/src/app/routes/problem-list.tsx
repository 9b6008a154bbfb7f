import { useMemo, useState } from 'react';
import { Card, Col, Row } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { ProblemListRecordDto } from '@oj/contracts';
import { selectIsLoggedIn } from '@oj/api-client/core';
import {
  useGetDifficultyListQuery,
  useGetProblemListQuery,
  useGetProblemTagsAndClassificationQuery,
  useGetRandomProblemMutation,
  useGetUserProblemStatusQuery,
} from '@oj/api-client/problem';
import { useTranslation } from '@oj/i18n';
import { DEFAULT_DIFFICULTY_LEVELS, useFeedback } from '@oj/ui';
import { useViewportClass } from '@/app/layout/breakpoints.ts';
import { useAppSelector } from '@/app/store.ts';
import { paths } from '@/config/paths.ts';
import { ProblemFilters } from '@/features/problem-list/components/ProblemFilters.tsx';
import { ProblemSidePanel } from '@/features/problem-list/components/ProblemSidePanel.tsx';
import { ProblemTable } from '@/features/problem-list/components/ProblemTable.tsx';
import { ALL_BANKS, DEFAULT_FILTERS, parseProblemListQuery, problemListSearch, withTag } from '@/features/problem-list/query.ts';
import type { ProblemListFilters } from '@/features/problem-list/query.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

const NO_STATUS_PIDS: number[] = [];

/** The problem list (spec 01 §2): filters kept in the URL query, the table, and the side panel. */
export function ProblemListPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseProblemListQuery(search), [search]);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const viewport = useViewportClass();
  const [showTags, setShowTags] = useState(true);
  const [hovered, setHovered] = useState<ProblemListRecordDto | null>(null);
  useDocumentTitle(t('page.problemList'));

  const bank = filters.oj === ALL_BANKS ? undefined : filters.oj;
  const list = useGetProblemListQuery({ ...filters, oj: bank });
  const { data: difficulties = DEFAULT_DIFFICULTY_LEVELS } = useGetDifficultyListQuery(undefined);
  const { data: tagGroups = [] } = useGetProblemTagsAndClassificationQuery(bank ? { oj: bank } : undefined);
  const records = list.data?.records;
  const pidList = useMemo(() => (records && records.length > 0 ? records.map((record) => record.pid) : NO_STATUS_PIDS), [records]);
  const { data: statuses } = useGetUserProblemStatusQuery({ pidList }, { skip: !loggedIn || pidList.length === 0 });
  const [pickRandom, { isLoading: picking }] = useGetRandomProblemMutation();
  const allTags = useMemo(() => tagGroups.flatMap((group) => group.tagList), [tagGroups]);

  const update = (next: ProblemListFilters) => {
    setSearch(problemListSearch(next));
  };
  const onRandom = async () => {
    const result = await pickRandom(undefined);
    if (!result.data) return;
    void message.success(t('problem.goodLuck'));
    void navigate(paths.problem.detail.getHref(result.data.problemId));
  };

  const table = (
    <Card size={viewport === 'mobile' ? 'small' : 'medium'} title={t('problem.listTitle')} data-testid="problem-list">
      <div style={{ marginBottom: 12 }}>
        <ProblemFilters
          filters={filters}
          difficulties={difficulties}
          tags={allTags}
          showTags={showTags}
          onChange={update}
          onShowTagsChange={setShowTags}
          onReset={() => {
            update({ ...DEFAULT_FILTERS });
          }}
        />
      </div>
      <ProblemTable
        records={records ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        currentPage={filters.currentPage}
        limit={filters.limit}
        difficulties={difficulties}
        statuses={loggedIn ? (statuses ?? {}) : undefined}
        showTags={showTags}
        compact={viewport === 'mobile'}
        onPageChange={(currentPage, limit) => {
          update({ ...filters, currentPage: limit === filters.limit ? currentPage : 1, limit });
        }}
        onTagClick={(tagId) => {
          update(withTag(filters, tagId));
        }}
        onHover={setHovered}
      />
    </Card>
  );

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={18}>
        {table}
      </Col>
      <Col xs={24} lg={6}>
        <ProblemSidePanel
          hovered={hovered}
          tagGroups={tagGroups}
          selectedTags={filters.tagIds}
          picking={picking}
          onPickTag={(tagId) => {
            update(withTag(filters, tagId));
          }}
          onRandom={() => void onRandom()}
        />
      </Col>
    </Row>
  );
}
