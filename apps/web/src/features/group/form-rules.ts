import type { Rule } from 'antd/es/form';
import { GROUP_LIMITS } from '@oj/contracts';
import type { TFunction } from '@oj/i18n';

type TextField = 'name' | 'shortName' | 'brief' | 'description';

/** The group form's rules (spec 03 §5): required, and the lengths of §9, with the spec's messages. */
export function groupTextRules(t: TFunction, field: TextField, required = true): Rule[] {
  const label = t(`group.form.${field}`);
  const { min, max } = GROUP_LIMITS[field];
  return [
    ...(required ? [{ required: true, whitespace: true, message: t('group.form.required', { field: label }) }] : []),
    { min, max, message: t('group.form.length', { field: label, min, max }) },
  ];
}

/** The code: exactly 6 characters, required when the group is not public. */
export function groupCodeRules(t: TFunction, required: boolean): Rule[] {
  return [
    ...(required ? [{ required: true, whitespace: true, message: t('group.form.required', { field: t('group.form.code') }) }] : []),
    { len: GROUP_LIMITS.codeLength, message: t('group.form.codeLength') },
  ];
}

/** The application's reason: 5 to 100 characters. */
export function groupReasonRules(t: TFunction): Rule[] {
  return [
    { required: true, whitespace: true, message: t('group.form.required', { field: t('group.apply.reason') }) },
    { min: GROUP_LIMITS.reason.min, max: GROUP_LIMITS.reason.max, message: t('group.apply.reasonLength') },
  ];
}
