/**
 * Wire shapes of the lessons (spec 02 §2 "Lessons", §3 Lesson, §7 "Lessons"; spec 03 admin "lesson"):
 * the catalogue (lesson/page), a lesson with its groups of materials (lesson), and the back office's
 * calls under /admin/lesson. Shapes the spec does not show are designed in docs/lessons.md.
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Rank = Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 });

/** Page size of the lesson catalogue and its grid width (spec 02 §8). */
export const LESSON_PAGE_SIZE = 15;
export const LESSON_GRID_COLUMNS = 4;
export const LESSON_TITLE_MAX = 255;
export const LESSON_URL_MAX = 1000;
export const LESSON_LOGO_MAX = 500;

/** Path endings of a lesson item shown in the document frame rather than the video player. */
export const LESSON_DOCUMENT_EXTENSIONS = ['pdf', 'ppt', 'pptx', 'pps', 'ppsx', 'odp', 'key'] as const;

/** What kind of material an item is, read from the end of its link's path. */
export type LessonItemKind = 'video' | 'pdf' | 'slides';

/**
 * The kind of a lesson item's link (spec 02 §2: "judged by whether the link ends in .pdf"): the path's
 * extension, ignoring the query, the fragment and case; `.pdf` is a PDF, a slide format is slides,
 * anything else a video.
 */
export function lessonItemKind(url: string): LessonItemKind {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  if (extension === 'pdf') return 'pdf';
  return (LESSON_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension) ? 'slides' : 'video';
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Whether a link may be a lesson item's or logo's: an absolute http(s) address, or a path of the site
 * itself ('/...', not '//host', no backslash, no control or space characters). javascript:, data:
 * and every other scheme are refused.
 */
export function isSafeLessonLink(url: string): boolean {
  const link = url.trim();
  if (link === '' || link !== url || /[\s\\]/.test(link) || hasControlCharacter(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  if (!/^https?:\/\//i.test(link)) return false;
  try {
    const parsed = new URL(link);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

// ---- user side ----

export const LessonPageQuerySchema = Type.Object({
  currentPage: Type.Optional(Type.Integer()),
  limit: Type.Optional(Type.Integer()),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type LessonPageQueryDto = Static<typeof LessonPageQuerySchema>;

/** A card of the catalogue. */
export const LessonCardSchema = Type.Object({ id: Type.Integer(), title: Type.String(), logo: Type.Union([Type.String(), Type.Null()]) });
export type LessonCardDto = Static<typeof LessonCardSchema>;

export const LessonPageSchema = Type.Object({ total: Type.Integer(), records: Type.Array(LessonCardSchema) });
export type LessonPageDto = Static<typeof LessonPageSchema>;

export const LessonQuerySchema = Type.Object({ lid: Id });
export type LessonQueryDto = Static<typeof LessonQuerySchema>;

/** A material of a lesson group, as users see it (visible ones only). */
export const LessonItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  isVisible: Type.Boolean(),
  /** True for PDFs and slides (the document frame), false for videos (the player). */
  isNotVideo: Type.Boolean(),
  kind: Type.Union([Type.Literal('video'), Type.Literal('pdf'), Type.Literal('slides')]),
});
export type LessonItemDto = Static<typeof LessonItemSchema>;

export const LessonGroupSchema = Type.Object({ id: Type.Integer(), name: Type.String(), items: Type.Array(LessonItemSchema) });
export type LessonGroupDto = Static<typeof LessonGroupSchema>;

export const LessonDetailSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  logo: Type.Union([Type.String(), Type.Null()]),
  desc: Type.String(),
  groups: Type.Array(LessonGroupSchema),
});
export type LessonDetailDto = Static<typeof LessonDetailSchema>;

// ---- back office ----

export const AdminLessonPageQuerySchema = LessonPageQuerySchema;

export const AdminLessonSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  logo: Type.Union([Type.String(), Type.Null()]),
  description: Type.String(),
  visible: Type.Boolean(),
  author: Type.Union([Type.String(), Type.Null()]),
  gmtCreate: Type.String(),
  gmtModified: Type.String(),
});
export type AdminLessonDto = Static<typeof AdminLessonSchema>;

export const AdminLessonPageSchema = Type.Object({ total: Type.Integer(), records: Type.Array(AdminLessonSchema) });
export type AdminLessonPageDto = Static<typeof AdminLessonPageSchema>;

export const LessonFormSchema = Type.Object({
  title: Type.String({ maxLength: LESSON_TITLE_MAX }),
  logo: Type.Optional(Type.Union([Type.String({ maxLength: LESSON_LOGO_MAX }), Type.Null()])),
  description: Type.Optional(Type.String({ maxLength: 1_000_000 })),
  visible: Type.Optional(Type.Boolean()),
});
export type LessonFormDto = Static<typeof LessonFormSchema>;
export const LessonUpdateSchema = Type.Composite([Type.Object({ id: Id }), LessonFormSchema]);
export type LessonUpdateDto = Static<typeof LessonUpdateSchema>;

export const LessonIdQuerySchema = Type.Object({ id: Id });
export type LessonIdQueryDto = Static<typeof LessonIdQuerySchema>;

/** An item as the back office sees it (hidden ones too). */
export const AdminLessonItemSchema = Type.Composite([LessonItemSchema, Type.Object({ gid: Type.Integer(), rank: Type.Integer() })]);
export type AdminLessonItemDto = Static<typeof AdminLessonItemSchema>;
export const AdminLessonGroupSchema = Type.Object({
  id: Type.Integer(),
  lid: Type.Integer(),
  name: Type.String(),
  rank: Type.Integer(),
  items: Type.Array(AdminLessonItemSchema),
});
export type AdminLessonGroupDto = Static<typeof AdminLessonGroupSchema>;
export const AdminLessonGroupsSchema = Type.Object({ lesson: AdminLessonSchema, groups: Type.Array(AdminLessonGroupSchema) });
export type AdminLessonGroupsDto = Static<typeof AdminLessonGroupsSchema>;

export const LessonGroupFormSchema = Type.Object({ lid: Id, name: Type.String({ maxLength: LESSON_TITLE_MAX }), rank: Type.Optional(Rank) });
export type LessonGroupFormDto = Static<typeof LessonGroupFormSchema>;
export const LessonGroupUpdateSchema = Type.Object({ id: Id, name: Type.String({ maxLength: LESSON_TITLE_MAX }), rank: Type.Optional(Rank) });
export type LessonGroupUpdateDto = Static<typeof LessonGroupUpdateSchema>;

export const LessonItemFormSchema = Type.Object({
  gid: Id,
  title: Type.String({ maxLength: LESSON_TITLE_MAX }),
  url: Type.String({ maxLength: LESSON_URL_MAX }),
  isVisible: Type.Optional(Type.Boolean()),
  rank: Type.Optional(Rank),
});
export type LessonItemFormDto = Static<typeof LessonItemFormSchema>;
export const LessonItemUpdateSchema = Type.Object({
  id: Id,
  title: Type.String({ maxLength: LESSON_TITLE_MAX }),
  url: Type.String({ maxLength: LESSON_URL_MAX }),
  isVisible: Type.Optional(Type.Boolean()),
  rank: Type.Optional(Rank),
});
export type LessonItemUpdateDto = Static<typeof LessonItemUpdateSchema>;

/** Puts a group's items in this order (every item of the group, once). */
export const LessonItemOrderSchema = Type.Object({ gid: Id, ids: Type.Array(Id, { maxItems: 1000 }) });
export type LessonItemOrderDto = Static<typeof LessonItemOrderSchema>;
