import type { TableDdl } from '../ddl.ts';
import { createTable } from '../ddl.ts';
import { GMT_CREATE, GMT_MODIFIED } from './audit.ts';

/** Site configuration and uploaded files. */
export const siteTables: readonly TableDdl[] = [
  createTable('website_config', ['`name` varchar(64) NOT NULL', '`value` text NOT NULL', GMT_MODIFIED, 'PRIMARY KEY (`name`)']),
  createTable('file', [
    '`id` int NOT NULL AUTO_INCREMENT',
    '`uid` varchar(36) NULL',
    '`gid` int NULL',
    '`name` varchar(255) NOT NULL',
    '`suffix` varchar(20) NOT NULL',
    '`folderPath` varchar(512) NOT NULL',
    '`filePath` varchar(512) NOT NULL',
    '`type` varchar(20) NOT NULL',
    '`isDeleted` tinyint NOT NULL DEFAULT 0',
    GMT_CREATE,
    GMT_MODIFIED,
    'PRIMARY KEY (`id`)',
    'INDEX `IDX_file_uid_type` (`uid`, `type`)',
    'INDEX `IDX_file_gid` (`gid`)',
  ]),
];
