import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import { useTranslation } from '@oj/i18n';
import type { CodeCountdownKind } from '../auth-slice.ts';
import { useCodeCountdown } from '../hooks/use-code-countdown.ts';

/** Props of SendCodeButton. */
export interface SendCodeButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  kind: CodeCountdownKind;
  label: string;
  /** Sends the code; resolves true when sent, which starts the countdown. */
  onSend: () => Promise<boolean>;
}

/** A send-code button that counts down after a successful send (register 60 s, reset 90 s). */
export function SendCodeButton({ kind, label, onSend, loading, ...rest }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { secondsLeft, start } = useCodeCountdown(kind);
  const waiting = secondsLeft > 0;
  const onClick = async () => {
    if (await onSend()) start();
  };
  return (
    <Button {...rest} loading={loading} disabled={waiting || rest.disabled} onClick={() => void onClick()} data-testid={`send-code-${kind}`}>
      {waiting ? t('auth.actions.resendIn', { seconds: secondsLeft }) : label}
    </Button>
  );
}
