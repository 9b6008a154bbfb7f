import { useState } from 'react';
import type { DiscussionDto } from '@oj/contracts';
import { useAddDiscussionMutation, useUpdateDiscussionMutation } from '@oj/api-client/discussion';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import type { DiscussionDraft } from '../rules.ts';
import { problemTitle } from '../rules.ts';

/**
 * The create and edit dialog's state and saving: a new discussion opened from a problem gets the
 * problem id in brackets before its title and `pid` (spec 03 §4); an edit sends the form only.
 */
export function useDiscussionForm(problemId: string | null, onCreated?: (discussion: DiscussionDto) => void) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [editing, setEditing] = useState<DiscussionDto | null>(null);
  const [open, setOpen] = useState(false);
  const [add, addState] = useAddDiscussionMutation();
  const [update, updateState] = useUpdateDiscussionMutation();
  const save = async (draft: DiscussionDraft): Promise<boolean> => {
    const form = { title: draft.title.trim(), description: draft.description.trim(), categoryId: draft.categoryId, content: draft.content };
    const result = editing
      ? await update({ id: editing.id, ...form })
      : await add({ ...form, title: problemTitle(problemId, form.title), ...(problemId ? { pid: problemId } : {}) });
    if ('error' in result) return false;
    void message.success(t(editing ? 'discussion.updated' : 'discussion.posted'));
    if (!editing) onCreated?.(result.data);
    return true;
  };
  return {
    open,
    initial: editing ? { title: editing.title, description: editing.description, categoryId: editing.categoryId, content: editing.content } : null,
    saving: addState.isLoading || updateState.isLoading,
    create: () => {
      setEditing(null);
      setOpen(true);
    },
    edit: (discussion: DiscussionDto) => {
      setEditing(discussion);
      setOpen(true);
    },
    close: () => {
      setOpen(false);
    },
    save,
  };
}
