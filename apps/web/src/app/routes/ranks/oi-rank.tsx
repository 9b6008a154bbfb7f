import { RankListType } from '@oj/contracts';
import { RankPage } from '@/features/ranks/components/RankPage.tsx';

/** /oi-rank: the global OI ranklist (spec 02 §2 "Rankings"), open to visitors. */
export function OiRankPage() {
  return <RankPage type={RankListType.Oi} />;
}
