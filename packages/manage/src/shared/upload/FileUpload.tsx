import { useRef } from 'react';
import type { ChangeEvent } from 'react';
import { Alert, Button, Progress, Space } from 'antd';
import { StopOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { useUpload } from './use-upload.ts';
import type { UploadFailure, SendUploadOptions, UploadRequest } from './xhr-upload.ts';

/** Props of FileUpload. */
export interface FileUploadProps<T> {
  /** The button's text, also the file input's accessible name. */
  label: string;
  accept?: string;
  disabled?: boolean;
  /** Builds the request for the chosen file. */
  request: (file: File) => UploadRequest;
  onUploaded: (data: T, file: File) => void;
  /** Shown when the server gave no message (e.g. 'Upload Testcase Failed'). */
  failureText: string;
  /** Toast on success (e.g. 'Upload Testcase Successfully'); none when absent. */
  successText?: string;
  /** Tests pass a fake XMLHttpRequest. */
  createXhr?: SendUploadOptions['createXhr'];
  testId?: string;
}

/**
 * Picks a file and uploads it with a progress bar and a cancel button. A refused upload shows the
 * server's message (spec 03 §5 "Test-case upload": the server msg, then the upload state resets).
 */
export function FileUpload<T>({ label, accept, disabled, request, onUploaded, failureText, successText, createXhr, testId }: FileUploadProps<T>) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const upload = useUpload<T>(createXhr);
  const input = useRef<HTMLInputElement>(null);
  const { state } = upload;

  const failureMessage = (failure: UploadFailure): string => {
    if (failure.msg) return failure.msg;
    return failure.kind === 'network' ? t('upload.network') : failureText;
  };

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    const outcome = await upload.start(request(file));
    if (outcome.ok) {
      if (successText) void message.success(successText);
      onUploaded(outcome.data, file);
    } else if (outcome.failure.kind === 'cancelled') {
      void message.info(t('upload.cancelled'));
    } else {
      void message.error(failureMessage(outcome.failure));
    }
  };

  const failed = state.status === 'failed' ? state.failure : null;
  const uploading = state.status === 'uploading';

  return (
    <div data-testid={testId}>
      <Space wrap>
        <input
          ref={input}
          type="file"
          accept={accept}
          aria-label={label}
          style={{ display: 'none' }}
          onChange={(event) => void onPick(event)}
          data-testid={testId ? `${testId}-input` : undefined}
        />
        <Button icon={<UploadOutlined />} disabled={disabled || uploading} onClick={() => input.current?.click()}>
          {label}
        </Button>
        {uploading && (
          <Button icon={<StopOutlined />} danger onClick={upload.cancel}>
            {t('upload.cancel')}
          </Button>
        )}
      </Space>
      {uploading && (
        <div style={{ marginTop: 8, maxWidth: 480 }}>
          <div>{t('upload.uploading', { name: state.fileName })}</div>
          <div
            role="progressbar"
            aria-label={t('upload.progress', { name: state.fileName })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.percent}
          >
            <Progress percent={state.percent} status="active" />
          </div>
        </div>
      )}
      {failed && failed.kind !== 'cancelled' && (
        <Alert
          style={{ marginTop: 8 }}
          type="error"
          showIcon
          role="alert"
          data-testid={testId ? `${testId}-error` : undefined}
          title={failureMessage(failed)}
          closable={{ onClose: upload.reset }}
        />
      )}
    </div>
  );
}
