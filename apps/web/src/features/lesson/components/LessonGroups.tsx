import { FilePdfOutlined, FilePptOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Collapse, Empty, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { LessonGroupDto, LessonItemDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';

const KIND_ICONS = { video: <PlayCircleOutlined />, pdf: <FilePdfOutlined />, slides: <FilePptOutlined /> } as const;
const KIND_COLORS = { video: 'blue', pdf: 'red', slides: 'orange' } as const;

/** Props of LessonGroups. */
export interface LessonGroupsProps {
  groups: readonly LessonGroupDto[];
  onOpen: (item: LessonItemDto) => void;
}

function ItemTable({ items, onOpen }: { items: readonly LessonItemDto[]; onOpen: (item: LessonItemDto) => void }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<LessonItemDto> = [
    {
      key: 'title',
      title: t('lesson.columns.title'),
      render: (_, item) => (
        <a
          href={item.url}
          data-testid="lesson-item"
          onClick={(event) => {
            if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onOpen(item);
          }}
        >
          {item.title}
        </a>
      ),
    },
    {
      key: 'type',
      title: t('lesson.columns.type'),
      width: 120,
      render: (_, item) => (
        <Tag icon={KIND_ICONS[item.kind]} color={KIND_COLORS[item.kind]}>
          {t(`lesson.kind.${item.kind}`)}
        </Tag>
      ),
    },
  ];
  return <Table<LessonItemDto> rowKey="id" size="small" columns={columns} dataSource={items} pagination={false} locale={{ emptyText: t('lesson.noItems') }} />;
}

/** A lesson's groups as an accordion (spec 02 §2), each with a table of its visible items; an empty message without groups. */
export function LessonGroups({ groups, onOpen }: LessonGroupsProps) {
  const { t } = useTranslation();
  if (groups.length === 0) return <Empty description={t('lesson.noGroups')} data-testid="lesson-no-groups" />;
  return (
    <Collapse
      accordion
      defaultActiveKey={groups[0] ? [String(groups[0].id)] : []}
      data-testid="lesson-groups"
      items={groups.map((group) => ({
        key: String(group.id),
        label: group.name,
        children: <ItemTable items={group.items} onOpen={onOpen} />,
      }))}
    />
  );
}
