import { Form, Input } from 'antd';
import { VALIDATOR_FLAGS_MAX_CHARS } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import type { SectionProps } from '../form/update.ts';

/**
 * The extra arguments of a Kattis validator (Kattis `validator_flags`), shown only with that protocol: no
 * other protocol has a place for them, and the server refuses them there.
 */
export function ValidatorFlagsField({ form, update }: SectionProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const label = t('problem.editor.fields.validatorFlags');
  return (
    <Form.Item label={label} htmlFor="problem-validatorFlags" extra={t('problem.editor.validatorFlagsHint', { max: VALIDATOR_FLAGS_MAX_CHARS })}>
      <Input
        id="problem-validatorFlags"
        aria-label={label}
        disabled={form.isRemote}
        value={form.validatorFlags}
        placeholder="float_tolerance 1e-6"
        onChange={(event) => {
          update({ validatorFlags: event.target.value });
        }}
        style={{ maxWidth: 420 }}
      />
    </Form.Item>
  );
}
