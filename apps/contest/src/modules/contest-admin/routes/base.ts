import { TOKEN_SECURITY } from '@oj/service-kit';

/** Route schema basics of the back office's contest calls. */
export const adminBase = { tags: ['admin', 'contest'], security: TOKEN_SECURITY };
