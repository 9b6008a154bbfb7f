import { SyncOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from '@oj/i18n';
import { verdictDisplay } from './verdict.ts';

/** Props of VerdictTag. */
export interface VerdictTagProps {
  /** Verdict code of spec 01 §3. */
  status: number;
  /** Show the short name (AC, WA...) with the full name as tooltip. */
  short?: boolean;
}

/** A coloured tag with the translated verdict name; in-progress verdicts spin. */
export function VerdictTag({ status, short = false }: VerdictTagProps) {
  const { t } = useTranslation();
  const display = verdictDisplay(status);
  const name = display.nameKey ? t(display.nameKey) : display.short;
  const tag = (
    <Tag color={display.color} icon={display.inProgress ? <SyncOutlined spin /> : undefined} data-verdict={status}>
      {short ? display.short : name}
    </Tag>
  );
  return short ? <Tooltip title={name}>{tag}</Tooltip> : tag;
}
