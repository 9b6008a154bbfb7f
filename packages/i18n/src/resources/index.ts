import type { Language } from '../language.ts';
import { enUS } from './en-US.ts';
import type { Messages } from './types.ts';
import { zhCN } from './zh-CN.ts';

export type { Messages } from './types.ts';
export { enUS } from './en-US.ts';
export { zhCN } from './zh-CN.ts';

/** All messages per language, in one namespace (`translation`). */
export const MESSAGES: Readonly<Record<Language, Messages>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
};
