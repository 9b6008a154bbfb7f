import { ADMIN_ROLES, Role } from './roles.ts';
import type { RoleCode } from './roles.ts';
import { routeMatches } from './services.ts';

/**
 * Who may call each admin route (spec 03 §2.19, §6): the admin area needs an admin role (admin,
 * problem admin or super admin); users, announcements, notices, tools, system config, switches,
 * auth and role tables, and the judge's manual actions need the super admin. Paths are given
 * without the /api prefix, as in ROUTE_OWNERS; entries ending in '*' are prefixes.
 *
 * Every route under /api/admin/ (and the admin-only file routes) must answer as this table says:
 * 401 to an anonymous caller, 403 to a user without the role. `apps/gateway/test/admin-access.test.ts`
 * walks every registered route and fails when one does not, so a route added without its guard
 * cannot land.
 */
export const SUPER_ADMIN_ROUTES: readonly string[] = [
  '/admin/user/*',
  '/admin/auth/*',
  '/admin/announcement*',
  '/admin/msg/*',
  '/admin/tools*',
  '/admin/config/*',
  '/admin/switch/*',
  // the home carousel's images (spec 03 config "home-carousel")
  '/file/upload-carousel-img',
  '/admin/judge/*',
  '/rejudge',
];

/**
 * Routes outside /admin/ that need an admin role all the same (the markdown files). The test-data
 * upload and download are not here: a group's admins use them for the group's problems, so their
 * routes guard themselves (gateway test-data/guards.ts; the group problem role matrix walks them).
 */
export const ADMIN_ROUTES_OUTSIDE_ADMIN: readonly string[] = [
  // The markdown editor's file uploads (spec 03 §2.18). Its images are open to group admins too:
  // upload-md-img and delete-md-img check their rule themselves (@oj/access markdownUploadRefusal).
  '/file/upload-md-file',
];

/** Admin routes that anyone may call: signing in and out of the back office. */
export const PUBLIC_ADMIN_ROUTES: readonly string[] = ['/admin/login', '/admin/logout'];

/**
 * The roles a route needs, or null when it is not an admin route. Every other /admin/ route needs
 * any admin role: among them the back office's contests (`/admin/contest`, `/admin/contest/*`), whose
 * calls further allow a non-root admin only the contests they authored (contest `contest-admin`).
 */
export function adminRolesFor(path: string): readonly RoleCode[] | null {
  if (PUBLIC_ADMIN_ROUTES.some((entry) => routeMatches(entry, path))) return null;
  if (SUPER_ADMIN_ROUTES.some((entry) => routeMatches(entry, path))) return [Role.SuperAdmin];
  if (path.startsWith('/admin/') || ADMIN_ROUTES_OUTSIDE_ADMIN.some((entry) => routeMatches(entry, path))) return ADMIN_ROLES;
  return null;
}
