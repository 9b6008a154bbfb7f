import { useState } from 'react';
import { useTranslation } from '@oj/i18n';
import type { CommentActions, ReplyTarget } from '../hooks/use-comment-actions.ts';
import { CommentEditor } from './CommentEditor.tsx';

/** The one open reply box of a comment area, addressed to the comment's or a reply's author. */
export function ReplyBox({ target, actions, onClose }: { target: ReplyTarget; actions: CommentActions; onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const send = async () => {
    if (await actions.reply(target, draft)) onClose();
  };
  return (
    <div style={{ margin: '8px 0 0 48px' }}>
      <CommentEditor
        value={draft}
        onChange={setDraft}
        onSubmit={() => void send()}
        onCancel={onClose}
        submitting={actions.replying}
        placeholder={t('comment.replyPlaceholder', { name: target.name })}
        submitLabel={t('comment.replySubmit')}
        rows={3}
        autoFocus
        data-testid="reply-box"
      />
    </div>
  );
}
