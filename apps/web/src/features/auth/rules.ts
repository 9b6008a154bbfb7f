import type { FormRule } from 'antd';
import type { TFunction } from '@oj/i18n';

/** Field limits of spec 01 §5 and §9. */
export const ACCOUNT_LIMITS = {
  usernameMaxLength: 20,
  passwordMinLength: 6,
  passwordMaxLength: 20,
  registerCodeLength: 6,
  captchaMinLength: 1,
  captchaMaxLength: 8,
} as const;

/** Form rules shared by the sign-in forms and the reset-password page. */
export function accountRules(t: TFunction) {
  return {
    username: [
      { required: true, whitespace: true, message: t('auth.validation.usernameRequired') },
      { max: ACCOUNT_LIMITS.usernameMaxLength, message: t('auth.validation.usernameMax') },
    ] satisfies FormRule[],
    password: [
      { required: true, message: t('auth.validation.passwordRequired') },
      { min: ACCOUNT_LIMITS.passwordMinLength, max: ACCOUNT_LIMITS.passwordMaxLength, message: t('auth.validation.passwordLength') },
    ] satisfies FormRule[],
    /** Confirmation: required and equal to the `password` field. */
    passwordAgain: [
      { required: true, message: t('auth.validation.passwordAgainRequired') },
      ({ getFieldValue }) => ({
        validator: (_rule, value: unknown) =>
          !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('auth.validation.passwordMismatch'))),
      }),
    ] satisfies FormRule[],
    email: [
      { required: true, message: t('auth.validation.emailRequired') },
      { type: 'email', message: t('auth.validation.emailFormat') },
    ] satisfies FormRule[],
    code: [
      { required: true, message: t('auth.validation.codeRequired') },
      { len: ACCOUNT_LIMITS.registerCodeLength, message: t('auth.validation.codeLength') },
    ] satisfies FormRule[],
    captcha: [
      { required: true, message: t('auth.validation.captchaRequired') },
      { min: ACCOUNT_LIMITS.captchaMinLength, max: ACCOUNT_LIMITS.captchaMaxLength, message: t('auth.validation.captchaLength') },
    ] satisfies FormRule[],
  };
}
