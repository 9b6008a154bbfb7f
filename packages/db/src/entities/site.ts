import {
  auditColumns,
  boolColumn,
  defineEntity,
  idColumn,
  intColumn,
  modifiedColumn,
  nullableIntColumn,
  textColumn,
  tinyintColumn,
  uidColumn,
  varcharColumn,
} from './columns.ts';

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
  /** A carousel image's link (where a click on the slide goes); null for other files. */
  link: string | null;
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
    link: varcharColumn(512, { nullable: true }),
    isDeleted: boolColumn(false),
    ...auditColumns(),
  },
  indices: [
    { name: 'IDX_file_uid_type', columns: ['uid', 'type'] },
    { name: 'IDX_file_gid', columns: ['gid'] },
  ],
});

/** `tool`: one external link of the toolbox menu (spec 01 §3 Tool: name, url). */
export interface ToolRow {
  id: number;
  name: string;
  url: string;
  description: string | null;
  /** Menu order, smallest first (then by id). */
  sort: number;
  /** Hidden tools stay stored but are not listed. */
  visible: boolean;
  gmtCreate: Date;
  gmtModified: Date;
}

export const ToolEntity = defineEntity<ToolRow>({
  name: 'Tool',
  tableName: 'tool',
  columns: {
    id: idColumn(),
    name: varcharColumn(64),
    url: varcharColumn(512),
    description: varcharColumn(255, { nullable: true }),
    sort: intColumn(0),
    visible: boolColumn(true),
    ...auditColumns(),
  },
  indices: [{ name: 'IDX_tool_visible_sort', columns: ['visible', 'sort'] }],
});

/** `announcement`: a site announcement (spec 03 §3), written by the community service. */
export interface AnnouncementRow {
  id: number;
  title: string;
  content: string;
  /** 0 visible, 1 hidden. */
  status: number;
  /** Author. */
  uid: string;
  gmtCreate: Date;
  gmtModified: Date;
}

export const AnnouncementEntity = defineEntity<AnnouncementRow>({
  name: 'Announcement',
  tableName: 'announcement',
  columns: {
    id: idColumn(),
    title: varcharColumn(255),
    content: textColumn('mediumtext', false),
    status: tinyintColumn(0),
    uid: uidColumn(),
    ...auditColumns(),
  },
  indices: [{ name: 'IDX_announcement_status_id', columns: ['status', 'id'] }],
});
