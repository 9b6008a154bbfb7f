import { useMemo, useState } from 'react';
import { Card, Col, Empty, Pagination, Row, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { GroupDto } from '@oj/contracts';
import { selectIsLoggedIn } from '@oj/api-client/core';
import { useGetGroupListQuery } from '@oj/api-client/group';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { useAppDispatch, useAppSelector } from '@/app/store.ts';
import { paths } from '@/config/paths.ts';
import { authDialogOpened } from '@/features/auth/auth-slice.ts';
import { CreateGroupDialog } from '@/features/group/components/CreateGroupDialog.tsx';
import { GroupCard } from '@/features/group/components/GroupCard.tsx';
import { GroupFilters } from '@/features/group/components/GroupFilters.tsx';
import { GROUP_PAGE_SIZES, groupListRequest, groupListSearch, parseGroupListQuery } from '@/features/group/query.ts';
import type { GroupListFilters } from '@/features/group/query.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/**
 * The group list (spec 03 §2.4): a card grid with keyword, auth and onlyMine filters and the page in
 * the URL query (15 a page); the create-group dialog; entering a group asks visitors to sign in.
 */
export function GroupListPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseGroupListQuery(search), [search]);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [creating, setCreating] = useState(false);
  const list = useGetGroupListQuery(groupListRequest(filters, loggedIn));
  useDocumentTitle(t('page.groupList'));

  const update = (next: GroupListFilters) => {
    setSearch(groupListSearch(next));
  };
  const signInFirst = (): boolean => {
    if (loggedIn) return true;
    void message.warning(t('group.loginFirst'));
    dispatch(authDialogOpened('login'));
    return false;
  };
  const open = (group: GroupDto) => {
    if (signInFirst()) void navigate(paths.group.detail.getHref(group.id));
  };
  const records = list.data?.records ?? [];

  return (
    <Card title={t('group.listTitle')} data-testid="group-list">
      <div style={{ marginBottom: 16 }}>
        <GroupFilters
          filters={filters}
          loggedIn={loggedIn}
          onChange={update}
          onCreate={() => {
            if (signInFirst()) setCreating(true);
          }}
        />
      </div>
      <Spin spinning={list.isFetching}>
        {records.length === 0 ? (
          <Empty description={t('group.empty')} />
        ) : (
          <Row gutter={[16, 16]}>
            {records.map((group) => (
              <Col key={group.id} xs={24} sm={12} lg={8}>
                <GroupCard group={group} onOpen={open} />
              </Col>
            ))}
          </Row>
        )}
      </Spin>
      <Pagination
        style={{ marginTop: 16, textAlign: 'right' }}
        current={filters.currentPage}
        pageSize={filters.limit}
        total={list.data?.total ?? 0}
        showSizeChanger
        pageSizeOptions={[...GROUP_PAGE_SIZES]}
        onChange={(currentPage, limit) => {
          update({ ...filters, currentPage, limit });
        }}
      />
      <CreateGroupDialog
        open={creating}
        onClose={() => {
          setCreating(false);
        }}
        onCreated={(gid) => {
          setCreating(false);
          void navigate(paths.group.detail.getHref(gid));
        }}
      />
    </Card>
  );
}
