import { Modal } from 'antd';
import { useTranslation } from '@oj/i18n';
import { useShellDispatch } from '@oj/app-shell';
import { useSiteConfig } from '@/hooks/use-site-config.ts';
import { authDialogClosed, selectAuthDialogMode, selectAuthDialogOpen, useAuthUiSelector } from '../auth-slice.ts';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { ResetForm } from './ResetForm.tsx';

/** Width of the sign-in dialog (spec 01 §2). */
export const AUTH_DIALOG_WIDTH_PX = 370;

/** Login, Register and Reset password in one modal, not closable by clicking outside (spec 01 §2). */
export function AuthDialog() {
  const { t } = useTranslation();
  const dispatch = useShellDispatch();
  const open = useAuthUiSelector(selectAuthDialogOpen);
  const mode = useAuthUiSelector(selectAuthDialogMode);
  const { config } = useSiteConfig();
  return (
    <Modal
      open={open}
      width={AUTH_DIALOG_WIDTH_PX}
      mask={{ closable: false }}
      footer={null}
      destroyOnHidden
      title={t('auth.dialogTitle', { dialog: t(`auth.modes.${mode}`), site: config.shortName || 'OJ' })}
      onCancel={() => dispatch(authDialogClosed())}
    >
      {mode === 'login' ? <LoginForm /> : mode === 'register' ? <RegisterForm /> : <ResetForm />}
    </Modal>
  );
}
