import { useState } from 'react';
import type { ReactNode } from 'react';
import { Breadcrumb, Button, Card, Col, Input, Row, Space, Switch, Tabs, Typography } from 'antd';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { selectIsLoggedIn } from '@oj/api-client/core';
import { useGetDiscussionCategoriesQuery, useGetDiscussionPageQuery, useGetGroupDiscussionPageQuery } from '@oj/api-client/discussion';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { useViewportClass } from '@/app/layout/breakpoints.ts';
import { useAppDispatch, useAppSelector } from '@/app/store.ts';
import { paths } from '@/config/paths.ts';
import { authDialogOpened } from '@/features/auth/auth-slice.ts';
import { CategoryMenu } from '@/features/discussion/components/CategoryMenu.tsx';
import { DiscussionCards } from '@/features/discussion/components/DiscussionCards.tsx';
import { DiscussionFormDialog } from '@/features/discussion/components/DiscussionFormDialog.tsx';
import { useDiscussionForm } from '@/features/discussion/hooks/use-discussion-form.ts';
import { discussionLinks } from '@/features/discussion/links.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

function positive(text: string | null): number | null {
  const value = Number(text ?? '');
  return Number.isInteger(value) && value >= 1 ? value : null;
}

/** The public discussion list (spec 03 §2.14). */
export function DiscussionListPage() {
  return <DiscussionListView gid={null} />;
}

/** Props of DiscussionListView. */
export interface DiscussionListViewProps {
  /** The group whose discussions these are (spec 03 §2.12), or null for the public ones. */
  gid: number | null;
  /** The group admins' table, shown as a second tab. */
  adminPanel?: ReactNode;
}

/**
 * The discussion list (spec 03 §2.14), also for one problem (`/discussion/:problemID`, titled
 * "<problemId> Discussion"): breadcrumb, category sidebar (tabs on a phone), keyword search,
 * onlyMine, cards 10 a page; filters in the URL query (keyword, cid, onlyMine, currentPage).
 * With a `gid` the same list of a group's discussions (its tab; no breadcrumb, categories as tabs).
 */
export function DiscussionListView({ gid, adminPanel }: DiscussionListViewProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { problemID } = useParams();
  const problemId = problemID ?? null;
  const [search, setSearch] = useSearchParams();
  const keyword = search.get('keyword') ?? '';
  const cid = positive(search.get('cid'));
  const onlyMine = search.get('onlyMine') === 'true';
  const currentPage = positive(search.get('currentPage')) ?? 1;
  const [draft, setDraft] = useState(keyword);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const viewport = useViewportClass();
  const categories = useGetDiscussionCategoriesQuery(undefined);
  const filters = { currentPage, keyword, ...(cid ? { cid } : {}), ...(problemId ? { pid: problemId } : {}), onlyMine };
  const publicList = useGetDiscussionPageQuery(filters, { skip: gid !== null });
  const groupList = useGetGroupDiscussionPageQuery({ gid: gid ?? 0, ...filters }, { skip: gid === null });
  const list = gid === null ? publicList : groupList;
  const links = discussionLinks(gid);
  const form = useDiscussionForm(
    problemId,
    (created) => {
      void navigate(links.detail(created.id));
    },
    gid,
  );
  const heading = problemId ? t('discussion.problemTitle', { problemId }) : t(gid === null ? 'discussion.title' : 'discussion.groupTitle');
  useDocumentTitle(heading);

  const update = (next: { keyword?: string; cid?: number | null; onlyMine?: boolean; currentPage?: number }) => {
    const merged = { keyword, cid, onlyMine, currentPage: 1, ...next };
    const query = new URLSearchParams();
    if (merged.keyword.trim()) query.set('keyword', merged.keyword.trim());
    if (merged.cid) query.set('cid', String(merged.cid));
    if (merged.onlyMine) query.set('onlyMine', 'true');
    if (merged.currentPage > 1) query.set('currentPage', String(merged.currentPage));
    setSearch(query);
  };
  const create = () => {
    if (!loggedIn) {
      void message.warning(t('discussion.loginFirst'));
      dispatch(authDialogOpened('login'));
      return;
    }
    form.create();
  };
  const menu = (variant: 'sidebar' | 'tabs') => (
    <CategoryMenu
      variant={variant}
      categories={categories.data ?? []}
      selected={cid}
      onSelect={(next) => {
        update({ cid: next });
      }}
    />
  );
  // In a group the page shares its width with the group's side panel: categories go in tabs.
  const wide = viewport === 'desktop' && gid === null;
  const cards = (
    <DiscussionCards
      records={list.data?.records ?? []}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      currentPage={currentPage}
      links={links}
      onPageChange={(page) => {
        update({ currentPage: page });
      }}
    />
  );

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="discussion-list">
      {gid === null ? (
        <Breadcrumb
          items={[
            { title: <Link to={paths.home.getHref()}>{t('discussion.breadcrumbHome')}</Link> },
            { title: problemId ? <Link to={links.list()}>{t('discussion.title')}</Link> : t('discussion.title') },
            ...(problemId ? [{ title: problemId }] : []),
          ]}
        />
      ) : null}
      <Row gutter={16}>
        {wide ? (
          <Col flex="220px">
            <Card size="small" title={t('discussion.categories')}>
              {menu('sidebar')}
            </Card>
          </Col>
        ) : null}
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Card
            title={
              <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
                {heading}
              </Typography.Title>
            }
            size={viewport === 'mobile' ? 'small' : 'medium'}
            extra={
              <Space wrap>
                <Input.Search
                  allowClear
                  value={draft}
                  placeholder={t('discussion.search')}
                  aria-label={t('discussion.search')}
                  style={{ width: viewport === 'mobile' ? 150 : 220 }}
                  onChange={(event) => {
                    setDraft(event.target.value);
                  }}
                  onSearch={(value) => {
                    update({ keyword: value });
                  }}
                  data-testid="discussion-search"
                />
                <Space size={4}>
                  <Switch
                    size="small"
                    checked={onlyMine}
                    disabled={!loggedIn}
                    onChange={(checked) => {
                      update({ onlyMine: checked });
                    }}
                    aria-label={t('discussion.onlyMine')}
                    data-testid="discussion-only-mine"
                  />
                  <Typography.Text>{t('discussion.onlyMine')}</Typography.Text>
                </Space>
                <Button type="primary" onClick={create} data-testid="discussion-create">
                  {t('discussion.create')}
                </Button>
              </Space>
            }
          >
            {wide ? null : menu('tabs')}
            {adminPanel ? (
              <Tabs
                data-testid="discussion-admin-tabs"
                items={[
                  { key: 'list', label: t('discussion.admin.listTab'), children: cards },
                  { key: 'admin', label: t('discussion.admin.tab'), children: adminPanel },
                ]}
              />
            ) : (
              cards
            )}
          </Card>
        </Col>
      </Row>
      <DiscussionFormDialog
        open={form.open}
        initial={form.initial}
        categories={categories.data ?? []}
        saving={form.saving}
        onCancel={form.close}
        onSubmit={form.save}
      />
    </Space>
  );
}
