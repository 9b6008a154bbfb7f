// Lessons (spec 02 §2 "Lessons"): the catalogue and a lesson's materials.
export const lessonMessages = {
  lesson: {
    listTitle: 'Lessons',
    search: 'Search lessons',
    empty: 'No lessons',
    loginFirst: 'Please login first',
    noLogo: 'No logo',
    back: 'Back to lessons',
    noGroups: 'This lesson has no materials yet',
    noItems: 'No materials in this group',
    columns: { title: 'Title', type: 'Type' },
    kind: { video: 'Video', pdf: 'PDF', slides: 'PPT' },
    close: 'Close',
    openInNewTab: 'Open in a new tab',
    outside: 'This material is on another site, so it opens in a new tab.',
    noVideo: 'Your browser cannot play this video.',
  },
} as const;
