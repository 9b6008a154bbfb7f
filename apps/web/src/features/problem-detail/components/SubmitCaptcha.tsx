import { useState } from 'react';
import { Button, Input, theme } from 'antd';
import { useGetCaptchaQuery } from '@oj/api-client/account';
import { useTranslation } from '@oj/i18n';
import type { CaptchaAnswer } from '../hooks/use-submit.ts';

/** Props of SubmitCaptcha. */
export interface SubmitCaptchaProps {
  /** Why the server asked (its localised msg: too fast, or a wrong or expired answer); '' = the generic hint. */
  message?: string;
  submitting: boolean;
  onAnswer: (answer: CaptchaAnswer) => void;
  onCancel: () => void;
}

/**
 * The captcha a too-fast submission must pass (spec 01 §5): a fresh image on every mount (the page
 * remounts it after a wrong answer), a click on the image for another one, the answer, and a
 * button that submits again with it.
 */
export function SubmitCaptcha({ message, submitting, onAnswer, onCancel }: SubmitCaptchaProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { data: captcha, refetch } = useGetCaptchaQuery(undefined, { refetchOnMountOrArgChange: true });
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState(false);

  const send = () => {
    if (!captcha) return;
    if (answer.trim() === '') {
      setMissing(true);
      return;
    }
    onAnswer({ captcha: answer.trim(), captchaKey: captcha.captchaKey });
  };

  const reason = message || t('editor.captchaHint');
  return (
    <div
      role="group"
      aria-label={t('editor.captchaHint')}
      data-testid="submit-captcha"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 8,
        padding: 8,
        borderRadius: token.borderRadius,
        border: `1px solid ${token.colorWarningBorder}`,
        background: token.colorWarningBg,
      }}
    >
      {/* Remounted with each refusal, so a wrong answer's reason is announced and stays visible. */}
      <span role="alert" style={{ width: '100%' }} data-testid="submit-captcha-reason">
        {reason}
      </span>
      {/* The image is 120 × 40; the button's 1 px border goes around it. */}
      <Button
        onClick={() => void refetch()}
        title={t('editor.captchaImage')}
        style={{ padding: 0, width: 122, height: 42, overflow: 'hidden' }}
        data-testid="submit-captcha-image"
      >
        {captcha?.img ? (
          <img src={captcha.img} alt={t('editor.captchaImage')} style={{ display: 'block', width: 120, height: 40 }} />
        ) : (
          t('editor.captchaImage')
        )}
      </Button>
      <Input
        value={answer}
        maxLength={8}
        style={{ flex: '1 1 150px', minWidth: 0, maxWidth: 240 }}
        placeholder={t('editor.captchaAnswer')}
        aria-label={t('editor.captchaAnswer')}
        status={missing ? 'error' : undefined}
        onChange={(event) => {
          setAnswer(event.target.value);
          setMissing(false);
        }}
        onPressEnter={send}
        data-testid="submit-captcha-answer"
      />
      <Button type="primary" loading={submitting} disabled={!captcha} onClick={send} data-testid="submit-captcha-send">
        {t('editor.captchaSend')}
      </Button>
      <Button onClick={onCancel}>{t('editor.captchaCancel')}</Button>
      {missing ? (
        <span role="alert" style={{ width: '100%', color: token.colorError }}>
          {t('editor.captchaMissing')}
        </span>
      ) : null}
    </div>
  );
}
