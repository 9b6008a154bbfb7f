import { auditColumns, boolColumn, defineEntity, idColumn, modifiedColumn, nullableIntColumn, textColumn, uidColumn, varcharColumn } from './columns.ts';

/** `website_config`: one row per `WebsiteConfig` key; `value` is the JSON encoding of the value. */
export interface WebsiteConfigRow {
  name: string;
  value: string;
  gmtModified: Date;
}

export const WebsiteConfigEntity = defineEntity<WebsiteConfigRow>({
  name: 'WebsiteConfig',
  tableName: 'website_config',
  columns: { name: { type: 'varchar', length: 64, primary: true }, value: textColumn('text', false), gmtModified: modifiedColumn() },
});

/** What an uploaded file is for. */
export type FileType = 'avatar' | 'group-avatar' | 'md-img' | 'md-file' | 'testcase' | 'carousel';

/** `file`: an uploaded file held by the storage backend. */
export interface FileRow {
  id: number;
  /** Uploader. */
  uid: string | null;
  gid: number | null;
  /** Original file name. */
  name: string;
  suffix: string;
  /** Storage folder (relative to the storage root). */
  folderPath: string;
  /** Storage path of the file (relative to the storage root). */
  filePath: string;
  type: FileType;
  isDeleted: boolean;
  gmtCreate: Date;
  gmtModified: Date;
}

export const FileEntity = defineEntity<FileRow>({
  name: 'File',
  tableName: 'file',
  columns: {
    id: idColumn(),
    uid: uidColumn(true),
    gid: nullableIntColumn(),
    name: varcharColumn(255),
    suffix: varcharColumn(20),
    folderPath: varcharColumn(512),
    filePath: varcharColumn(512),
    type: varcharColumn(20),
    isDeleted: boolColumn(false),
    ...auditColumns(),
  },
  indices: [
    { name: 'IDX_file_uid_type', columns: ['uid', 'type'] },
    { name: 'IDX_file_gid', columns: ['gid'] },
  ],
});
