import { useEffect, useState } from 'react';
import { Card, Typography } from 'antd';
import { useGetHomeQuoteQuery } from '@oj/api-client/home';
import { useLanguage, useTranslation } from '@oj/i18n';
import { CLOCK_REFRESH_MS, clockFace } from '../clock.ts';

/** The live clock (refreshed every 250 ms) with a quote in the interface language (spec 02 §2; switch visible1). */
export function HomeClock() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [now, setNow] = useState(() => new Date());
  const { data: quote } = useGetHomeQuoteQuery(language);

  useEffect(() => {
    const timer = setInterval(() => {
      setNow(new Date());
    }, CLOCK_REFRESH_MS);
    return () => {
      clearInterval(timer);
    };
  }, []);

  const face = clockFace(now);
  return (
    <Card data-testid="home-clock" aria-label={t('home.clock')}>
      <div style={{ textAlign: 'center' }}>
        <div style={{ fontSize: 40, fontWeight: 600, fontVariantNumeric: 'tabular-nums', lineHeight: 1.2 }} data-testid="clock-time">
          {face.time}
        </div>
        <Typography.Text type="secondary">{face.date}</Typography.Text>
      </div>
      {quote ? (
        <blockquote style={{ margin: '16px 0 0', paddingInlineStart: 12, borderInlineStart: '3px solid #d9d9d9' }} data-testid="clock-quote">
          <Typography.Paragraph style={{ marginBottom: 4 }}>{quote.content}</Typography.Paragraph>
          <Typography.Text type="secondary">— {quote.author}</Typography.Text>
        </blockquote>
      ) : null}
    </Card>
  );
}
