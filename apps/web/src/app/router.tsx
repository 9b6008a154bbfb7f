import type { ReactNode } from 'react';
import { Navigate, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import type { MessageKey } from '@oj/i18n';
import { paths } from '@/config/paths.ts';
import { RouteGuard } from './guards.tsx';
import type { GuardRule } from './guards.tsx';
import { AppShell } from './layout/AppShell.tsx';
import type { ShellHandle } from './layout/AppShell.tsx';
import { RootLayout } from './root-layout.tsx';
import { HomePage } from './routes/home.tsx';
import { LogoutPage } from './routes/logout.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { PlaceholderPage } from './routes/placeholder.tsx';
import { ResetPasswordPage } from './routes/reset-password.tsx';
import { RouteError } from './routes/route-error.tsx';

/**
 * Spec 03 §2.1 marks the problem list and problem pages as sign-in required, while spec 01 §6 lets
 * anonymous visitors browse the list. The route table wins here; flip the flag to follow §6 instead.
 */
export const ROUTE_POLICY: { problemPagesNeedLogin: boolean } = { problemPagesNeedLogin: true };

const SIGNED_IN: GuardRule = { auth: true };
const DISCUSSION_OPEN: GuardRule = { setting: 'openPublicDiscussion' };
const NO_FOOTER: ShellHandle = { hideFooter: true };

function guarded(rule: GuardRule, element: ReactNode): ReactNode {
  return <RouteGuard rule={rule}>{element}</RouteGuard>;
}

function page(path: string, titleKey: MessageKey, rule?: GuardRule, handle?: ShellHandle): RouteObject {
  const element = <PlaceholderPage titleKey={titleKey} />;
  return { path, element: rule ? guarded(rule, element) : element, ...(handle ? { handle } : {}) };
}

const problemRule: GuardRule | undefined = ROUTE_POLICY.problemPagesNeedLogin ? SIGNED_IN : undefined;

/** The route table of the user app (spec 03 §2.1). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.root.path, element: <Navigate to={paths.home.getHref()} replace /> },
      // Full-screen problem pages and the outside scoreboards have no app bar.
      page(paths.training.fullScreen.path, 'page.fullScreenProblem', problemRule),
      page(paths.contest.fullScreen.path, 'page.fullScreenProblem', SIGNED_IN),
      page(paths.group.fullScreen.path, 'page.fullScreenProblem', SIGNED_IN),
      page(paths.group.trainingFullScreen.path, 'page.fullScreenProblem', SIGNED_IN),
      page(paths.contest.acmScoreboard.path, 'page.acmScoreboard'),
      page(paths.contest.oiScoreboard.path, 'page.oiScoreboard'),
      {
        element: <AppShell />,
        children: [
          { path: paths.home.path, element: <HomePage /> },
          page(paths.problem.list.path, 'page.problemList', problemRule),
          page(paths.problem.detail.path, 'page.problemDetail', problemRule, NO_FOOTER),
          page(paths.training.list.path, 'page.trainingList'),
          page(paths.training.detail.path, 'page.trainingDetail'),
          page(paths.tidan.list.path, 'page.tidan', SIGNED_IN),
          page(paths.timedwork.list.path, 'page.timedworkList', SIGNED_IN),
          page(paths.timedwork.detail.path, 'page.timedworkDetail', SIGNED_IN),
          page(paths.contest.list.path, 'page.contestList'),
          page(paths.contest.detail.path, 'page.contestDetail', SIGNED_IN),
          page(paths.status.list.path, 'page.status'),
          page(paths.status.detail.path, 'page.submissionDetail'),
          page(paths.acmRank.path, 'page.acmRank'),
          page(paths.oiRank.path, 'page.oiRank'),
          { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
          page(paths.userHome.path, 'page.userHome'),
          page(paths.setting.path, 'page.setting', SIGNED_IN),
          { path: paths.logout.path, element: guarded(SIGNED_IN, <LogoutPage />) },
          page(paths.discussion.list.path, 'page.discussionList', DISCUSSION_OPEN),
          page(paths.discussion.problem.path, 'page.discussionList', DISCUSSION_OPEN),
          page(paths.discussion.detail.path, 'page.discussionDetail', DISCUSSION_OPEN),
          page(paths.group.list.path, 'page.groupList'),
          page(paths.group.detail.path, 'page.groupDetail', SIGNED_IN),
          page(paths.lesson.list.path, 'page.lessonList'),
          page(paths.lesson.detail.path, 'page.lessonDetail'),
          {
            path: paths.message.root.path,
            element: guarded(SIGNED_IN, <PlaceholderPage titleKey="page.message" />),
            children: [
              { index: true, element: <Navigate to={paths.message.discuss.getHref()} replace /> },
              { path: paths.message.discuss.path },
              { path: paths.message.reply.path },
              { path: paths.message.like.path },
              { path: paths.message.sys.path },
              { path: paths.message.mine.path },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** Creates the browser router over the route table. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
