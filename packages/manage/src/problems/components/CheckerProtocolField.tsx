import { Form, Select } from 'antd';
import { CHECKER_PROTOCOLS, INTERACTOR_PROTOCOLS } from '@oj/contracts';
import type { CheckerProtocolName } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import type { SectionProps } from '../form/update.ts';

/**
 * The protocol of the special judge or interactor (issue 24): testlib for programs written here, or the
 * one an imported package's program follows, with a line on how the judge calls it. An interactor
 * offers only the protocols with an interactive form.
 */
export function CheckerProtocolField({ form, update }: SectionProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const interactive = form.judgeMode === 'interactive';
  const label = t('problem.editor.fields.checkerProtocol');
  return (
    <Form.Item label={label} htmlFor="problem-checkerProtocol" extra={t(`problem.editor.checkerProtocolNotice.${form.checkerProtocol}`)}>
      <Select
        id="problem-checkerProtocol"
        aria-label={label}
        disabled={form.isRemote}
        value={form.checkerProtocol}
        onChange={(value: CheckerProtocolName) => {
          update({ checkerProtocol: value });
        }}
        options={CHECKER_PROTOCOLS.map((protocol) => ({
          value: protocol,
          label: t(`problem.editor.checkerProtocol.${protocol}`),
          disabled: interactive && !INTERACTOR_PROTOCOLS.includes(protocol),
        }))}
        style={{ maxWidth: 420 }}
      />
    </Form.Item>
  );
}
