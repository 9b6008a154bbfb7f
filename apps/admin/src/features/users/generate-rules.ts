import { GENERATED_PASSWORD_LENGTH, GENERATE_USER_MAX } from '@oj/contracts';

/** The generate form's values (numbers undefined while empty). */
export interface GenerateForm {
  prefix?: string;
  suffix?: string;
  numberFrom?: number | null;
  numberTo?: number | null;
  passwordLength?: number | null;
  school?: string;
}

/** What is wrong with a generate form, as the key of its message (users.generate.*), or null. */
export type GenerateProblem = 'numberFromRequired' | 'numberToRequired' | 'numberOrder' | 'tooMany' | 'passwordLengthRange' | 'nameTooLong';

/** The usernames the form would create (empty while the range is incomplete or reversed). */
export function generatedUsernames(form: GenerateForm): string[] {
  const { numberFrom, numberTo } = form;
  if (numberFrom === undefined || numberFrom === null || numberTo === undefined || numberTo === null || numberTo < numberFrom) return [];
  const count = Math.min(numberTo - numberFrom + 1, GENERATE_USER_MAX + 1);
  const prefix = form.prefix?.trim() ?? '';
  const suffix = form.suffix?.trim() ?? '';
  return Array.from({ length: count }, (_, offset) => `${prefix}${numberFrom + offset}${suffix}`);
}

/** Spec 03 §5: start and end required, end not below start, password length 6 to 25; plus the server's cap and name length. */
export function checkGenerateForm(form: GenerateForm): GenerateProblem | null {
  if (form.numberFrom === undefined || form.numberFrom === null) return 'numberFromRequired';
  if (form.numberTo === undefined || form.numberTo === null) return 'numberToRequired';
  if (form.numberTo < form.numberFrom) return 'numberOrder';
  if (form.numberTo - form.numberFrom + 1 > GENERATE_USER_MAX) return 'tooMany';
  const length = form.passwordLength;
  if (length === undefined || length === null || length < GENERATED_PASSWORD_LENGTH.min || length > GENERATED_PASSWORD_LENGTH.max) return 'passwordLengthRange';
  if (generatedUsernames(form).some((name) => Array.from(name).length > 20)) return 'nameTooLong';
  return null;
}
