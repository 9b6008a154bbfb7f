import { useMemo } from 'react';
import type { FormRule } from 'antd';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { hasControlCharacters } from '../rules.ts';

/** What a text field must be, besides its bounds. */
export interface TextRuleOptions {
  required?: boolean;
  maxLength?: number | undefined;
  pattern?: RegExp | undefined;
  /** Which message a pattern failure shows. */
  kind?: 'link' | 'image';
  noControl?: boolean;
}

/** Builders of antd rules with the config page's messages, named after the field's label. */
export function useFieldRules() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return useMemo(
    () => ({
      text: (field: string, options: TextRuleOptions): FormRule[] => {
        const rules: FormRule[] = [];
        if (options.required) rules.push({ required: true, whitespace: true, message: t('config.validation.required', { field }) });
        if (options.maxLength !== undefined)
          rules.push({ max: options.maxLength, message: t('config.validation.maxLength', { field, max: options.maxLength }) });
        if (options.pattern)
          rules.push({ pattern: options.pattern, message: t(options.kind === 'image' ? 'config.validation.image' : 'config.validation.link', { field }) });
        if (options.noControl) {
          rules.push({
            validator: (_rule, value: unknown) =>
              typeof value === 'string' && hasControlCharacters(value)
                ? Promise.reject(new Error(t('config.validation.control', { field })))
                : Promise.resolve(),
          });
        }
        return rules;
      },
      range: (field: string, minimum = 0, maximum = Number.MAX_SAFE_INTEGER): FormRule[] => [
        {
          validator: (_rule, value: unknown) =>
            typeof value === 'number' && Number.isInteger(value) && value >= minimum && value <= maximum
              ? Promise.resolve()
              : Promise.reject(new Error(t('config.validation.range', { field, min: minimum, max: maximum }))),
        },
      ],
    }),
    [t],
  );
}
