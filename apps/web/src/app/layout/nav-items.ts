import type { WebsiteConfig } from '@oj/contracts';
import type { Tool } from '@oj/api-client/website';
import type { MessageKey } from '@oj/i18n';
import { paths } from '@/config/paths.ts';

/** One entry of the top menu: a route, an external link, an action, or a group of entries. */
export interface NavEntry {
  key: string;
  labelKey?: MessageKey;
  /** Untranslated label (toolbox entries come from the server). */
  label?: string;
  href?: string;
  external?: boolean;
  children?: NavEntry[];
}

/** What decides which entries show. */
export interface NavContext {
  config: Pick<WebsiteConfig, 'visible4' | 'openPublicDiscussion'>;
  loggedIn: boolean;
  tools: readonly Tool[];
}

/** The top menu of spec 01 §2, filtered by the site switches and login state. */
export function topNavEntries({ config, loggedIn, tools }: NavContext): NavEntry[] {
  const entries: (NavEntry | false)[] = [
    { key: 'home', labelKey: 'nav.home', href: paths.home.getHref() },
    { key: 'problem', labelKey: 'nav.problem', href: paths.problem.list.getHref() },
    { key: 'training', labelKey: 'nav.training', href: paths.training.list.getHref() },
    { key: 'tidan', labelKey: 'nav.tidan', href: paths.tidan.list.getHref() },
    config.visible4 && { key: 'contest', labelKey: 'nav.contest', href: paths.contest.list.getHref() },
    loggedIn && { key: 'timedwork', labelKey: 'nav.timedwork', href: paths.timedwork.list.getHref() },
    config.visible4 && { key: 'status', labelKey: 'nav.status', href: paths.status.list.getHref() },
    config.visible4 && {
      key: 'rank',
      labelKey: 'nav.rank',
      children: [
        { key: 'acm-rank', labelKey: 'nav.acmRank', href: paths.acmRank.getHref() },
        { key: 'oi-rank', labelKey: 'nav.oiRank', href: paths.oiRank.getHref() },
      ],
    },
    config.openPublicDiscussion && { key: 'discussion', labelKey: 'nav.discussion', href: paths.discussion.list.getHref() },
    config.visible4 && { key: 'group', labelKey: 'nav.group', href: paths.group.list.getHref() },
    config.visible4 && { key: 'lesson', labelKey: 'nav.lesson', href: paths.lesson.list.getHref() },
    {
      key: 'toolbox',
      labelKey: 'nav.toolbox',
      children:
        tools.length > 0
          ? tools.map((tool, index) => ({ key: `tool-${index}`, label: tool.name, href: tool.url, external: true }))
          : [{ key: 'tool-none', labelKey: 'nav.toolboxEmpty' }],
    },
    {
      key: 'about',
      labelKey: 'nav.about',
      children: [
        { key: 'introduction', labelKey: 'nav.introduction' },
        { key: 'developer', labelKey: 'nav.developer' },
      ],
    },
  ];
  return entries.filter((entry): entry is NavEntry => entry !== false);
}

/** The top-menu key of a location, so the current section stays highlighted on its sub-pages. */
export function selectedNavKey(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0] ?? 'home';
  if (first === 'submission-detail') return 'status';
  if (first === 'discussion-detail') return 'discussion';
  return first;
}
