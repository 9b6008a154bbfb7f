// Types every t() key against the English resources, so a typo or a removed key fails the build.
import 'i18next';
import type { enUS } from './resources/en-US.ts';
import type { enUSPages } from './resources/pages/en-US/index.ts';
import type { enUSAdmin } from './resources/admin/en-US.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUS & typeof enUSPages; admin: typeof enUSAdmin };
    returnNull: false;
  }
}
