import { Col, Form, Input, Row, Select, Switch, Typography } from 'antd';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { CHECKER_CHOICES, checkerChoice, chooseChecker } from '../form/checker.ts';
import type { CheckerChoice, CheckerFormState } from '../form/checker.ts';
import type { SectionProps } from '../form/update.ts';

/**
 * The built-in checker of the default judge mode: exact, tokens, tokens ignoring case, float (with
 * its absolute and relative tolerances and its case switch) or yes/no, with a line on what it does.
 */
export function BuiltinCheckerField({ form, update }: SectionProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const checker = form.builtinChecker;
  const locked = form.isRemote;
  const change = (patch: Partial<CheckerFormState>) => {
    update((current) => ({ ...current, builtinChecker: { ...current.builtinChecker, ...patch } }));
  };
  const choice = checkerChoice(checker);
  const tolerance = (key: 'absTolerance' | 'relTolerance') => (
    <Col xs={24} sm={8}>
      <Form.Item label={t(`problem.editor.fields.${key}`)} htmlFor={`problem-${key}`}>
        <Input
          id={`problem-${key}`}
          disabled={locked}
          value={checker[key]}
          placeholder="1e-6"
          inputMode="decimal"
          onChange={(event) => {
            change({ [key]: event.target.value });
          }}
        />
      </Form.Item>
    </Col>
  );
  return (
    <>
      <Form.Item label={t('problem.editor.fields.builtinChecker')} htmlFor="problem-builtinChecker" extra={t(`problem.editor.checkerNotice.${choice}`)}>
        <Select
          id="problem-builtinChecker"
          aria-label={t('problem.editor.fields.builtinChecker')}
          disabled={locked}
          value={choice}
          onChange={(value: CheckerChoice) => {
            update((current) => ({ ...current, builtinChecker: chooseChecker(current.builtinChecker, value) }));
          }}
          options={CHECKER_CHOICES.map((each) => ({ value: each, label: t(`problem.editor.checker.${each}`) }))}
          style={{ maxWidth: 420 }}
        />
      </Form.Item>
      {(checker.kind === 'float' || checker.kind === 'exact') && (
        <Row gutter={16}>
          {checker.kind === 'float' && tolerance('absTolerance')}
          {checker.kind === 'float' && tolerance('relTolerance')}
          <Col xs={24} sm={8}>
            <Form.Item label={t('problem.editor.fields.checkerCaseSensitive')} htmlFor="problem-checkerCaseSensitive">
              <Switch
                id="problem-checkerCaseSensitive"
                disabled={locked}
                checked={checker.caseSensitive}
                onChange={(checked) => {
                  change({ caseSensitive: checked });
                }}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
      {checker.kind === 'float' && (
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
          {t('problem.editor.toleranceHint')}
        </Typography.Paragraph>
      )}
    </>
  );
}
