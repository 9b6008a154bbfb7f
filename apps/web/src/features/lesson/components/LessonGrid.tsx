import { ReadOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Pagination, Row, Spin, Typography } from 'antd';
import { LESSON_GRID_COLUMNS, LESSON_PAGE_SIZE } from '@oj/contracts';
import type { LessonCardDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';

/** Props of LessonGrid. */
export interface LessonGridProps {
  records: readonly LessonCardDto[];
  total: number;
  loading: boolean;
  currentPage: number;
  /** Columns per row: 4 on wide screens (spec 02 §8), fewer on small ones. */
  columns?: number;
  onPageChange: (page: number) => void;
  /** A card was clicked: the page decides (sign-in prompt, or the lesson). */
  onOpen: (lesson: LessonCardDto) => void;
}

function Logo({ lesson }: { lesson: LessonCardDto }) {
  const { t } = useTranslation();
  if (lesson.logo) return <img src={lesson.logo} alt="" style={{ width: '100%', height: 140, objectFit: 'cover' }} />;
  return (
    <div
      aria-label={t('lesson.noLogo')}
      style={{ height: 140, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f0f5ff', color: '#2f54eb', fontSize: 40 }}
    >
      <ReadOutlined aria-hidden />
    </div>
  );
}

/** The lesson catalogue (spec 02 §2): a grid of cards (logo, title), 15 a page, and its empty state. */
export function LessonGrid(props: LessonGridProps) {
  const { t } = useTranslation();
  const columns = props.columns ?? LESSON_GRID_COLUMNS;
  if (!props.loading && props.records.length === 0) return <Empty description={t('lesson.empty')} data-testid="lesson-empty" />;
  return (
    <Spin spinning={props.loading}>
      <Row gutter={[16, 16]} data-testid="lesson-grid">
        {props.records.map((lesson) => (
          <Col key={lesson.id} span={24 / columns}>
            <Card
              hoverable
              cover={<Logo lesson={lesson} />}
              onClick={() => {
                props.onOpen(lesson);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  props.onOpen(lesson);
                }
              }}
              role="link"
              tabIndex={0}
              data-testid="lesson-card"
              styles={{ body: { padding: 12 } }}
            >
              <Typography.Text strong ellipsis={{ tooltip: lesson.title }}>
                {lesson.title}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      {props.total > LESSON_PAGE_SIZE ? (
        <Pagination
          style={{ marginTop: 16, textAlign: 'right' }}
          align="end"
          current={props.currentPage}
          pageSize={LESSON_PAGE_SIZE}
          total={props.total}
          showSizeChanger={false}
          onChange={props.onPageChange}
        />
      ) : null}
    </Spin>
  );
}
