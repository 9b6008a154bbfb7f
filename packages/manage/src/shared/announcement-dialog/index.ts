// The announcement dialog of the site, contest and group announcement pages: import from '.'.
// The owner passes its texts and a save callback (its own mutation and visibility encoding).
export { AnnouncementDialog } from './AnnouncementDialog.tsx';
export type { AnnouncementDialogProps, AnnouncementDialogTarget, AnnouncementDialogTexts, AnnouncementFields } from './AnnouncementDialog.tsx';
