import { AccountMessage } from '@oj/contracts';
import type { ServerMessage } from '@oj/contracts';

/** How validation errors of one field read: when empty or missing, when too long/short, when malformed. */
export interface FieldMessages {
  required: ServerMessage;
  length?: ServerMessage;
  format?: ServerMessage;
}

const M = AccountMessage;

/**
 * Default messages per request field; a route may override them (see `validation.ts`). The form
 * texts match the web app's en-US strings, so client-side and server-side checks read the same.
 */
export const FIELD_MESSAGES: Readonly<Record<string, FieldMessages>> = {
  username: { required: M.usernameRequired, length: M.usernameMax },
  password: { required: M.passwordRequired, length: M.passwordLength },
  oldPassword: { required: M.oldPasswordRequired, length: M.oldPasswordWrong },
  newPassword: { required: M.newPasswordRequired, length: M.newPasswordLength },
  email: { required: M.emailRequired, length: M.emailFormat, format: M.emailFormat },
  newEmail: { required: M.emailRequired, length: M.emailFormat, format: M.emailFormat },
  newMobile: { required: M.mobileRequired, length: M.mobileFormat, format: M.mobileFormat },
  code: { required: M.codeRequired, length: M.codeLength, format: M.codeLength },
  captcha: { required: M.captchaRequired, length: M.captchaLength },
  captchaKey: { required: M.captchaKeyRequired, length: M.captchaWrong, format: M.captchaWrong },
  nickname: { required: M.nicknameRequired, length: M.nicknameMax },
  school: { required: M.schoolRequired, length: M.schoolMax },
  course: { required: M.courseRequired, length: M.courseMax },
  number: { required: M.numberRequired, length: M.numberMax },
  realname: { required: M.realnameRequired, length: M.realnameMax },
  github: { required: M.githubRequired, length: M.githubMax },
  blog: { required: M.blogRequired, length: M.blogMax },
  cfUsername: { required: M.cfUsernameRequired, length: M.cfUsernameMax },
  signature: { required: M.signatureRequired, length: M.signatureMax },
  gender: { required: M.genderRequired, format: M.genderFormat },
};
