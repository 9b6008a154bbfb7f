import { defineMessages } from './define.ts';

/*
 * The schema validator's refusals, one code per JSON-schema keyword. `field` is the dotted path of
 * the value at fault (`submitIds.0`, `body`) and stays as written in every language: it names a
 * request parameter. The English texts are the validator's own (ajv), prefixed with the field.
 */
export const ValidationMessage = defineMessages('validation', {
  required: { as: 'badRequest', params: ['field'], en: (field: string) => `${field} is required` },
  invalid: { as: 'badRequest', params: ['field'], en: (field: string) => `${field} is invalid` },
  notFinite: { as: 'badRequest', params: ['field'], en: (field: string) => `${field} must be a finite number` },
  controlCharacters: { as: 'badRequest', params: ['field'], en: (field: string) => `${field} must not contain control characters` },
  maxLength: { as: 'badRequest', params: ['field', 'limit'], en: (field: string, limit: number) => `${field} must NOT have more than ${limit} characters` },
  minLength: { as: 'badRequest', params: ['field', 'limit'], en: (field: string, limit: number) => `${field} must NOT have fewer than ${limit} characters` },
  maxItems: { as: 'badRequest', params: ['field', 'limit'], en: (field: string, limit: number) => `${field} must NOT have more than ${limit} items` },
  minItems: { as: 'badRequest', params: ['field', 'limit'], en: (field: string, limit: number) => `${field} must NOT have fewer than ${limit} items` },
  maxProperties: { as: 'badRequest', params: ['field', 'limit'], en: (field: string, limit: number) => `${field} must NOT have more than ${limit} properties` },
  minProperties: {
    as: 'badRequest',
    params: ['field', 'limit'],
    en: (field: string, limit: number) => `${field} must NOT have fewer than ${limit} properties`,
  },
  uniqueItems: {
    as: 'badRequest',
    params: ['field', 'i', 'j'],
    en: (field: string, i: number, j: number) => `${field} must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
  },
  additionalProperties: { as: 'badRequest', params: ['field'], en: (field: string) => `${field} must NOT have additional properties` },
  /** `comparison` is one of >=, <=, > and <. */
  comparison: {
    as: 'badRequest',
    params: ['field', 'comparison', 'limit'],
    en: (field: string, comparison: string, limit: number) => `${field} must be ${comparison} ${limit}`,
  },
  multipleOf: { as: 'badRequest', params: ['field', 'multipleOf'], en: (field: string, multipleOf: number) => `${field} must be multiple of ${multipleOf}` },
  /** `type` is a JSON type name, or several joined by commas (`integer,null`). */
  type: { as: 'badRequest', params: ['field', 'type'], en: (field: string, type: string) => `${field} must be ${type}` },
  format: { as: 'badRequest', params: ['field', 'format'], en: (field: string, format: string) => `${field} must match format "${format}"` },
  pattern: { as: 'badRequest', params: ['field', 'pattern'], en: (field: string, pattern: string) => `${field} must match pattern "${pattern}"` },
  enum: { as: 'badRequest', params: ['field'], en: (field: string) => `${field} must be equal to one of the allowed values` },
  const: { as: 'badRequest', params: ['field'], en: (field: string) => `${field} must be equal to constant` },
  anyOf: { as: 'badRequest', params: ['field'], en: (field: string) => `${field} must match a schema in "anyOf"` },
  oneOf: { as: 'badRequest', params: ['field'], en: (field: string) => `${field} must match exactly one schema in "oneOf"` },
  if: {
    as: 'badRequest',
    params: ['field', 'failingKeyword'],
    en: (field: string, failingKeyword: string) => `${field} must match "${failingKeyword}" schema`,
  },
  not: { as: 'badRequest', params: ['field'], en: (field: string) => `${field} must NOT be valid` },
  /** Any other keyword: the validator's own words after the field. */
  other: { as: 'badRequest', params: ['field', 'message'], en: (field: string, message: string) => `${field} ${message}` },
});
