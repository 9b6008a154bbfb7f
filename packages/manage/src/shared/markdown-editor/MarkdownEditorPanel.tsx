import { useRef, useState } from 'react';
import { Button, Col, Input, Row, Space, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { FileAddOutlined, PictureOutlined } from '@ant-design/icons';
import { hasAdminRole, selectRoleList } from '@oj/api-client/core';
import type { MdUploadResultDto } from '@oj/contracts';
import { useShellSelector } from '@oj/app-shell';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { Markdown, useFeedback } from '@oj/ui';
import { useUpload } from '../upload';
import type { SendUploadOptions } from '../upload';
import { insertAt, uploadSnippet } from './insert.ts';
import { acceptOf, refuseMdUpload } from './md-upload.ts';
import type { MarkdownEditorProps } from './props.ts';
import { usePreviewTrust } from './trust.ts';

type UploadKind = 'image' | 'file';

const UPLOAD_PATHS: Readonly<Record<UploadKind, { path: string; field: string }>> = {
  image: { path: 'file/upload-md-img', field: 'image' },
  file: { path: 'file/upload-md-file', field: 'file' },
};

/**
 * Markdown source on the left, its preview on the right, drawn by the user app's renderer
 * (`Markdown` of @oj/ui: KaTeX, highlight.js, DOMPurify; trusted as admin text in the back office, as a user's
 * where `ManageScope` hosts the editor, `trust.ts`), so what the admin
 * sees is what users get. Admin roles may upload images and files into the text (spec 03 §2.18).
 */
export function MarkdownEditorPanel({
  value,
  onChange,
  onBlur,
  label,
  id,
  rows = 8,
  gid,
  status,
  createXhr,
}: MarkdownEditorProps & { createXhr?: SendUploadOptions['createXhr'] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const trust = usePreviewTrust();
  const { message } = useFeedback();
  const canUpload = hasAdminRole(useShellSelector(selectRoleList));
  const textarea = useRef<TextAreaRef>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<UploadKind>('image');
  const upload = useUpload<MdUploadResultDto>(createXhr);

  const pick = (next: UploadKind) => {
    setKind(next);
    if (picker.current) {
      picker.current.accept = acceptOf(next);
      picker.current.click();
    }
  };

  const onFile = async (file: File) => {
    const refused = refuseMdUpload(kind, file);
    if (refused) {
      void message.warning(t(refused === 'type' ? 'markdownEditor.fileTypeNotSupported' : 'markdownEditor.exceedMaxSize'));
      return;
    }
    const { path, field } = UPLOAD_PATHS[kind];
    const outcome = await upload.start({ path, field, file, query: { gid } });
    if (!outcome.ok) {
      if (outcome.failure.kind !== 'cancelled') void message.error(outcome.failure.msg || t('markdownEditor.uploadFailed'));
      return;
    }
    const element = textarea.current?.resizableTextArea?.textArea;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    onChange(insertAt(value, start, end, uploadSnippet(kind, file.name, outcome.data.link)).text);
    void message.success(t('markdownEditor.uploaded'));
  };

  const uploading = upload.state.status === 'uploading';
  return (
    <div data-testid={id ? `md-${id}` : undefined}>
      {canUpload && (
        <Space style={{ marginBottom: 8 }}>
          <Button
            size="small"
            icon={<PictureOutlined />}
            loading={uploading && kind === 'image'}
            disabled={uploading}
            onClick={() => {
              pick('image');
            }}
          >
            {t('markdownEditor.uploadImage')}
          </Button>
          <Button
            size="small"
            icon={<FileAddOutlined />}
            loading={uploading && kind === 'file'}
            disabled={uploading}
            onClick={() => {
              pick('file');
            }}
          >
            {t('markdownEditor.uploadFile')}
          </Button>
          <input
            ref={picker}
            type="file"
            aria-label={t(kind === 'image' ? 'markdownEditor.uploadImage' : 'markdownEditor.uploadFile')}
            style={{ display: 'none' }}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void onFile(file);
            }}
          />
        </Space>
      )}
      <Row gutter={12}>
        <Col xs={24} lg={12}>
          <Input.TextArea
            ref={textarea}
            id={id}
            aria-label={label}
            value={value}
            status={status}
            rows={rows}
            onChange={(event) => {
              onChange(event.target.value);
            }}
            onBlur={onBlur}
            style={{ fontFamily: 'monospace' }}
          />
        </Col>
        <Col xs={24} lg={12}>
          <section
            aria-label={t('markdownEditor.previewLabel', { label })}
            style={{ border: '1px solid rgba(0,0,0,0.15)', borderRadius: 6, padding: '4px 11px', minHeight: rows * 22, maxHeight: 480, overflow: 'auto' }}
          >
            {value.trim() === '' ? (
              <Typography.Text type="secondary">{t('markdownEditor.empty')}</Typography.Text>
            ) : (
              <Markdown text={value} trust={trust} data-testid={id ? `md-preview-${id}` : 'md-preview'} />
            )}
          </section>
        </Col>
      </Row>
    </div>
  );
}
