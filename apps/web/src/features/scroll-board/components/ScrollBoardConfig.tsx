import { useEffect, useState } from 'react';
import { ExportOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Space, Switch, Typography } from 'antd';
import { useGetContestRankQuery } from '@oj/api-client/contest-board';
import { useTranslation } from '@oj/i18n';
import { paths } from '@/config/paths.ts';
import { MEDALS, defaultMedalCounts } from '../medals.ts';
import type { MedalCounts } from '../medals.ts';
import { scrollBoardSearch } from '../query.ts';

/**
 * The scroll-board configuration (spec 02 §2, contest admins of ACM contests): remove star users, medal
 * counts defaulting to 10/20/30 % of the ranked participants rounded down; opens /scrollBoard in a new window.
 */
export function ScrollBoardConfig({ cid, open = (href) => window.open(href, '_blank') }: { cid: number; open?: (href: string) => void }) {
  const { t } = useTranslation();
  const [removeStar, setRemoveStar] = useState(true);
  const [medals, setMedals] = useState<MedalCounts | null>(null);
  // Without star users the total is the number of ranked rows.
  const ranked = useGetContestRankQuery({ cid, currentPage: 1, limit: 10, removeStar: true });
  const rankedCount = ranked.data?.total;
  useEffect(() => {
    if (rankedCount !== undefined) setMedals((current) => current ?? defaultMedalCounts(rankedCount));
  }, [rankedCount]);
  const counts = medals ?? defaultMedalCounts(0);

  return (
    <Form
      layout="vertical"
      style={{ maxWidth: 480 }}
      data-testid="scroll-config"
      onFinish={() => {
        open(paths.contest.scrollBoard.getHref(scrollBoardSearch({ cid, removeStar, medals: counts })));
      }}
    >
      <Typography.Paragraph type="secondary">{t('contestBoard.scroll.intro')}</Typography.Paragraph>
      {rankedCount !== undefined ? (
        <Typography.Paragraph data-testid="scroll-ranked">{t('contestBoard.scroll.rankedCount', { count: rankedCount })}</Typography.Paragraph>
      ) : null}
      <Form.Item label={t('contestBoard.removeStar')}>
        <Switch checked={removeStar} onChange={setRemoveStar} data-testid="scroll-remove-star" aria-label={t('contestBoard.removeStar')} />
      </Form.Item>
      <Space wrap size="large">
        {MEDALS.map((medal) => (
          <Form.Item key={medal} label={t(`contestBoard.scroll.${medal}`)} htmlFor={`scroll-${medal}`}>
            <InputNumber<number>
              id={`scroll-${medal}`}
              min={0}
              max={100_000}
              precision={0}
              value={counts[medal]}
              onChange={(value) => {
                setMedals({ ...counts, [medal]: value ?? 0 });
              }}
              data-testid={`scroll-${medal}`}
            />
          </Form.Item>
        ))}
      </Space>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('contestBoard.scroll.medalHint')}
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" icon={<ExportOutlined />} disabled={medals === null} data-testid="scroll-open">
        {t('contestBoard.scroll.open')}
      </Button>
    </Form>
  );
}
