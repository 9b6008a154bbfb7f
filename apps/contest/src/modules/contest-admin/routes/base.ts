import { TOKEN_SECURITY } from '@oj/service-kit';
import type { ContestAdminVariant } from '../variant.ts';

/** Route schema basics of the back office's contest calls. */
export const adminBase = { tags: ['admin', 'contest'], security: TOKEN_SECURITY };

/** Route schema basics of a variant's contest management calls. */
export function variantBase(variant: ContestAdminVariant): { tags: string[]; security: typeof TOKEN_SECURITY } {
  return { tags: variant.tags, security: TOKEN_SECURITY };
}
