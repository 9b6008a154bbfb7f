import { useState } from 'react';
import type { DiscussionDto } from '@oj/contracts';
import {
  useAddDiscussionMutation,
  useAddGroupDiscussionMutation,
  useUpdateDiscussionMutation,
  useUpdateGroupDiscussionMutation,
} from '@oj/api-client/discussion';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import type { DiscussionDraft } from '../rules.ts';
import { problemTitle } from '../rules.ts';

/**
 * The create and edit dialog's state and saving: a new discussion opened from a problem gets the
 * problem id in brackets before its title and `pid` (spec 03 §4); an edit sends the form only.
 * In a group (`gid`) a new discussion is posted there and an edit goes through the group's call.
 */
export function useDiscussionForm(problemId: string | null, onCreated?: (discussion: DiscussionDto) => void, gid: number | null = null) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [editing, setEditing] = useState<DiscussionDto | null>(null);
  const [open, setOpen] = useState(false);
  const [addPublic, addPublicState] = useAddDiscussionMutation();
  const [addInGroup, addGroupState] = useAddGroupDiscussionMutation();
  const [updatePublic, publicState] = useUpdateDiscussionMutation();
  const [updateInGroup, groupState] = useUpdateGroupDiscussionMutation();
  const update = gid === null ? updatePublic : updateInGroup;
  const updateState = gid === null ? publicState : groupState;
  const save = async (draft: DiscussionDraft): Promise<boolean> => {
    const form = { title: draft.title.trim(), description: draft.description.trim(), categoryId: draft.categoryId, content: draft.content };
    const created = { ...form, title: problemTitle(problemId, form.title), ...(problemId ? { pid: problemId } : {}) };
    const result = editing ? await update({ id: editing.id, ...form }) : gid === null ? await addPublic({ ...created }) : await addInGroup({ ...created, gid });
    if ('error' in result) return false;
    void message.success(t(editing ? 'discussion.updated' : 'discussion.posted'));
    if (!editing) onCreated?.(result.data);
    return true;
  };
  return {
    open,
    initial: editing ? { title: editing.title, description: editing.description, categoryId: editing.categoryId, content: editing.content } : null,
    saving: addPublicState.isLoading || addGroupState.isLoading || updateState.isLoading,
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
