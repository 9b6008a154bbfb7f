import { Card, Col, Row, Statistic } from 'antd';
import type { UserHome } from '@oj/api-client/account';
import { useTranslation } from '@oj/i18n';

/** The four stat cards: submissions, solved, score, rating or "--" (spec 01 §2). */
export function StatCards({ user }: { user: UserHome }) {
  const { t } = useTranslation();
  const cards = [
    { key: 'submissions', title: t('userHome.submissions'), value: user.total, color: '#2d8cf0' },
    { key: 'solved', title: t('userHome.solved'), value: user.solvedList.length, color: '#19be6b' },
    { key: 'score', title: t('userHome.score'), value: user.score, color: '#ff9900' },
    { key: 'rating', title: t('userHome.rating'), value: user.rating ?? '--', color: '#9a66e4' },
  ];
  return (
    <Row gutter={[12, 12]} data-testid="stat-cards">
      {cards.map((card) => (
        <Col xs={12} md={6} key={card.key}>
          <Card size="small" style={{ textAlign: 'center' }}>
            <Statistic title={card.title} value={card.value} styles={{ content: { color: card.color } }} data-testid={`stat-${card.key}`} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
