import { createContext, useContext } from 'react';
import type { MarkdownTrust } from '@oj/ui';

/**
 * Whose text the editors' previews draw: the back office's (admin roles wrote it: 'admin'), or, where
 * `ManageScope` hosts the screens outside it (a group's admin mode), any group admin's: 'user', the
 * renderer's strict allow list. A group root opening another group admin's training or problem must
 * not run what that admin typed.
 */
export const PreviewTrustContext = createContext<MarkdownTrust>('admin');

/** The trust of the previews around the caller. */
export function usePreviewTrust(): MarkdownTrust {
  return useContext(PreviewTrustContext);
}
