/**
 * Wire shapes of the home page calls (spec 02 §2 "Home page", §3 Home, §7 Home) and of the back
 * office behind them: site announcements, toolbox links and carousel images (spec 03 admin).
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { ContestListRecordSchema } from './contest-api.ts';

const IsoTime = Type.String({ format: 'date-time' });
const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** Announcements per page of the home panel (spec 02 §2). */
export const HOME_ANNOUNCEMENT_PAGE_SIZE = 5;
/** Announcements per page of the admin table. */
export const ADMIN_ANNOUNCEMENT_PAGE_SIZE = 10;
/** Contests the recent-contest card lists at most. */
export const RECENT_CONTEST_LIMIT = 5;
/** How far ahead a scheduled contest counts as recent (days). */
export const RECENT_CONTEST_AHEAD_DAYS = 14;
/** Rows of the 7-day AC rank. */
export const SEVEN_DAY_RANK_LIMIT = 10;
/** Longest announcement title and text. */
export const ANNOUNCEMENT_TITLE_MAX = 255;
export const ANNOUNCEMENT_CONTENT_MAX = 65_535;
/** A link of a tool or a carousel slide: an http(s) address or a path of the site. */
export const SITE_LINK_PATTERN = '^(https?://|/)\\S*$';
/** Announcement status (spec 03 §9): 0 visible, 1 hidden. */
export const AnnouncementStatus = { Visible: 0, Hidden: 1 } as const;

/** One carousel slide: the image and where a click goes ('' = nowhere). */
export const CarouselItemSchema = Type.Object({ id: Type.Integer(), url: Type.String(), link: Type.String() });
export type CarouselItemDto = Static<typeof CarouselItemSchema>;

/** A recent contest card (spec 02 §2): the list record with its OI score rule. */
export const RecentContestSchema = Type.Composite([ContestListRecordSchema, Type.Object({ oiRankScoreType: Type.String() })]);
export type RecentContestDto = Static<typeof RecentContestSchema>;

/** A contest of another judge (remote contests come later: the list is empty today). */
export const RecentOtherContestSchema = Type.Object({ oj: Type.String(), title: Type.String(), beginTime: IsoTime, endTime: IsoTime, url: Type.String() });
export type RecentOtherContestDto = Static<typeof RecentOtherContestSchema>;

/** A site announcement (spec 03 §3 "Announcement"). */
export const AnnouncementSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  status: Type.Integer(),
  uid: Type.String(),
  username: Type.String(),
  gmtCreate: IsoTime,
  gmtModified: IsoTime,
});
export type AnnouncementDto = Static<typeof AnnouncementSchema>;

export const AnnouncementPageSchema = Type.Object({ total: Type.Integer(), records: Type.Array(AnnouncementSchema) });
export type AnnouncementPageDto = Static<typeof AnnouncementPageSchema>;

/** get-common-announcement and the admin list: currentPage (from 1) and limit. */
export const AnnouncementPageQuerySchema = Type.Object({
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AnnouncementPageQueryDto = Static<typeof AnnouncementPageQuerySchema>;

/** The admin form of an announcement. */
export const AnnouncementFormSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_TITLE_MAX }),
    content: Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_CONTENT_MAX }),
    status: Type.Optional(Type.Union([Type.Literal(AnnouncementStatus.Visible), Type.Literal(AnnouncementStatus.Hidden)])),
  },
  { additionalProperties: false },
);
export type AnnouncementFormDto = Static<typeof AnnouncementFormSchema>;
export const AnnouncementUpdateSchema = Type.Composite([Type.Object({ id: Type.Integer({ minimum: 1 }) }), AnnouncementFormSchema], {
  additionalProperties: false,
});
export type AnnouncementUpdateDto = Static<typeof AnnouncementUpdateSchema>;
export const IdQuerySchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdQueryDto = Static<typeof IdQuerySchema>;

/** A row of the 7-day AC rank (spec 02 §3 Home). */
export const SevenDayRankRowSchema = Type.Object({ uid: Type.String(), username: Type.String(), avatar: nullable(Type.String()), ac: Type.Integer() });
export type SevenDayRankRowDto = Static<typeof SevenDayRankRowSchema>;

/** The submissions of one day by verdict class (the chart's series). */
export const DayStatisticsSchema = Type.Object({
  /** 'YYYY-MM-DD' in the server's zone. */
  date: Type.String(),
  total: Type.Integer(),
  ac: Type.Integer(),
  wa: Type.Integer(),
  tle: Type.Integer(),
  mle: Type.Integer(),
  re: Type.Integer(),
  ce: Type.Integer(),
  other: Type.Integer(),
});
export type DayStatisticsDto = Static<typeof DayStatisticsSchema>;
export const WeekStatisticsSchema = Type.Object({ days: Type.Array(DayStatisticsSchema), generatedAt: IsoTime });
export type WeekStatisticsDto = Static<typeof WeekStatisticsSchema>;
export const WeekStatisticsQuerySchema = Type.Object({ forceRefresh: Type.Optional(Type.Boolean()) });

/** The clock widget's quote, served by the project itself. */
export const QuoteSchema = Type.Object({ content: Type.String(), author: Type.String() });
export type QuoteDto = Static<typeof QuoteSchema>;
export const QuoteQuerySchema = Type.Object({ lang: Type.Optional(Type.Union([Type.Literal('zh-CN'), Type.Literal('en-US')])) });

/** A toolbox link as the back office edits it. */
export const AdminToolSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  sort: Type.Integer(),
  visible: Type.Boolean(),
});
export type AdminToolDto = Static<typeof AdminToolSchema>;
export const ToolFormSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 64 }),
    url: Type.String({ minLength: 1, maxLength: 512, pattern: SITE_LINK_PATTERN }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    visible: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ToolFormDto = Static<typeof ToolFormSchema>;
export const ToolUpdateSchema = Type.Composite([Type.Object({ id: Type.Integer({ minimum: 1 }) }), ToolFormSchema], { additionalProperties: false });
export type ToolUpdateDto = Static<typeof ToolUpdateSchema>;

/** Carousel upload: the link a click on the slide opens ('' or absent = none). */
export const CarouselUploadQuerySchema = Type.Object({ link: Type.Optional(Type.String({ maxLength: 512, pattern: '^((https?://|/)\\S*)?$' })) });
export const CarouselDeleteQuerySchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });
