export { CAPTCHA_LENGTH, captchaText, drawCaptcha } from './draw.ts';
export { CAPTCHA_ALPHABET } from './stroke-font.ts';
export { CAPTCHA_TTL_MS, consumeCaptcha, createCaptcha, openCaptchaBucket } from './store.ts';
export type { IssuedCaptcha } from './store.ts';
