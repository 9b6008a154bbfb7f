// The admin notice page's English strings (apps/admin/src/features/notices).
export const enUSNotices = {
  title: 'Notifications',
  tableLabel: 'Notifications',
  search: 'Search by title',
  create: 'New notification',
  edit: 'Edit notification',
  pushNow: 'Push now',
  pushHint: 'Unpushed notifications are delivered once an hour; push now to deliver them at once.',
  pushed: '{{count}} notification(s) delivered to {{deliveries}} recipient(s)',
  nothingToPush: 'Nothing to push',
  columns: {
    title: 'Title',
    recipient: 'Recipient',
    author: 'Author',
    pushed: 'Pushed',
    created: 'Created',
  },
  recipients: {
    All: 'All users',
    Single: 'Designated user',
    Admin: 'Admins',
  },
  state: {
    pushed: 'Pushed',
    waiting: 'Waiting',
  },
  form: {
    title: 'Title',
    content: 'Content',
    recipient: 'Recipient',
    username: 'Username of the designated user',
    titleRequired: 'Please enter a title',
    usernameRequired: 'Please enter the username',
    recipientFixed: 'Pushed: the recipients can no longer change',
  },
  messages: {
    created: 'Add Successfully',
    updated: 'Update Successfully',
    deleted: 'Delete successfully',
    deleteConfirm: 'Delete this notification? Users who received it lose it too.',
  },
} as const;
