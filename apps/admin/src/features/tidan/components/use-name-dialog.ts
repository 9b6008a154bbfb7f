import { useState } from 'react';
import {
  useAddTidanGroupMutation,
  useAddTidanProblemGroupMutation,
  useCreateTidanMutation,
  useUpdateTidanGroupMutation,
  useUpdateTidanMutation,
  useUpdateTidanProblemGroupMutation,
} from '@oj/api-client/admin-tidan';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import type { NameValues } from './NameDialog.tsx';

/** What the name dialog is open for: a new child of `parent` (a tidan has none), or an existing node. */
export type NameTarget =
  | { kind: 'tidan'; id: number | null; initial: NameValues | null }
  | { kind: 'group' | 'problemGroup'; id: number | null; parent: number; initial: NameValues | null };

/** The name dialog's state and its save, which calls the create or update of the node's level. */
export function useNameDialog() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const [target, setTarget] = useState<NameTarget | null>(null);
  const [createTidan] = useCreateTidanMutation();
  const [updateTidan] = useUpdateTidanMutation();
  const [addGroup] = useAddTidanGroupMutation();
  const [updateGroup] = useUpdateTidanGroupMutation();
  const [addProblemGroup] = useAddTidanProblemGroupMutation();
  const [updateProblemGroup] = useUpdateTidanProblemGroupMutation();

  const save = async (values: NameValues): Promise<boolean> => {
    if (!target) return false;
    const { name, rank } = values;
    let result: { error?: unknown };
    if (target.kind === 'tidan') {
      const visible = values.visible ?? true;
      result = target.id === null ? await createTidan({ name, rank, visible }) : await updateTidan({ id: target.id, name, rank, visible });
    } else if (target.kind === 'group') {
      result = target.id === null ? await addGroup({ tid: target.parent, name, rank }) : await updateGroup({ id: target.id, name, rank });
    } else {
      result = target.id === null ? await addProblemGroup({ gid: target.parent, name, rank }) : await updateProblemGroup({ id: target.id, name, rank });
    }
    if (result.error) return false;
    void message.success(t(target.id === null ? 'tidan.created' : 'tidan.updated'));
    return true;
  };
  return {
    target,
    open: setTarget,
    close: () => {
      setTarget(null);
    },
    save,
  };
}
