import { RankListType } from '@oj/contracts';
import { RankPage } from '@/features/ranks/components/RankPage.tsx';

/** /acm-rank: the global ACM ranklist (spec 02 §2 "Rankings"), open to visitors. */
export function AcmRankPage() {
  return <RankPage type={RankListType.Acm} />;
}
