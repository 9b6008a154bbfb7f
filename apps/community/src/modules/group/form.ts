// The group form's checks (spec 03 §5 "Group create", "Group update"): lengths counted on the
// trimmed text, with the spec's messages.
import { GROUP_LIMITS, GroupAuth, GroupMessage } from '@oj/contracts';
import type { GroupFormDto, GroupUpdateDto, ServerMessage } from '@oj/contracts';
import { fail } from '@oj/service-kit';

/** The checked fields of a group. */
export interface GroupFields {
  name: string;
  shortName: string;
  brief: string;
  description: string;
  auth: number;
  code: string | null;
  visible: boolean;
  avatar: string | null;
}

type TextField = 'name' | 'shortName' | 'brief' | 'description';

const TEXT_RULES: Readonly<Record<TextField, { min: number; max: number; required: ServerMessage; length: ServerMessage }>> = {
  name: { ...GROUP_LIMITS.name, required: GroupMessage.nameRequired, length: GroupMessage.nameLength },
  shortName: { ...GROUP_LIMITS.shortName, required: GroupMessage.shortNameRequired, length: GroupMessage.shortNameLength },
  brief: { ...GROUP_LIMITS.brief, required: GroupMessage.briefRequired, length: GroupMessage.briefLength },
  description: { ...GROUP_LIMITS.description, required: GroupMessage.descriptionRequired, length: GroupMessage.descriptionLength },
};

/** A text field checked: trimmed, required, within its length. */
export function checkedText(field: TextField, value: string | undefined | null): string {
  const rule = TEXT_RULES[field];
  const text = (value ?? '').trim();
  if (text === '') throw fail(rule.required);
  const length = charCount(text);
  if (length < rule.min || length > rule.max) throw fail(rule.length);
  return text;
}

function checkedCode(value: string | undefined | null): string {
  const code = (value ?? '').trim();
  if (code === '') throw fail(GroupMessage.codeRequired);
  if (charCount(code) !== GROUP_LIMITS.codeLength) throw fail(GroupMessage.codeLength);
  return code;
}

/** The create form, checked in the spec's order; a public group keeps no code. */
export function checkedCreateForm(form: GroupFormDto): GroupFields {
  const name = checkedText('name', form.name);
  const shortName = checkedText('shortName', form.shortName);
  const brief = checkedText('brief', form.brief);
  const code = form.auth === GroupAuth.Public ? null : checkedCode(form.code);
  const description = checkedText('description', form.description);
  return { name, shortName, brief, description, auth: form.auth, code, visible: form.visible ?? true, avatar: form.avatar ?? null };
}

/** Length in characters (code points), as the spec counts it. */
export function charCount(text: string): number {
  return Array.from(text).length;
}

const isEmpty = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The update: the form with its empty values removed (spec 03 §5), each remaining one checked like
 * at creation. A group turned protected or private must end up with a code.
 */
export function checkedUpdate(form: GroupUpdateDto, currentCode: string | null): Partial<GroupFields> {
  const fields: Partial<GroupFields> = {};
  for (const field of ['name', 'shortName', 'brief', 'description'] as const) {
    if (!isEmpty(form[field])) fields[field] = checkedText(field, form[field]);
  }
  if (form.auth !== undefined) fields.auth = form.auth;
  if (!isEmpty(form.code)) fields.code = checkedCode(form.code);
  if (form.visible !== undefined) fields.visible = form.visible;
  if (!isEmpty(form.avatar)) fields.avatar = (form.avatar ?? '').trim();
  if (fields.auth !== undefined && fields.auth !== GroupAuth.Public && (fields.code ?? currentCode) === null) throw fail(GroupMessage.codeRequired);
  return fields;
}
