import { Suspense, lazy } from 'react';
import type { AiRequest } from '../rules.ts';

// The dialog, its stream reader and the markdown renderer load when a helper is first asked.
const AiDialog = lazy(async () => ({ default: (await import('./AiDialog.tsx')).AiDialog }));

/** Props of LazyAiDialog: no request means closed. */
export interface LazyAiDialogProps {
  request: AiRequest | null;
  onClose: () => void;
  onUnauthorized: () => void;
}

/** The AI answer dialog, loaded on first opening; renders nothing while closed. */
export function LazyAiDialog({ request, onClose, onUnauthorized }: LazyAiDialogProps) {
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <AiDialog request={request} onClose={onClose} onUnauthorized={onUnauthorized} />
    </Suspense>
  );
}
