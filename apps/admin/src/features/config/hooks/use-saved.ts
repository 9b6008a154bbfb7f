import { useCallback } from 'react';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';

/**
 * Awaits a save and shows 'Update Successfully'; resolves false when it failed (the shell's error
 * reporter has already shown the server's message), so the form keeps what was typed.
 */
export function useSaved(): (call: PromiseLike<{ error?: unknown }>, successText?: string) => Promise<boolean> {
  const { message } = useFeedback();
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return useCallback(
    async (call, successText) => {
      const result = await call;
      if (result.error !== undefined) return false;
      void message.success(successText ?? t('config.saved'));
      return true;
    },
    [message, t],
  );
}
