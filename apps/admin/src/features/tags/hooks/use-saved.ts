import { useCallback } from 'react';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';

/** Which success message a finished change shows (spec 03 §8). */
export type SavedKind = 'created' | 'updated' | 'deleted';

/**
 * Awaits a mutation and shows its success message; resolves false when it failed (the shell's
 * error reporter has already shown the server's message), so a dialog can stay open.
 */
export function useSaved(): (call: PromiseLike<{ error?: unknown }>, kind: SavedKind) => Promise<boolean> {
  const { message } = useFeedback();
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return useCallback(
    async (call, kind) => {
      const result = await call;
      if (result.error !== undefined) return false;
      void message.success(t(`tags.messages.${kind}`));
      return true;
    },
    [message, t],
  );
}
