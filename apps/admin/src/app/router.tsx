import { Navigate, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import type { MessageKey } from '@oj/i18n';
import { ADMIN_BASENAME, paths } from '@/config/paths.ts';
import { AdminGuard } from './guards.tsx';
import { AdminShell } from './layout/AdminShell.tsx';
import { RootLayout } from './root-layout.tsx';
import { DashboardPage } from './routes/dashboard.tsx';
import { LoginPage } from './routes/login.tsx';
import { PlaceholderPage } from './routes/placeholder.tsx';

function page(path: string, titleKey: MessageKey, superAdminOnly = false): RouteObject {
  const element = <PlaceholderPage titleKey={titleKey} />;
  return { path, element: superAdminOnly ? <AdminGuard superAdminOnly>{element}</AdminGuard> : element };
}

/** The admin route table (spec 03 §2.19); unknown admin paths go to the admin login. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.login.path, element: <LoginPage /> },
      {
        element: (
          <AdminGuard>
            <AdminShell />
          </AdminGuard>
        ),
        children: [
          { index: true, element: <Navigate to={paths.dashboard.getHref()} replace /> },
          { path: paths.dashboard.path, element: <DashboardPage /> },
          page(paths.user.path, 'admin.menu.user', true),
          page(paths.announcement.path, 'admin.menu.announcement', true),
          page(paths.notice.path, 'admin.menu.notice', true),
          page(paths.tools.path, 'admin.menu.tools', true),
          page(paths.conf.path, 'admin.menu.conf', true),
          page(paths.switch.path, 'admin.menu.switch', true),
          page(paths.timedwork.list.path, 'admin.menu.timedworkList'),
          page(paths.timedwork.create.path, 'admin.menu.timedworkCreate'),
          page(paths.timedwork.edit.path, 'admin.page.timedworkEdit'),
          page(paths.timedwork.problems.path, 'admin.page.timedworkProblems'),
          page(paths.problem.list.path, 'admin.menu.problemList'),
          page(paths.problem.create.path, 'admin.menu.problemCreate'),
          page(paths.problem.edit.path, 'admin.page.problemEdit'),
          page(paths.problem.tag.path, 'admin.menu.problemTag'),
          page(paths.problem.groupApply.path, 'admin.menu.groupProblemApply'),
          page(paths.problem.batch.path, 'admin.menu.problemBatch'),
          page(paths.lesson.list.path, 'admin.menu.lessonList'),
          page(paths.lesson.create.path, 'admin.menu.lessonCreate'),
          page(paths.lesson.edit.path, 'admin.page.lessonEdit'),
          page(paths.lesson.groups.path, 'admin.page.lessonGroups'),
          page(paths.tidan.path, 'admin.menu.tidan'),
          page(paths.training.list.path, 'admin.menu.trainingList'),
          page(paths.training.create.path, 'admin.menu.trainingCreate'),
          page(paths.training.edit.path, 'admin.page.trainingEdit'),
          page(paths.training.problems.path, 'admin.page.trainingProblems'),
          page(paths.training.category.path, 'admin.menu.trainingCategory'),
          page(paths.contest.list.path, 'admin.menu.contestList'),
          page(paths.contest.create.path, 'admin.menu.contestCreate'),
          page(paths.contest.edit.path, 'admin.page.contestEdit'),
          page(paths.contest.announcement.path, 'admin.page.contestAnnouncement'),
          page(paths.contest.problems.path, 'admin.page.contestProblems'),
          page(paths.contest.problemCreate.path, 'admin.page.contestProblemCreate'),
          page(paths.contest.problemEdit.path, 'admin.page.contestProblemEdit'),
          page(paths.discussion.path, 'admin.menu.discussion'),
        ],
      },
      { path: '*', element: <Navigate to={paths.login.getHref()} replace /> },
    ],
  },
];

/** Creates the browser router under /admin. */
export function createAppRouter() {
  return createBrowserRouter(routes, { basename: ADMIN_BASENAME });
}
