import { CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from './feedback.tsx';

/** Copies text to the clipboard; the execCommand fallback covers insecure (http) origins. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    // Deprecated, but the only way without the async clipboard API.
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- fallback for http origins, where navigator.clipboard is absent
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Props of CopyButton. */
export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  text: string | (() => string);
  label?: string;
}

/** A button that copies text and says "Copied successfully" or "Copied failed" (spec 01 §8). */
export function CopyButton({ text, label, ...rest }: CopyButtonProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const onClick = async () => {
    const ok = await copyText(typeof text === 'function' ? text() : text);
    if (ok) void message.success(t('common.copySuccess'));
    else void message.error(t('common.copyFailed'));
  };
  return (
    <Button icon={<CopyOutlined />} size="small" {...rest} onClick={() => void onClick()}>
      {label ?? t('ui.copy')}
    </Button>
  );
}
