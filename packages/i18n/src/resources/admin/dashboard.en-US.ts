// The admin Dashboard's English strings (apps/admin/src/features/dashboard).
export const enUSDashboard = {
  welcome: 'Welcome, {{username}}',
  counts: {
    users: 'Users',
    problems: 'Problems',
    todaySubmissions: 'Submissions today',
    contests: 'Contests',
  },
  recentLogins: {
    title: 'Recent sign-ins',
    username: 'Username',
    when: 'Time',
    ip: 'IP Address',
    userAgent: 'Browser',
  },
  judge: {
    title: 'Judge nodes',
    refreshHint: 'Refreshed every 10 seconds while this page is visible.',
    queueDepth: 'Jobs waiting: {{count}}',
    queueUnknown: 'Jobs waiting: unknown',
    node: 'Node',
    host: 'Host',
    cores: 'Cores',
    busy: 'Busy slots',
    free: 'Free slots',
    judged: 'Judged',
    version: 'Version',
    lastSeen: 'Last seen',
    empty: 'No judge node has reported in the last 15 seconds',
  },
  loadFailed: 'Failed to load the dashboard',
} as const;
