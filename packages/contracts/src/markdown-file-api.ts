/**
 * Wire shapes of the markdown editor's uploads (spec 03 §2.18, §7 "Files"): upload-md-img for admin
 * roles (multipart field "image"), upload-md-file for admin roles (field "file"), and the routes that
 * serve what they stored. The answer names the link to put in the markdown and the stored file's id.
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** Image types the editor accepts (the avatar's, spec 03 §5 "Avatar file"). */
export const MD_IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const;
/** Largest image: 5 MB. */
export const MD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** File types the editor accepts: documents, archives and plain text. No HTML, SVG or scripts the browser would run. */
export const MD_FILE_EXTENSIONS = [
  'pdf',
  'zip',
  '7z',
  'rar',
  'gz',
  'tar',
  'txt',
  'md',
  'csv',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'xls',
  'xlsx',
  'c',
  'cpp',
  'h',
  'hpp',
  'java',
  'py',
  'in',
  'out',
  'ans',
] as const;
/** Largest file: 50 MB. */
export const MD_FILE_MAX_BYTES = 50 * 1024 * 1024;

/** upload-md-img and upload-md-file query: the group the text belongs to, when it is a group's. */
export const MdUploadQuerySchema = Type.Object({ gid: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })) });
export type MdUploadQueryDto = Static<typeof MdUploadQuerySchema>;

/** Answer of an upload: the link to write in the markdown and the stored file's id. */
export const MdUploadResultSchema = Type.Object({
  link: Type.String({ description: 'URL of the stored file, e.g. /api/public/md/<uuid>.png' }),
  fileId: Type.Integer(),
});
export type MdUploadResultDto = Static<typeof MdUploadResultSchema>;

/** delete-md-img query. */
export const MdDeleteQuerySchema = Type.Object({ fileId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type MdDeleteQueryDto = Static<typeof MdDeleteQuerySchema>;
