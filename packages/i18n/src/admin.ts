// The back office's namespace (`@oj/i18n/admin`): only the admin app imports it, so its strings
// stay out of the resources the web app loads.
import type { i18n as I18n } from 'i18next';
import type { ParseKeysWithoutVariables } from 'i18next';
import { LANGUAGES } from './language.ts';
import type { Language } from './language.ts';
import { enUSAdmin } from './resources/admin/en-US.ts';
import type { AdminMessages } from './resources/admin/types.ts';
import { zhCNAdmin } from './resources/admin/zh-CN.ts';
import { createI18n } from './setup.ts';

export { enUSAdmin } from './resources/admin/en-US.ts';
export { zhCNAdmin } from './resources/admin/zh-CN.ts';
export type { AdminMessages } from './resources/admin/types.ts';

/** The i18next namespace of the admin strings: `useTranslation(ADMIN_NAMESPACE)`. */
export const ADMIN_NAMESPACE = 'admin';

/** A key of the admin namespace whose text needs no values (menu labels, titles). */
export type AdminMessageKey = ParseKeysWithoutVariables<typeof ADMIN_NAMESPACE>;

/** The admin messages per language. */
export const ADMIN_MESSAGES: Readonly<Record<Language, AdminMessages>> = { 'zh-CN': zhCNAdmin, 'en-US': enUSAdmin };

/** The admin app's instance: every shared message plus the admin namespace, in both languages. */
export function createAdminI18n(language: Language): I18n {
  const instance = createI18n(language);
  // i18next merges into the object it holds: give it a copy, never the module's messages.
  for (const each of LANGUAGES) instance.addResourceBundle(each, ADMIN_NAMESPACE, structuredClone(ADMIN_MESSAGES[each]));
  return instance;
}
