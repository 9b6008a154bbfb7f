import { useCallback, useState } from 'react';
import { Card, Result, Space } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { selectIsLoggedIn } from '@oj/api-client/core';
import {
  useDeleteDiscussionMutation,
  useDeleteGroupDiscussionMutation,
  useGetDiscussionCategoriesQuery,
  useGetDiscussionQuery,
  useLikeDiscussionMutation,
  useReportDiscussionMutation,
} from '@oj/api-client/discussion';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { Loading } from '@/components/Loading.tsx';
import { useAppDispatch, useAppSelector } from '@/app/store.ts';
import { authDialogOpened } from '@/features/auth/auth-slice.ts';
import { CommentArea } from '@/features/comment/components/CommentArea.tsx';
import { DiscussionDetailCard } from '@/features/discussion/components/DiscussionDetailCard.tsx';
import { DiscussionFormDialog } from '@/features/discussion/components/DiscussionFormDialog.tsx';
import { ReportDialog } from '@/features/discussion/components/ReportDialog.tsx';
import { useDiscussionForm } from '@/features/discussion/hooks/use-discussion-form.ts';
import { discussionLinks } from '@/features/discussion/links.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** A public discussion's page (spec 03 §2.15). */
export function DiscussionDetailPage() {
  return <DiscussionDetailView gid={null} />;
}

/**
 * A discussion's page (spec 03 §2.15): the discussion with like, report, edit (author) and delete,
 * then the comment area of the discussion (`did`). Liking, reporting and commenting need sign-in.
 * With a `gid` the same page inside a group (GroupDiscussionDetails): its links stay in the group.
 */
export function DiscussionDetailView({ gid }: { gid: number | null }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const did = Number(useParams().discussionID ?? '');
  const valid = Number.isInteger(did) && did >= 1;
  const detail = useGetDiscussionQuery(did, { skip: !valid });
  const categories = useGetDiscussionCategoriesQuery(undefined);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [like, likeState] = useLikeDiscussionMutation();
  const [report, reportState] = useReportDiscussionMutation();
  const [removePublic] = useDeleteDiscussionMutation();
  const [removeInGroup] = useDeleteGroupDiscussionMutation();
  const remove = gid === null ? removePublic : removeInGroup;
  const links = discussionLinks(gid);
  const [reporting, setReporting] = useState(false);
  const form = useDiscussionForm(null, undefined, gid);
  useDocumentTitle(detail.data?.title ?? t('discussion.title'));
  const askToSignIn = useCallback(() => {
    void message.warning(t('discussion.loginFirst'));
    dispatch(authDialogOpened('login'));
  }, [dispatch, message, t]);

  if (!valid || detail.isError)
    return <Result status="404" title={t('discussion.title')} extra={<Link to={links.list()}>{t('discussion.backToList')}</Link>} />;
  if (!detail.data) return <Loading />;
  const discussion = detail.data;

  const onLike = async () => {
    if (!loggedIn) {
      askToSignIn();
      return;
    }
    const result = await like({ did, toLike: !discussion.hasLike });
    if (!('error' in result)) void message.success(t(discussion.hasLike ? 'discussion.unlikeDone' : 'discussion.likeDone'));
  };
  const onDelete = async () => {
    const confirmed = await modal.confirm({ title: t('discussion.deleteConfirm'), okButtonProps: { danger: true } });
    if (!confirmed) return;
    const result = await remove(did);
    if ('error' in result) return;
    void message.success(t('discussion.deleted'));
    void navigate(links.list());
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <DiscussionDetailCard
        discussion={discussion}
        liking={likeState.isLoading}
        onLike={() => void onLike()}
        onReport={() => {
          if (loggedIn) setReporting(true);
          else askToSignIn();
        }}
        onEdit={() => {
          form.edit(discussion);
        }}
        onDelete={() => void onDelete()}
        links={links}
      />
      <Card size="small" data-testid="discussion-comments">
        <CommentArea
          context={{ did }}
          onLoginRequired={() => {
            dispatch(authDialogOpened('login'));
          }}
        />
      </Card>
      <ReportDialog
        open={reporting}
        sending={reportState.isLoading}
        onCancel={() => {
          setReporting(false);
        }}
        onSubmit={async ({ tags, reason }) => {
          const result = await report({ did, tags, ...(reason ? { reason } : {}) });
          if ('error' in result) return false;
          void message.success(t('discussion.reported'));
          return true;
        }}
      />
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
