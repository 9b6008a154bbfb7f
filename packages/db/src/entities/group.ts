import { auditColumns, boolColumn, defineEntity, idColumn, intColumn, textColumn, tinyintColumn, uidColumn, varcharColumn } from './columns.ts';

/**
 * `group_info`: a group (spec 03 §3 "Group"). The table is not called `group`, a reserved word of
 * MySQL and MariaDB that every raw query would have to quote. Written by the community service.
 */
export interface GroupRow {
  id: number;
  /** Avatar URL (an upload of the gateway's files), or null. */
  avatar: string | null;
  name: string;
  shortName: string;
  brief: string;
  /** Markdown. */
  description: string;
  /** The owner's uid (a level-5 member too). */
  owner: string;
  /** GroupAuth: 1 public, 2 protected, 3 private. */
  auth: number;
  /**
   * The 6-character join code, kept as typed: group admins are shown it to hand out, and a
   * private group's application must repeat it. Null for public groups.
   */
  code: string | null;
  /** Hidden groups are left out of the public list (their members still see them). */
  visible: boolean;
  /** 0 normal, 1 disabled (disbanded groups are deleted, not marked). */
  status: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const GroupEntity = defineEntity<GroupRow>({
  name: 'Group',
  tableName: 'group_info',
  columns: {
    id: idColumn(),
    avatar: varcharColumn(512, { nullable: true }),
    name: varcharColumn(25),
    shortName: varcharColumn(10),
    brief: varcharColumn(50),
    description: textColumn('text', false),
    owner: uidColumn(),
    auth: tinyintColumn(1),
    code: varcharColumn(6, { nullable: true }),
    visible: boolColumn(true),
    status: tinyintColumn(0),
    ...auditColumns(),
  },
  indices: [
    { name: 'UQ_group_info_name', columns: ['name'], unique: true },
    { name: 'UQ_group_info_shortName', columns: ['shortName'], unique: true },
    { name: 'IDX_group_info_owner', columns: ['owner'] },
  ],
});

/** `group_member`: one user's relation to one group (spec 03 §3 "Group member"). */
export interface GroupMemberRow {
  id: number;
  gid: number;
  uid: string;
  /** GroupMemberAuth: 1 applying, 2 refused, 3 member, 4 admin, 5 root. */
  auth: number;
  /** The application's reason, or null. */
  reason: string | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export const GroupMemberEntity = defineEntity<GroupMemberRow>({
  name: 'GroupMember',
  tableName: 'group_member',
  columns: {
    id: idColumn(),
    gid: intColumn(),
    uid: uidColumn(),
    auth: tinyintColumn(1),
    reason: varcharColumn(100, { nullable: true }),
    ...auditColumns(),
  },
  indices: [
    { name: 'UQ_group_member_gid_uid', columns: ['gid', 'uid'], unique: true },
    { name: 'IDX_group_member_uid', columns: ['uid'] },
  ],
});

/** `group_announcement`: an announcement of a group (spec 03 §2.13, §3). */
export interface GroupAnnouncementRow {
  id: number;
  gid: number;
  title: string;
  /** Markdown. */
  content: string;
  /** 0 visible, 1 hidden. */
  status: number;
  /** The author's uid. */
  uid: string;
  gmtCreate: Date;
  gmtModified: Date;
}

export const GroupAnnouncementEntity = defineEntity<GroupAnnouncementRow>({
  name: 'GroupAnnouncement',
  tableName: 'group_announcement',
  columns: {
    id: idColumn(),
    gid: intColumn(),
    title: varcharColumn(255),
    content: textColumn('mediumtext', false),
    status: tinyintColumn(0),
    uid: uidColumn(),
    ...auditColumns(),
  },
  indices: [{ name: 'IDX_group_announcement_gid', columns: ['gid'] }],
});
