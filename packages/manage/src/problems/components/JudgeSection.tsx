import { Alert, Col, Form, Input, Radio, Row, Select, Switch } from 'antd';
import type { LanguageDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { JUDGE_CASE_MODES, JUDGE_MODES } from '../form/model.ts';
import type { JudgeCaseMode, JudgeMode } from '../form/model.ts';
import type { SectionProps } from '../form/update.ts';
import { BuiltinCheckerField } from './BuiltinCheckerField.tsx';
import { CheckerEditor } from './CheckerEditor.tsx';
import { CheckerProtocolField } from './CheckerProtocolField.tsx';
import { ValidatorFlagsField } from './ValidatorFlagsField.tsx';

/** Judge mode with its notice and checker (built-in in the default mode, else its protocol and code), case mode, output and result switches, and file IO. */
export function JudgeSection({ form, update, languages, gid }: SectionProps & { languages: readonly LanguageDto[]; gid?: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const locked = form.isRemote;
  const field = (key: 'judgeMode' | 'judgeCaseMode' | 'isRemoveEndBlank' | 'openCaseResult' | 'isFileIO' | 'ioReadFileName' | 'ioWriteFileName') =>
    t(`problem.editor.fields.${key}`);
  return (
    <>
      <Form.Item label={field('judgeMode')}>
        <Radio.Group
          aria-label={field('judgeMode')}
          disabled={locked}
          value={form.judgeMode}
          onChange={(event) => {
            update({ judgeMode: event.target.value as JudgeMode });
          }}
        >
          {JUDGE_MODES.map((mode) => (
            <Radio key={mode} value={mode}>
              {t(`problem.editor.judgeMode.${mode}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Alert type="info" showIcon title={t(`problem.editor.judgeModeNotice.${form.judgeMode}`)} style={{ marginBottom: 16 }} data-testid="judge-mode-notice" />
      {form.judgeMode === 'default' && <BuiltinCheckerField form={form} update={update} />}
      {form.judgeMode !== 'default' && <CheckerProtocolField form={form} update={update} />}
      {form.judgeMode !== 'default' && form.checkerProtocol === 'kattis' && <ValidatorFlagsField form={form} update={update} />}
      {form.judgeMode !== 'default' && <CheckerEditor form={form} update={update} languages={languages} {...(gid === undefined ? {} : { gid })} />}
      <Form.Item label={field('judgeCaseMode')} htmlFor="problem-judgeCaseMode">
        <Select
          id="problem-judgeCaseMode"
          aria-label={field('judgeCaseMode')}
          disabled={locked}
          value={form.judgeCaseMode}
          onChange={(value: JudgeCaseMode) => {
            update({ judgeCaseMode: value });
          }}
          options={JUDGE_CASE_MODES.map((mode) => ({ value: mode, label: t(`problem.editor.judgeCaseMode.${mode}`) }))}
          style={{ maxWidth: 420 }}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item label={field('isRemoveEndBlank')} htmlFor="problem-isRemoveEndBlank">
            <Switch
              id="problem-isRemoveEndBlank"
              disabled={locked}
              checked={form.isRemoveEndBlank}
              onChange={(checked) => {
                update({ isRemoveEndBlank: checked });
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label={field('openCaseResult')} htmlFor="problem-openCaseResult">
            <Switch
              id="problem-openCaseResult"
              checked={form.openCaseResult}
              onChange={(checked) => {
                update({ openCaseResult: checked });
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label={field('isFileIO')} htmlFor="problem-isFileIO">
            <Switch
              id="problem-isFileIO"
              disabled={locked}
              checked={form.isFileIO}
              onChange={(checked) => {
                update({ isFileIO: checked });
              }}
            />
          </Form.Item>
        </Col>
      </Row>
      {form.isFileIO && (
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label={field('ioReadFileName')} htmlFor="problem-ioReadFileName" required>
              <Input
                id="problem-ioReadFileName"
                disabled={locked}
                value={form.ioReadFileName}
                placeholder="input.txt"
                onChange={(event) => {
                  update({ ioReadFileName: event.target.value });
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={field('ioWriteFileName')} htmlFor="problem-ioWriteFileName" required>
              <Input
                id="problem-ioWriteFileName"
                disabled={locked}
                value={form.ioWriteFileName}
                placeholder="output.txt"
                onChange={(event) => {
                  update({ ioWriteFileName: event.target.value });
                }}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
    </>
  );
}
