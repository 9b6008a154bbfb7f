import { useSiteConfig } from '@/hooks/use-site-config.ts';
import { AnnouncementPanel } from './AnnouncementPanel.tsx';
import type { ContestCardParts } from './contest-card-parts.ts';
import { BannerAds } from './BannerAds.tsx';
import { HomeCarousel } from './HomeCarousel.tsx';
import { HomeClock } from './HomeClock.tsx';
import { RecentContests } from './RecentContests.tsx';
import { RecentProblems } from './RecentProblems.tsx';
import { SevenDayRank } from './SevenDayRank.tsx';
import { WeekStatistics } from './WeekStatistics.tsx';

const column = { display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0, maxWidth: '100%' } as const;

/**
 * The home page's widgets (spec 02 §2 "Home page"): carousel, announcements, last week's chart and
 * recent contests on the wide column; clock with quote (visible1), banner ads (visible2), the 7-day
 * AC rank and the latest problems (visible3) on the narrow one. Each switch hides its widget.
 */
export function HomeBoard({ contestParts }: { contestParts: ContestCardParts }) {
  const { config } = useSiteConfig();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }} data-testid="home-board">
      <div style={{ ...column, flex: '2 1 560px' }}>
        <HomeCarousel />
        <AnnouncementPanel />
        <RecentContests parts={contestParts} />
        <WeekStatistics />
      </div>
      <div style={{ ...column, flex: '1 1 300px' }}>
        {config.visible1 ? <HomeClock /> : null}
        {config.visible2 ? <BannerAds /> : null}
        <SevenDayRank />
        {config.visible3 ? <RecentProblems /> : null}
      </div>
    </div>
  );
}
