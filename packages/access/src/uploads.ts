// Who may upload into markdown texts (spec 03 §2.18 "Image upload in the editor needs an admin or
// group admin role. A rich-text editor offers file upload and an image link for admin roles, and an
// image link only for group admins"), and for which group.
import { isAdminRole } from '@oj/contracts';
import type { GroupFacts, GroupViewer } from './group/policy.ts';
import { isGroupAdmin } from './group/policy.ts';

/** An image (upload-md-img) or any other file (upload-md-file). */
export type MarkdownUploadKind = 'image' | 'file';

/** Why an upload is refused: no admin role where one is needed, or not an admin of the group named. */
export type MarkdownUploadRefusal = 'adminOnly' | 'groupAdminOnly';

/**
 * Whether these roles may upload this kind, for the group named (`group`: its facts and the
 * uploader's place in it) or for no group (null). Files need an admin role. An upload for a group
 * needs its group admins (level 4 or 5; super admins are root everywhere), so nobody files content
 * under a group they do not administer; without a group an image needs an admin role.
 */
export function markdownUploadRefusal(
  kind: MarkdownUploadKind,
  roles: readonly number[],
  group: { facts: Pick<GroupFacts, 'ownerUid'>; viewer: GroupViewer } | null,
): MarkdownUploadRefusal | null {
  const adminRole = roles.some(isAdminRole);
  if (kind === 'file' && !adminRole) return 'adminOnly';
  if (group === null) return adminRole ? null : 'adminOnly';
  return isGroupAdmin(group.facts, group.viewer) ? null : 'groupAdminOnly';
}

/** Deleting an uploaded image: admin roles, or whoever uploaded it. */
export function canDeleteMarkdownImage(file: { uid: string | null }, viewer: { uid: string; roles: readonly number[] }): boolean {
  return viewer.roles.some(isAdminRole) || file.uid === viewer.uid;
}
