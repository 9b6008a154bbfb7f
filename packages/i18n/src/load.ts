import type { Language } from './language.ts';
import type { Messages, PageMessages } from './resources/types.ts';

/**
 * Loads one language's shell messages. Each language is its own chunk in a browser build, so a
 * page carries only the language it shows; the other arrives when the user switches.
 */
export async function loadMessages(language: Language): Promise<Messages> {
  if (language === 'zh-CN') return (await import('./resources/zh-CN.ts')).zhCN;
  return (await import('./resources/en-US.ts')).enUS;
}

/** Loads one language's page messages: the lists, problem pages, submissions, user pages. */
export async function loadPageMessages(language: Language): Promise<PageMessages> {
  if (language === 'zh-CN') return (await import('./resources/pages/zh-CN/index.ts')).zhCNPages;
  return (await import('./resources/pages/en-US/index.ts')).enUSPages;
}
