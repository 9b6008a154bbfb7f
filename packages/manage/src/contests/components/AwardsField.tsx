import { Button, Form, InputNumber, Input, Radio, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AwardType } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { canAddAward, defaultAwards, newAwardRow } from '../form/awards.ts';
import type { AwardRow } from '../form/awards.ts';
import type { ContestSectionProps } from '../form/update.ts';
import { ColorInput } from './ColorInput.tsx';

const AWARD_TYPES = [AwardType.None, AwardType.Proportion, AwardType.Number] as const;
const TYPE_KEYS = { [AwardType.None]: 'none', [AwardType.Proportion]: 'proportion', [AwardType.Number]: 'number' } as const;

/** The award type and its table (spec 03 §5): priority, name, colours, and a percent or a count per row. */
export function AwardsField({ form, update }: ContestSectionProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const proportion = form.awardType === AwardType.Proportion;
  const setRow = (key: string, patch: Partial<AwardRow>) => {
    update((current) => ({ ...current, awards: current.awards.map((row) => (row.key === key ? { ...row, ...patch } : row)) }));
  };
  const setType = (type: number) => {
    // Going back to an award type with no rows starts from the defaults again.
    update((current) => ({ ...current, awardType: type, awards: type !== AwardType.None && current.awards.length === 0 ? defaultAwards() : current.awards }));
  };
  const position = (row: AwardRow) => form.awards.findIndex((each) => each.key === row.key) + 1;

  const columns: TableColumnsType<AwardRow> = [
    {
      key: 'priority',
      title: t('contest.form.awards.priority'),
      width: 100,
      render: (_, row) => (
        <InputNumber
          aria-label={`${t('contest.form.awards.priority')} ${position(row)}`}
          min={0}
          max={1000}
          precision={0}
          value={row.priority}
          onChange={(value) => {
            setRow(row.key, { priority: value ?? 0 });
          }}
        />
      ),
    },
    {
      key: 'name',
      title: t('contest.form.awards.name'),
      render: (_, row) => (
        <Input
          aria-label={`${t('contest.form.awards.name')} ${position(row)}`}
          maxLength={50}
          value={row.name}
          onChange={(event) => {
            setRow(row.key, { name: event.target.value });
          }}
          style={{ width: 140 }}
        />
      ),
    },
    {
      key: 'background',
      title: t('contest.form.awards.background'),
      render: (_, row) => (
        <ColorInput
          label={`${t('contest.form.awards.background')} ${position(row)}`}
          pickerLabel={t('contest.form.awards.pickBackground', { n: position(row) })}
          value={row.background}
          onChange={(value) => {
            setRow(row.key, { background: value });
          }}
        />
      ),
    },
    {
      key: 'color',
      title: t('contest.form.awards.color'),
      render: (_, row) => (
        <ColorInput
          label={`${t('contest.form.awards.color')} ${position(row)}`}
          pickerLabel={t('contest.form.awards.pickColor', { n: position(row) })}
          value={row.color}
          onChange={(value) => {
            setRow(row.key, { color: value });
          }}
        />
      ),
    },
    {
      key: 'num',
      title: t(proportion ? 'contest.form.awards.percent' : 'contest.form.awards.count'),
      render: (_, row) => (
        <InputNumber
          aria-label={`${t(proportion ? 'contest.form.awards.percent' : 'contest.form.awards.count')} ${position(row)}`}
          min={0}
          max={proportion ? 100 : 100_000}
          precision={0}
          value={row.num}
          suffix={proportion ? '%' : undefined}
          onChange={(value) => {
            setRow(row.key, { num: value });
          }}
        />
      ),
    },
    {
      key: 'preview',
      title: t('contest.form.awards.preview'),
      render: (_, row) => <Tag style={{ background: row.background, color: row.color, borderColor: row.background }}>{row.name}</Tag>,
    },
    {
      key: 'remove',
      render: (_, row) => (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('contest.form.awards.remove', { n: position(row) })}
          onClick={() => {
            update((current) => ({ ...current, awards: current.awards.filter((each) => each.key !== row.key) }));
          }}
        />
      ),
    },
  ];

  return (
    <>
      <Form.Item
        label={t('contest.form.fields.awardType')}
        extra={form.awardType === AwardType.None ? undefined : t(proportion ? 'contest.form.help.awardProportion' : 'contest.form.help.awardNumber')}
      >
        <Radio.Group
          name="contest-award-type"
          aria-label={t('contest.form.fields.awardType')}
          value={form.awardType}
          onChange={(event) => {
            setType(Number(event.target.value));
          }}
        >
          {AWARD_TYPES.map((type) => (
            <Radio key={type} value={type}>
              {t(`contest.form.awardType.${TYPE_KEYS[type]}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {form.awardType !== AwardType.None && (
        <>
          <Table<AwardRow>
            aria-label={t('contest.form.awards.tableLabel')}
            data-testid="contest-awards"
            rowKey="key"
            size="small"
            pagination={false}
            columns={columns}
            dataSource={form.awards}
            scroll={{ x: 'max-content' }}
          />
          <Button
            style={{ marginTop: 8 }}
            icon={<PlusOutlined />}
            disabled={!canAddAward(form.awards)}
            onClick={() => {
              update((current) => ({ ...current, awards: [...current.awards, newAwardRow(current.awards)] }));
            }}
          >
            {t('contest.form.awards.add')}
          </Button>
        </>
      )}
    </>
  );
}
