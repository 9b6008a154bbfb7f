import { useState } from 'react';
import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { LANGUAGES, useTranslation } from '@oj/i18n';
import { ADMIN_MESSAGES, ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { ManageGroupProvider } from './group.tsx';
import { ManagePathsProvider } from './paths.tsx';
import type { ManagePaths } from './paths.tsx';
import { PreviewTrustContext } from './shared/markdown-editor/trust.ts';

/** Adds the management screens' messages (the admin namespace) to an i18n instance that lacks them; idempotent. */
export function addManageMessages(instance: I18n): void {
  for (const each of LANGUAGES) {
    // i18next merges into the object it holds: give it a copy, never the module's messages.
    if (!instance.hasResourceBundle(each, ADMIN_NAMESPACE)) instance.addResourceBundle(each, ADMIN_NAMESPACE, structuredClone(ADMIN_MESSAGES[each]));
  }
}

/**
 * Hosts management screens outside the back office (a group's admin mode in the web app): their
 * messages join the app's i18n instance the first time (the web app's first load carries none of
 * them: only lazy routes import this), the host's links go to the screens below, `gid` names the
 * group whose content they manage (its calls then go through the group's routes), and the markdown
 * previews draw the texts as a user's (group admins write them).
 */
export function ManageScope({ paths, gid = null, children }: { paths: ManagePaths; gid?: number | null; children: ReactNode }) {
  const { i18n } = useTranslation();
  // Before the first render of the children, once per instance.
  useState(() => {
    addManageMessages(i18n);
    return true;
  });
  // Outside the back office the texts are group admins' (users'): the previews draw them strictly.
  return (
    <PreviewTrustContext value="user">
      <ManageGroupProvider gid={gid}>
        <ManagePathsProvider paths={paths}>{children}</ManagePathsProvider>
      </ManageGroupProvider>
    </PreviewTrustContext>
  );
}
