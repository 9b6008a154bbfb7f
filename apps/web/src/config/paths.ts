// Every route path of the user app, defined once (spec 03 §2.1). Components link with getHref, never literals.

import { RESET_PASSWORD_PAGE, resetPasswordHref } from '@oj/contracts';

const enc = encodeURIComponent;

/** Route paths (for the router) and link builders (for components). */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  home: { path: '/home', getHref: () => '/home' },
  problem: {
    list: { path: '/problem', getHref: () => '/problem' },
    detail: { path: '/problem/:problemID', getHref: (problemID: string) => `/problem/${enc(problemID)}` },
  },
  training: {
    list: { path: '/training', getHref: () => '/training' },
    detail: { path: '/training/:trainingID/*', getHref: (trainingID: string | number) => `/training/${enc(String(trainingID))}/` },
    // The shell's own route: the children below are relative to it.
    shell: { path: '/training/:trainingID' },
    // Children of the detail route (its tabs).
    problems: { path: 'problems', getHref: (trainingID: string | number) => `/training/${enc(String(trainingID))}/problems` },
    rank: { path: 'rank', getHref: (trainingID: string | number) => `/training/${enc(String(trainingID))}/rank` },
    problem: {
      path: 'problem/:problemID',
      getHref: (trainingID: string | number, problemID: string) => `/training/${enc(String(trainingID))}/problem/${enc(problemID)}`,
    },
    fullScreen: {
      path: '/training/:trainingID/problem/:problemID/full-screen',
      getHref: (trainingID: string | number, problemID: string) => `/training/${enc(String(trainingID))}/problem/${enc(problemID)}/full-screen`,
    },
  },
  tidan: { list: { path: '/tidan', getHref: () => '/tidan' } },
  timedwork: {
    list: { path: '/timedwork', getHref: () => '/timedwork' },
    detail: { path: '/timedwork/:timedWorkID/*', getHref: (id: string | number) => `/timedwork/${enc(String(id))}` },
    // The shell's own route; the children below are relative to it.
    shell: { path: '/timedwork/:timedWorkID' },
    problems: { path: 'problems', getHref: (id: string | number) => `/timedwork/${enc(String(id))}/problems` },
    problem: {
      path: 'problem/:problemID',
      getHref: (id: string | number, displayId: string) => `/timedwork/${enc(String(id))}/problem/${enc(displayId)}`,
    },
    submissions: { path: 'submissions', getHref: (id: string | number) => `/timedwork/${enc(String(id))}/submissions` },
    rank: { path: 'rank', getHref: (id: string | number) => `/timedwork/${enc(String(id))}/rank` },
  },
  contest: {
    list: { path: '/contest', getHref: () => '/contest' },
    detail: { path: '/contest/:contestID/*', getHref: (contestID: string | number) => `/contest/${enc(String(contestID))}/` },
    // The shell's own route: the children below are relative to it (detail.path matches any of them).
    shell: { path: '/contest/:contestID' },
    // Children of the shell route, also the contest's side menu.
    problems: { path: 'problems', getHref: (contestID: string | number) => `/contest/${enc(String(contestID))}/problems` },
    problem: {
      path: 'problem/:problemID',
      getHref: (contestID: string | number, displayId: string) => `/contest/${enc(String(contestID))}/problem/${enc(displayId)}`,
    },
    submissionDetail: {
      path: 'problem/:problemID/submission-detail/:submitID',
      getHref: (contestID: string | number, displayId: string, submitID: string | number) =>
        `/contest/${enc(String(contestID))}/problem/${enc(displayId)}/submission-detail/${enc(String(submitID))}`,
    },
    submissions: {
      path: 'submissions',
      getHref: (contestID: string | number, query?: { onlyMine?: boolean }) =>
        `/contest/${enc(String(contestID))}/submissions${query?.onlyMine ? '?onlyMine=true' : ''}`,
    },
    rank: { path: 'rank', getHref: (contestID: string | number) => `/contest/${enc(String(contestID))}/rank` },
    announcements: { path: 'announcements', getHref: (contestID: string | number) => `/contest/${enc(String(contestID))}/announcements` },
    comment: { path: 'comment', getHref: (contestID: string | number) => `/contest/${enc(String(contestID))}/comment` },
    print: { path: 'print', getHref: (contestID: string | number) => `/contest/${enc(String(contestID))}/print` },
    adminPrint: { path: 'admin-print', getHref: (contestID: string | number) => `/contest/${enc(String(contestID))}/admin-print` },
    acInfo: { path: 'ac-info', getHref: (contestID: string | number) => `/contest/${enc(String(contestID))}/ac-info` },
    rejudge: { path: 'rejudge', getHref: (contestID: string | number) => `/contest/${enc(String(contestID))}/rejudge` },
    scrollBoardConfig: { path: 'scroll-board', getHref: (contestID: string | number) => `/contest/${enc(String(contestID))}/scroll-board` },
    /** The scroll board window (spec 02 §2): its query (cid, removeStar, medals[]) is built by the config screen. */
    scrollBoard: { path: '/scrollBoard', getHref: (search?: URLSearchParams) => (search?.toString() ? `/scrollBoard?${search.toString()}` : '/scrollBoard') },
    acmScoreboard: { path: '/contest/acm-scoreboard/:contestID', getHref: (id: string | number) => `/contest/acm-scoreboard/${enc(String(id))}` },
    oiScoreboard: { path: '/contest/oi-scoreboard/:contestID', getHref: (id: string | number) => `/contest/oi-scoreboard/${enc(String(id))}` },
    fullScreen: {
      path: '/contest/:contestID/problem/:problemID/full-screen',
      getHref: (contestID: string | number, problemID: string) => `/contest/${enc(String(contestID))}/problem/${enc(problemID)}/full-screen`,
    },
  },
  status: {
    list: {
      path: '/status',
      getHref: (query?: { onlyMine?: boolean; username?: string; status?: number }) => {
        if (query?.onlyMine) return '/status?onlyMine=true';
        const search = new URLSearchParams();
        if (query?.username) search.set('username', query.username);
        if (query?.status !== undefined) search.set('status', String(query.status));
        const text = search.toString();
        return text ? `/status?${text}` : '/status';
      },
    },
    /** The status list of one problem (a tidan's submissions link, spec 02 §2). */
    ofProblem: { getHref: (problemID: string) => `/status?problemID=${enc(problemID)}` },
    detail: { path: '/submission-detail/:submitID', getHref: (submitID: string | number) => `/submission-detail/${enc(String(submitID))}` },
  },
  acmRank: { path: '/acm-rank', getHref: () => '/acm-rank' },
  oiRank: { path: '/oi-rank', getHref: () => '/oi-rank' },
  // The mailed reset link points here: the path and its link builder are the contract's.
  resetPassword: { path: RESET_PASSWORD_PAGE, getHref: resetPasswordHref },
  userHome: {
    path: '/user-home',
    getHref: (user: { uid?: string; username?: string }) => {
      const query = new URLSearchParams();
      if (user.uid) query.set('uid', user.uid);
      if (user.username) query.set('username', user.username);
      return `/user-home?${query.toString()}`;
    },
  },
  setting: { path: '/setting', getHref: () => '/setting' },
  logout: { path: '/logout', getHref: () => '/logout' },
  discussion: {
    list: { path: '/discussion', getHref: () => '/discussion' },
    problem: { path: '/discussion/:problemID', getHref: (problemID: string) => `/discussion/${enc(problemID)}` },
    detail: { path: '/discussion-detail/:discussionID', getHref: (id: string | number) => `/discussion-detail/${enc(String(id))}` },
  },
  group: {
    list: { path: '/group', getHref: () => '/group' },
    detail: { path: '/group/:groupID/*', getHref: (groupID: string | number) => `/group/${enc(String(groupID))}` },
    // Children of the detail route (spec 03 §2.1), for the group's side menu (built by the groups issue).
    problems: { path: 'problem', getHref: (groupID: string | number) => `/group/${enc(String(groupID))}/problem` },
    /** A group problem on the core problem page, in the group's scope (spec 03 §2.1 problem/{problemID}). */
    problem: {
      path: 'problem/:problemID',
      getHref: (groupID: string | number, problemID: string) => `/group/${enc(String(groupID))}/problem/${enc(problemID)}`,
    },
    /** The group admins' problem editor (route names GroupCreateProblem, GroupEditProblem). */
    problemCreate: { path: 'problem-create', getHref: (groupID: string | number) => `/group/${enc(String(groupID))}/problem-create` },
    problemEdit: {
      path: 'problem-edit/:pid',
      getHref: (groupID: string | number, pid: number) => `/group/${enc(String(groupID))}/problem-edit/${String(pid)}`,
    },
    /** A submission of the group (route GroupSubmissionDetails). */
    submissionDetail: {
      path: 'submission-detail/:submitID',
      getHref: (groupID: string | number, submitID: number) => `/group/${enc(String(groupID))}/submission-detail/${String(submitID)}`,
    },
    trainings: { path: 'training', getHref: (groupID: string | number) => `/group/${enc(String(groupID))}/training` },
    contests: { path: 'contest', getHref: (groupID: string | number) => `/group/${enc(String(groupID))}/contest` },
    // The group admins' contest screens (spec 03 §2.2 GroupCreateContest, GroupEditContest,
    // GroupContestProblemList, GroupContestAnnouncementList): the back office's, mounted in the group.
    contestAdmin: { getHref: (groupID: string | number) => `/group/${enc(String(groupID))}/contest?mode=admin` },
    /** The problems tab in its admin mode (where the group's problem editor returns). */
    problemAdmin: { getHref: (groupID: string | number) => `/group/${enc(String(groupID))}/problem?mode=admin` },
    contestCreate: { path: 'contest/create', getHref: (groupID: string | number) => `/group/${enc(String(groupID))}/contest/create` },
    contestEdit: {
      path: 'contest/:contestId/edit',
      getHref: (groupID: string | number, contestID: number) => `/group/${enc(String(groupID))}/contest/${String(contestID)}/edit`,
    },
    contestProblems: {
      path: 'contest/:contestId/problems',
      getHref: (groupID: string | number, contestID: number) => `/group/${enc(String(groupID))}/contest/${String(contestID)}/problems`,
    },
    contestAnnouncements: {
      path: 'contest/:contestId/announcements',
      getHref: (groupID: string | number, contestID: number) => `/group/${enc(String(groupID))}/contest/${String(contestID)}/announcements`,
    },
    submissions: { path: 'status', getHref: (groupID: string | number) => `/group/${enc(String(groupID))}/status` },
    discussions: { path: 'discussion', getHref: (groupID: string | number) => `/group/${enc(String(groupID))}/discussion` },
    problemDiscussions: {
      path: 'discussion/:problemID',
      getHref: (groupID: string | number, problemID: string) => `/group/${enc(String(groupID))}/discussion/${enc(problemID)}`,
    },
    discussionDetail: {
      path: 'discussion-detail/:discussionID',
      getHref: (groupID: string | number, id: string | number) => `/group/${enc(String(groupID))}/discussion-detail/${enc(String(id))}`,
    },
    members: { path: 'member', getHref: (groupID: string | number) => `/group/${enc(String(groupID))}/member` },
    announcements: { path: 'announcement', getHref: (groupID: string | number) => `/group/${enc(String(groupID))}/announcement` },
    setting: { path: 'setting', getHref: (groupID: string | number) => `/group/${enc(String(groupID))}/setting` },
    rank: { path: 'rank', getHref: (groupID: string | number) => `/group/${enc(String(groupID))}/rank` },
    fullScreen: {
      path: '/group/:groupID/problem/:problemID/full-screen',
      getHref: (groupID: string | number, problemID: string) => `/group/${enc(String(groupID))}/problem/${enc(problemID)}/full-screen`,
    },
    trainingFullScreen: {
      path: '/group/:groupID/training/:trainingID/problem/:problemID/full-screen',
      getHref: (groupID: string | number, trainingID: string | number, problemID: string) =>
        `/group/${enc(String(groupID))}/training/${enc(String(trainingID))}/problem/${enc(problemID)}/full-screen`,
    },
  },
  lesson: {
    list: { path: '/lesson', getHref: () => '/lesson' },
    detail: { path: '/lesson/:lessonId', getHref: (lessonId: string | number) => `/lesson/${enc(String(lessonId))}` },
  },
  message: {
    root: { path: '/message', getHref: () => '/message/discuss' },
    discuss: { path: 'discuss', getHref: () => '/message/discuss' },
    reply: { path: 'reply', getHref: () => '/message/reply' },
    like: { path: 'like', getHref: () => '/message/like' },
    sys: { path: 'sys', getHref: () => '/message/sys' },
    mine: { path: 'mine', getHref: () => '/message/mine' },
  },
  /** The admin app lives at /admin/ (a separate SPA). */
  admin: { getHref: () => '/admin/' },
} as const;
