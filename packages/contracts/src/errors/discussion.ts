import { REPORT_REASON_MAX } from '../discussion-api.ts';
import { defineMessages } from './define.ts';

// The texts of the public discussions (spec 03 §5 "Discussion submit" and "Report", §8). The field
// names of '{field} is required' are the form's labels (Title, Description, Category, Content).

/** Messages of the discussion calls and their back office. */
export const DiscussionMessage = defineMessages('discussion', {
  closed: { as: 'forbidden', en: 'The discussion area is not open on this site' },
  notExists: { as: 'notFound', en: 'The discussion does not exist' },
  fieldRequired: { as: 'badRequest', params: ['field'], en: (field: string) => `${field} is required` },
  fieldTooLong: { as: 'badRequest', params: ['field', 'limit'], en: (field: string, limit: number) => `${field} Can not exceed ${String(limit)}` },
  categoryNotExists: { as: 'badRequest', en: 'The category does not exist' },
  groupClosed: { as: 'forbidden', en: 'The group discussion area is not open on this site' },
  groupMismatch: { as: 'badRequest', en: 'The discussion belongs to another group' },
  moderateNotAllowed: { as: 'forbidden', en: 'Only the group admins may put a discussion on top or disable it' },
  barred: { as: 'forbidden', en: 'Sorry, you have been barred from posting discussions' },
  muted: { as: 'forbidden', en: 'Sorry, you have been muted and cannot post discussions' },
  acNotEnough: {
    as: 'forbidden',
    params: ['count'],
    en: (count: number) => `Sorry, you need at least ${String(count)} accepted problems to post a discussion`,
  },
  commentAcNotEnough: {
    as: 'forbidden',
    params: ['count'],
    en: (count: number) => `Sorry, you need at least ${String(count)} accepted problems to comment or reply`,
  },
  dailyLimit: {
    as: 'forbidden',
    params: ['count'],
    en: (count: number) => `Sorry, you can post at most ${String(count)} discussions a day: try again tomorrow`,
  },
  editNotAllowed: { as: 'forbidden', en: 'Only the author can edit this discussion' },
  deleteNotAllowed: { as: 'forbidden', en: 'Only the author or an admin can delete this discussion' },
  reportEmpty: { as: 'badRequest', en: 'the report label and reason cannot be empty' },
  reportTooLong: { as: 'badRequest', en: `Can not exceed ${String(REPORT_REASON_MAX)}` },
  reportNotExists: { as: 'notFound', en: 'The report does not exist' },
  categoryBlank: { as: 'badRequest', en: 'The category name cannot be blank' },
  categoryExists: { as: 'conflict', en: 'A category of this name already exists' },
  categoryInUse: { as: 'conflict', en: 'The category still has discussions: move or delete them first' },
  categoryMissing: { as: 'notFound', en: 'The category does not exist' },
  posted: { as: 'success', en: 'Post successfully' },
  updated: { as: 'success', en: 'Update Successfully' },
  deleted: { as: 'success', en: 'Delete successfully' },
  created: { as: 'success', en: 'Create Successfully' },
  liked: { as: 'success', en: 'Like Successfully' },
  unliked: { as: 'success', en: 'Cancel Like Successfully' },
  reported: { as: 'success', en: 'Send successfully' },
});
