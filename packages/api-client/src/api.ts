import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query.ts';

/** Every cache tag type of the platform, declared once (endpoints are injected per domain). */
export const TAG_TYPES = [
  'WebsiteConfig',
  'Tool',
  'UserInfo',
  'UserHome',
  'UnreadCount',
  'Message',
  'Problem',
  'ProblemImport',
  'ProblemTag',
  'Language',
  'Submission',
  'Contest',
  'ContestAnnouncement',
  'Training',
  'TrainingCategory',
  'Training',
  'Tidan',
  'TimedWork',
  'Lesson',
  'Rank',
  'Group',
  'GroupMember',
  'Discussion',
  'Comment',
  'Announcement',
  'HomeWidget',
  'AdminUser',
  'AdminConfig',
  'JudgeNode',
] as const;

/** One of TAG_TYPES. */
export type TagType = (typeof TAG_TYPES)[number];

/** The single RTK Query API of the gateway (`/api`); domains add endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
