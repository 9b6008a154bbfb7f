import { Col, Form, Radio, Row, Select, Switch } from 'antd';
import { ContestType } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { OI_SCORE_TYPES, RANK_SHOW_NAME_CHOICES } from '../form/model.ts';
import { contestDuration, resolveSealChoice, sealChoiceOptions } from '../form/times.ts';
import type { SealChoice } from '../form/times.ts';
import type { ContestSectionProps } from '../form/update.ts';
import { StarUsersField } from './StarUsersField.tsx';

type SwitchField = 'sealRank' | 'allowEndSubmit' | 'openPrint' | 'openRank';

/** The seal (spec 02 §4), after-contest board, submissions after the end, printing, the outside board, names, star users. */
export function RankFields({ form, update }: ContestSectionProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const field = (key: string) => t(`contest.form.fields.${key}` as 'contest.form.fields.title');
  const seconds = contestDuration(form.startTime, form.endTime)?.seconds ?? 0;
  const choice = resolveSealChoice(form.sealChoice, form.type, seconds);
  const toggle = (key: SwitchField, extra?: string) => (
    <Col xs={24} sm={6}>
      <Form.Item label={field(key)} htmlFor={`contest-${key}`} extra={extra}>
        <Switch
          id={`contest-${key}`}
          checked={form[key]}
          onChange={(checked) => {
            update({ [key]: checked });
          }}
        />
      </Form.Item>
    </Col>
  );

  return (
    <>
      <Row gutter={16}>
        {toggle('sealRank')}
        {form.sealRank && (
          <>
            <Col xs={24} sm={10}>
              <Form.Item label={field('sealChoice')}>
                <Radio.Group
                  aria-label={field('sealChoice')}
                  name="contest-seal-choice"
                  data-testid="contest-seal-choice"
                  value={choice}
                  onChange={(event) => {
                    update({ sealChoice: event.target.value as SealChoice });
                  }}
                >
                  {sealChoiceOptions(seconds).map((option) => (
                    <Radio key={option.value} value={option.value} disabled={option.disabled}>
                      {t(`contest.form.seal.${option.value}`)}
                    </Radio>
                  ))}
                </Radio.Group>
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item label={field('autoRealRank')}>
                <Radio.Group
                  aria-label={field('autoRealRank')}
                  name="contest-auto-real-rank"
                  value={form.autoRealRank}
                  onChange={(event) => {
                    update({ autoRealRank: Boolean(event.target.value) });
                  }}
                >
                  <Radio value={true}>{t('contest.form.realRank.auto')}</Radio>
                  <Radio value={false}>{t('contest.form.realRank.keep')}</Radio>
                </Radio.Group>
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
      <Row gutter={16}>
        {toggle('allowEndSubmit', t('contest.form.help.allowEndSubmit'))}
        {toggle('openPrint')}
        {toggle('openRank')}
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item label={field('rankShowName')} htmlFor="contest-rankShowName">
            <Select
              id="contest-rankShowName"
              aria-label={field('rankShowName')}
              value={form.rankShowName}
              onChange={(value: ContestSectionProps['form']['rankShowName']) => {
                update({ rankShowName: value });
              }}
              options={RANK_SHOW_NAME_CHOICES.map((name) => ({ value: name, label: t(`contest.form.rankShowName.${name}`) }))}
            />
          </Form.Item>
        </Col>
        {form.type === ContestType.OI && (
          <Col xs={24} sm={8}>
            <Form.Item label={field('oiRankScoreType')} htmlFor="contest-oiRankScoreType" extra={t('contest.form.help.oiRankScoreType')}>
              <Select
                id="contest-oiRankScoreType"
                aria-label={field('oiRankScoreType')}
                value={form.oiRankScoreType}
                onChange={(value: ContestSectionProps['form']['oiRankScoreType']) => {
                  update({ oiRankScoreType: value });
                }}
                options={OI_SCORE_TYPES.map((name) => ({ value: name, label: t(`contest.form.oiScore.${name}`) }))}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Form.Item label={field('starAccount')} htmlFor="contest-star-input" extra={t('contest.form.help.starAccount')}>
        <StarUsersField form={form} update={update} />
      </Form.Item>
    </>
  );
}
