import type { Language } from '../language.ts';
import { enUS } from './en-US.ts';
import { enUSPages } from './pages/en-US/index.ts';
import { zhCNPages } from './pages/zh-CN/index.ts';
import type { AllMessages } from './types.ts';
import { zhCN } from './zh-CN.ts';

export type { AllMessages, Messages, PageMessages } from './types.ts';
export { enUS } from './en-US.ts';
export { zhCN } from './zh-CN.ts';
export { enUSPages } from './pages/en-US/index.ts';
export { zhCNPages } from './pages/zh-CN/index.ts';

/** All messages per language, shell and pages, in one namespace (`translation`). */
export const MESSAGES: Readonly<Record<Language, AllMessages>> = {
  'zh-CN': { ...zhCN, ...zhCNPages },
  'en-US': { ...enUS, ...enUSPages },
};
