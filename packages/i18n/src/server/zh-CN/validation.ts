import type { Translations, ValidationMessage } from '@oj/contracts';

// JSON-schema type names as the validator writes them ("integer", "string,null").
const TYPE_NAMES: Readonly<Record<string, string>> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

function typeList(types: string): string {
  return types
    .split(',')
    .map((type) => TYPE_NAMES[type] ?? type)
    .join('或');
}

function comparison(operator: string, limit: number): string {
  if (operator === '>=') return `不能小于 ${limit}`;
  if (operator === '<=') return `不能大于 ${limit}`;
  return operator === '>' ? `必须大于 ${limit}` : `必须小于 ${limit}`;
}

/** zh-CN texts of ValidationMessage (packages/contracts/src/errors/validation.ts); the field stays as sent. */
export const VALIDATION_ZH_CN: Translations<typeof ValidationMessage> = {
  required: (field) => `${field} 不能为空`,
  invalid: (field) => `${field} 无效`,
  notFinite: (field) => `${field} 必须是有限的数字`,
  controlCharacters: (field) => `${field} 不能包含控制字符`,
  maxLength: (field, limit) => `${field} 最多 ${limit} 个字符`,
  minLength: (field, limit) => `${field} 至少 ${limit} 个字符`,
  maxItems: (field, limit) => `${field} 最多 ${limit} 项`,
  minItems: (field, limit) => `${field} 至少 ${limit} 项`,
  maxProperties: (field, limit) => `${field} 最多 ${limit} 个属性`,
  minProperties: (field, limit) => `${field} 至少 ${limit} 个属性`,
  uniqueItems: (field) => `${field} 不能有重复项`,
  additionalProperties: (field) => `${field} 含有不允许的字段`,
  comparison: (field, operator, limit) => `${field} ${comparison(operator, limit)}`,
  multipleOf: (field, multipleOf) => `${field} 必须是 ${multipleOf} 的倍数`,
  type: (field, type) => `${field} 必须是${typeList(type)}`,
  format: (field, format) => `${field} 格式不正确（应为 ${format}）`,
  pattern: (field) => `${field} 格式不正确`,
  enum: (field) => `${field} 不是允许的取值`,
  const: (field) => `${field} 的取值不正确`,
  anyOf: (field) => `${field} 格式不正确`,
  oneOf: (field) => `${field} 格式不正确`,
  if: (field) => `${field} 格式不正确`,
  not: (field) => `${field} 格式不正确`,
  other: (field) => `${field} 无效`,
};
