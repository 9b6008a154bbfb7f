/**
 * Wire shapes of the account calls (spec 01 §3, §5, §7): the gateway validates and serialises with
 * these schemas, and api-client takes its types from them. Lengths are the spec's: username at most
 * 20, password 6 to 20, register code exactly 6, captcha 1 to 8.
 */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Loose but real email check: one @, no blanks, a dot in the domain. */
const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** Username: required, at most 20 characters. */
export const UsernameText = Type.String({ minLength: 1, maxLength: 20 });
/** A password being set: 6 to 20 characters. */
export const NewPasswordText = Type.String({ minLength: 6, maxLength: 20 });
/** A password being checked: any stored one (admin-generated ones reach 25), bounded to keep hashing cheap. */
export const CheckedPassword = Type.String({ minLength: 1, maxLength: 128 });
/** Email: required, email format. */
export const EmailText = Type.String({ minLength: 1, maxLength: 255, pattern: EMAIL_PATTERN });
/** Mailed verification code: exactly 6 characters. */
export const VerificationCode = Type.String({ minLength: 6, maxLength: 6 });

/** Gender values a user may pick. */
export const GenderSchema = Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Literal('secrecy')]);
export type Gender = Static<typeof GenderSchema>;
export const GENDERS: readonly Gender[] = ['male', 'female', 'secrecy'];
/** Stored genders are plain text: anything not picked from GENDERS reads as secrecy. */
export function genderOf(value: string | null | undefined): Gender {
  return GENDERS.find((gender) => gender === value) ?? 'secrecy';
}

/** The signed-in user's own info (login, settings and avatar answers). */
export const UserInfoSchema = Type.Object({
  uid: Type.String(),
  username: Type.String(),
  nickname: nullable(Type.String()),
  avatar: nullable(Type.String()),
  email: Type.String(),
  mobile: nullable(Type.String()),
  school: nullable(Type.String()),
  course: nullable(Type.String()),
  number: nullable(Type.String()),
  realname: nullable(Type.String()),
  gender: Type.String(),
  signature: nullable(Type.String()),
  github: nullable(Type.String()),
  blog: nullable(Type.String()),
  cfUsername: nullable(Type.String()),
  titleName: nullable(Type.String()),
  titleColor: nullable(Type.String()),
  /** Role names (root, admin, problem_admin, user). */
  roleList: Type.Array(Type.String()),
});
export type UserInfoDto = Static<typeof UserInfoSchema>;

/** login and admin/login body; the token comes back in the Authorization response header. */
export const LoginRequestSchema = Type.Object({ username: UsernameText, password: CheckedPassword });
export type LoginRequestDto = Static<typeof LoginRequestSchema>;

/** register body; the form's passwordAgain stays in the browser. */
export const RegisterRequestSchema = Type.Object({ username: UsernameText, password: NewPasswordText, email: EmailText, code: VerificationCode });
export type RegisterRequestDto = Static<typeof RegisterRequestSchema>;

/** Query of get-register-code and get-change-email-code: where the code is mailed. */
export const EmailQuerySchema = Type.Object({ email: EmailText });

/** check-username-or-email body: either field, or both. */
export const CheckUsernameOrEmailRequestSchema = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 255 })),
  email: Type.Optional(Type.String({ maxLength: 255 })),
});
export type CheckUsernameOrEmailRequestDto = Static<typeof CheckUsernameOrEmailRequestSchema>;

/** check-username-or-email answer: true means the value already exists. */
export const CheckUsernameOrEmailResultSchema = Type.Object({ username: Type.Boolean(), email: Type.Boolean() });
export type CheckUsernameOrEmailResultDto = Static<typeof CheckUsernameOrEmailResultSchema>;

/** captcha answer: an image (SVG data URL) and the key to send back with the answer. */
export const CaptchaSchema = Type.Object({ img: Type.String(), captchaKey: Type.String() });
export type CaptchaDto = Static<typeof CaptchaSchema>;

/** apply-reset-password body. */
export const ApplyResetPasswordRequestSchema = Type.Object({
  email: EmailText,
  captcha: Type.String({ minLength: 1, maxLength: 8 }),
  captchaKey: Type.String({ minLength: 1, maxLength: 64 }),
});
export type ApplyResetPasswordRequestDto = Static<typeof ApplyResetPasswordRequestSchema>;

/** reset-password body (from the mailed link). */
export const ResetPasswordRequestSchema = Type.Object({
  username: UsernameText,
  password: NewPasswordText,
  code: Type.String({ minLength: 1, maxLength: 128 }),
});
export type ResetPasswordRequestDto = Static<typeof ResetPasswordRequestSchema>;

/** get-user-auth-info answer: the fresh role names and what they allow. */
export const UserAuthInfoSchema = Type.Object({ roles: Type.Array(Type.String()), permissions: Type.Array(Type.String()) });
export type UserAuthInfoDto = Static<typeof UserAuthInfoSchema>;

/** change-password body. */
export const ChangePasswordRequestSchema = Type.Object({ oldPassword: CheckedPassword, newPassword: NewPasswordText });
export type ChangePasswordRequestDto = Static<typeof ChangePasswordRequestSchema>;

/** change-email body. */
export const ChangeEmailRequestSchema = Type.Object({ password: CheckedPassword, newEmail: EmailText, code: VerificationCode });
export type ChangeEmailRequestDto = Static<typeof ChangeEmailRequestSchema>;

/**
 * Mobile number (spec 01 §5 "mobile required and well-formed"): a mainland China number (11 digits,
 * 1 then 3-9) or an international one in E.164 form (+, country code, 7 to 15 digits in all).
 */
export const MOBILE_PATTERN = '^(1[3-9]\\d{9}|\\+[1-9]\\d{6,14})$';
/** A mobile number being set. */
export const MobileText = Type.String({ minLength: 1, maxLength: 20, pattern: MOBILE_PATTERN });

/** change-mobile body: the current password confirms it (no SMS code: the site sends none). */
export const ChangeMobileRequestSchema = Type.Object({ password: CheckedPassword, newMobile: MobileText });
export type ChangeMobileRequestDto = Static<typeof ChangeMobileRequestSchema>;

/** change-userInfo body: the profile fields a user may edit, with their limits ('' clears a field). */
export const ProfileUpdateSchema = Type.Object({
  nickname: Type.Optional(Type.String({ maxLength: 20 })),
  school: Type.Optional(Type.String({ maxLength: 100 })),
  course: Type.Optional(Type.String({ maxLength: 100 })),
  number: Type.Optional(Type.String({ maxLength: 50 })),
  realname: Type.Optional(Type.String({ maxLength: 50 })),
  gender: Type.Optional(GenderSchema),
  signature: Type.Optional(Type.String({ maxLength: 10000 })),
  github: Type.Optional(Type.String({ maxLength: 255 })),
  blog: Type.Optional(Type.String({ maxLength: 255 })),
  cfUsername: Type.Optional(Type.String({ maxLength: 50 })),
});
export type ProfileUpdateDto = Static<typeof ProfileUpdateSchema>;
