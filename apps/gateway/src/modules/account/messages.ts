// Every message the account module sends. Where spec 01 §8 names a text, it is used verbatim; the
// form texts match the web app's en-US strings (packages/i18n auth.validation), so client-side and
// server-side checks read the same.

/** Messages of the account calls. */
export const AccountMessage = {
  usernameRequired: 'Username is required',
  usernameMax: 'The username can be at most 20 characters',
  passwordRequired: 'Password is required',
  passwordLength: 'The password must be between 6 and 20 characters',
  oldPasswordRequired: 'The old password is required',
  newPasswordRequired: 'The new password is required',
  newPasswordLength: 'The new password must be between 6 and 20 characters',
  emailRequired: 'Email is required',
  emailFormat: 'The email format is incorrect',
  codeRequired: 'The verification code is required',
  codeLength: 'The verification code must be 6 characters',
  resetCodeRequired: 'The reset code is required',
  resetCodeInvalid: 'The reset link is invalid or has expired, please apply again',
  captchaRequired: 'Captcha is required',
  captchaLength: 'The captcha must be 1 to 8 characters',
  captchaKeyRequired: 'The captcha key is required',
  captchaWrong: 'The captcha is incorrect or has expired',
  usernameExists: 'The username already exists',
  usernameTooSimilar: 'The username differs from an existing one only by accents, case or letter width',
  emailExists: 'The email already exists',
  usernameNotExists: 'The username does not exist',
  userNotExists: 'The user does not exist',
  checkCredentials: 'Check your username or password',
  loginLocked: (minutes: number) => `Too many failed logins: login is locked for ${minutes} minute${minutes === 1 ? '' : 's'}, please try again later`,
  passwordChecksBusy: 'Too many password checks are under way for this account or network, please try again in a moment',
  accountDisabled: 'Your account has been disabled, please contact the administrator',
  notAdmin: 'This account is not an administrator',
  registerClosed: 'Registration is closed on this site',
  codeWrong: 'The verification code is incorrect or has expired',
  resendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting another email`,
  mailsFromAddressTooMany: (minutes: number) =>
    `Too many emails have been requested from your network, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  mailsSiteTooMany: (minutes: number) =>
    `Too many emails have been sent by the site this hour, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  captchasTooMany: 'Too many captchas have been requested from your network, please try again in a minute',
  mailNotConfigured: 'The email service is not configured, please contact the administrator',
  mailFailed: 'Failed to send the email, please try again later',
  oldPasswordWrong: 'The old password is incorrect',
  passwordWrong: 'The password is incorrect',
  newPasswordSame: 'The new password must be different from the old one',
  newEmailSame: 'The new email must be different from the old one',
  // Change mobile (spec 01 §5: required, well-formed, different from the old one).
  mobileRequired: 'The mobile number is required',
  mobileFormat: 'The mobile number format is incorrect',
  newMobileSame: 'The new mobile number must be different from the old one',
  mobileExists: 'The mobile number is already used by another account',
  uidOrUsernameRequired: 'uid or username is required',
  imageRequired: 'Please choose an image to upload',
  fileTypeNotSupported: 'File type not supported: only gif, jpg, jpeg, png, bmp and webp images are allowed',
  fileTooLarge: 'The file exceeds the max size limit of 2 MB',
  uploadMalformed: 'The upload is incomplete or malformed, please choose the image again',
  // Successes (spec 01 §8).
  welcomeBack: 'Welcome back',
  thanksRegistering: 'Thanks for registering, you can login now',
  codeSent: 'The verification code has been sent to your email',
  resetEmailSent: 'If an account uses this email, a password reset link has been sent to it, please check your inbox',
  passwordReset: 'Your password has been reset',
  loggedOut: 'You have logged out',
  updated: 'Update Successfully',
  avatarUploaded: 'Upload avatar successfully',
} as const;

/** How validation errors of one field read: when empty or missing, when too long/short, when malformed. */
export interface FieldMessages {
  required: string;
  length?: string;
  format?: string;
}

/** Default messages per request field; a route may override them (see `validation.ts`). */
export const FIELD_MESSAGES: Readonly<Record<string, FieldMessages>> = {
  username: { required: AccountMessage.usernameRequired, length: AccountMessage.usernameMax },
  password: { required: AccountMessage.passwordRequired, length: AccountMessage.passwordLength },
  oldPassword: { required: AccountMessage.oldPasswordRequired, length: AccountMessage.oldPasswordWrong },
  newPassword: { required: AccountMessage.newPasswordRequired, length: AccountMessage.newPasswordLength },
  email: { required: AccountMessage.emailRequired, length: AccountMessage.emailFormat, format: AccountMessage.emailFormat },
  newEmail: { required: AccountMessage.emailRequired, length: AccountMessage.emailFormat, format: AccountMessage.emailFormat },
  newMobile: { required: AccountMessage.mobileRequired, length: AccountMessage.mobileFormat, format: AccountMessage.mobileFormat },
  code: { required: AccountMessage.codeRequired, length: AccountMessage.codeLength, format: AccountMessage.codeLength },
  captcha: { required: AccountMessage.captchaRequired, length: AccountMessage.captchaLength },
  captchaKey: { required: AccountMessage.captchaKeyRequired, length: AccountMessage.captchaWrong, format: AccountMessage.captchaWrong },
  nickname: { required: 'Nickname is required', length: 'The nickname can be at most 20 characters' },
  school: { required: 'School is required', length: 'The school can be at most 100 characters' },
  course: { required: 'Course is required', length: 'The course can be at most 100 characters' },
  number: { required: 'Student number is required', length: 'The student number can be at most 50 characters' },
  realname: { required: 'Real name is required', length: 'The real name can be at most 50 characters' },
  github: { required: 'Github is required', length: 'The Github link can be at most 255 characters' },
  blog: { required: 'Blog is required', length: 'The blog link can be at most 255 characters' },
  cfUsername: { required: 'Codeforces username is required', length: 'The Codeforces username can be at most 50 characters' },
  signature: { required: 'Signature is required', length: 'The signature can be at most 10000 characters' },
  gender: { required: 'Gender is required', format: 'Gender must be male, female or secrecy' },
};
