import { useMemo } from 'react';
import { Card } from 'antd';
import { useGetUserCalendarHeatmapQuery } from '@oj/api-client/account';
import { useTranslation } from '@oj/i18n';
import { EChart } from '@oj/ui';
import { heatmapOption } from '../heatmap.ts';

/** The one-year submission calendar (spec 01 §2); month and weekday names follow the language. */
export function SubmissionHeatmap({ uid, username }: { uid?: string; username?: string }) {
  const { t } = useTranslation();
  const { data } = useGetUserCalendarHeatmapQuery({ ...(uid ? { uid } : {}), ...(username ? { username } : {}) });
  const option = useMemo(
    () =>
      data
        ? heatmapOption(data.dataList, data.endDate, {
            months: t('userHome.months').split(','),
            weekdays: t('userHome.weekdays').split(','),
            tooltip: (date, count) => t('userHome.heatmapTip', { date, count }),
          })
        : null,
    // t changes with the language, so the labels follow a switch.
    [data, t],
  );
  return (
    <Card size="small" title={t('userHome.heatmap')} data-testid="heatmap">
      <div style={{ overflowX: 'auto' }}>
        <div style={{ minWidth: 680 }}>{option ? <EChart option={option} height={150} data-testid="heatmap-chart" /> : <div style={{ height: 150 }} />}</div>
      </div>
    </Card>
  );
}
