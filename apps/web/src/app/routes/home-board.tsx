import { Duration } from '@/components/Duration.tsx';
import { ContestRuleTag, ContestStatusTag, ParticipantCount } from '@/features/contest/components/ContestTags.tsx';
import { HomeBoard } from '@/features/home/components/HomeBoard.tsx';

const CONTEST_PARTS = { StatusTag: ContestStatusTag, RuleTag: ContestRuleTag, Duration, Participants: ParticipantCount };

/** The home page's widgets, with the contest feature's tags on the recent-contest cards. */
export function HomeBoardRoute() {
  return <HomeBoard contestParts={CONTEST_PARTS} />;
}
