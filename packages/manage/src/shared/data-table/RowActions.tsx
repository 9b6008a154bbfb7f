import type { ReactNode } from 'react';
import { Button, Popconfirm, Tooltip } from 'antd';
import type { ButtonProps } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from '@oj/i18n';

/** The accessible name of a row's icon button: the action, then the row it acts on. */
const nameOf = (label: string, subject: string | undefined) => (subject === undefined ? label : `${label} ${subject}`);

/** Props of RowAction. */
export interface RowActionProps extends Omit<ButtonProps, 'size' | 'icon' | 'onClick' | 'aria-label' | 'title' | 'children'> {
  /** What the action does: the tooltip, and the start of the button's accessible name. */
  label: string;
  /** The row it acts on (a title, an id), ending the accessible name. */
  subject?: string;
  icon: ReactNode;
  /** Runs on click, or once confirmed when `confirm` asks first. */
  onClick?: () => void;
  /** A question asked first (Confirm / Cancel). */
  confirm?: string;
  /** False: no tooltip, the accessible name alone. */
  tooltip?: boolean;
}

/** A row's small icon button with its label as tooltip and accessible name, optionally confirmed first. */
export function RowAction({ label, subject, icon, onClick, confirm, tooltip = true, ...button }: RowActionProps) {
  const { t } = useTranslation();
  const plain = <Button {...button} size="small" icon={icon} onClick={confirm === undefined ? onClick : undefined} aria-label={nameOf(label, subject)} />;
  const shown = tooltip ? <Tooltip title={label}>{plain}</Tooltip> : plain;
  if (confirm === undefined) return shown;
  return (
    <Popconfirm title={confirm} okText={t('common.confirm')} cancelText={t('common.cancel')} onConfirm={onClick}>
      {shown}
    </Popconfirm>
  );
}

/** Props of DeleteAction. */
export interface DeleteActionProps {
  /** The question the confirmation asks. */
  confirm: string;
  /** The row it deletes, ending the button's accessible name. */
  subject?: string;
  /** The start of the accessible name; "Delete" when absent. */
  label?: string;
  onConfirm: () => void;
}

/** A row's delete icon button, asking first with a danger "Delete" (spec 03 §8: deletes are confirmed). */
export function DeleteAction({ confirm, subject, label, onConfirm }: DeleteActionProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm title={confirm} okText={t('common.delete')} cancelText={t('common.cancel')} okButtonProps={{ danger: true }} onConfirm={onConfirm}>
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={nameOf(label ?? t('common.delete'), subject)} />
    </Popconfirm>
  );
}
