import { useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import { RotateLeftOutlined, RotateRightOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Modal, Popconfirm, Slider, Space } from 'antd';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import {
  AVATAR_EXTENSIONS,
  AVATAR_SIZE_PX,
  MAX_ZOOM,
  MIN_ZOOM,
  avatarFileProblem,
  clampView,
  initialView,
  sourceRect,
  turnedSize,
  zoomView,
} from '@/lib/avatar-crop.ts';
import type { CropView } from '@/lib/avatar-crop.ts';

/** What the crop view draws from: the chosen image, or a turned copy of it on a canvas. */
interface CropSource {
  source: CanvasImageSource;
  width: number;
  height: number;
}

type Stage = { kind: 'none' } | { kind: 'crop'; image: CropSource; url: string } | { kind: 'preview'; blob: Blob; url: string };

/** The source turned a quarter turn (1 clockwise, -1 anticlockwise), drawn on a new canvas. */
function turned(image: CropSource, direction: 1 | -1): CropSource {
  const size = turnedSize(image.width, image.height, 1);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return image;
  context.translate(size.width / 2, size.height / 2);
  context.rotate((direction * Math.PI) / 2);
  context.drawImage(image.source, -image.width / 2, -image.height / 2);
  return { source: canvas, width: size.width, height: size.height };
}

function draw(canvas: HTMLCanvasElement | null, image: CropSource, view: CropView): void {
  const context = canvas?.getContext('2d');
  if (!canvas || !context) return;
  const { sx, sy, size } = sourceRect(view);
  context.clearRect(0, 0, AVATAR_SIZE_PX, AVATAR_SIZE_PX);
  context.drawImage(image.source, sx, sy, size, size, 0, 0, AVATAR_SIZE_PX, AVATAR_SIZE_PX);
}

/** What the editor is given: the current image, and the upload of a cropped PNG (true when it succeeded). */
export interface AvatarEditorProps {
  avatar: string | null | undefined;
  upload: (image: Blob, fileName: string) => Promise<boolean>;
  uploading: boolean;
  /** Shown when there is no image yet (a user's icon by default). */
  placeholder?: ReactNode;
}

/**
 * An avatar change, shared by the user settings (spec 01 §4) and the group setting (spec 03 §2.7):
 * choose an image (or drop it on the box), crop it to a 200 × 200 square on a canvas (drag to move, slider
 * to zoom, rotate left and right; cancelling asks first), confirm into a preview, upload as PNG, back to no image.
 */
export function AvatarEditor({ avatar, upload, uploading, placeholder }: AvatarEditorProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const isLoading = uploading;
  const [stage, setStage] = useState<Stage>({ kind: 'none' });
  const [view, setView] = useState<CropView | null>(null);
  const [zoom, setZoom] = useState(1);
  const canvas = useRef<HTMLCanvasElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (stage.kind === 'crop' && view) draw(canvas.current, stage.image, view);
  }, [stage, view]);
  useEffect(
    () => () => {
      if (stage.kind !== 'none') URL.revokeObjectURL(stage.url);
    },
    [stage],
  );

  const reset = () => {
    setStage({ kind: 'none' });
    setView(null);
    setZoom(1);
    if (input.current) input.current.value = '';
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      void message.error(problem === 'type' ? t('setting.fileTypeNotSupported') : t('setting.fileTooLarge'));
      if (input.current) input.current.value = '';
      return;
    }
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      setView(initialView(image.naturalWidth, image.naturalHeight));
      setZoom(1);
      setStage({ kind: 'crop', image: { source: image, width: image.naturalWidth, height: image.naturalHeight }, url });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      void message.error(t('setting.fileTypeNotSupported'));
    };
    image.src = url;
  };

  const onDrag = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (stage.kind !== 'crop' || !view) return;
    const { image } = stage;
    const startX = event.clientX;
    const startY = event.clientY;
    const origin = view;
    const move = (next: PointerEvent) => {
      setView(clampView({ ...origin, x: origin.x + next.clientX - startX, y: origin.y + next.clientY - startY }, image.width, image.height));
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  const rotate = (direction: 1 | -1) => {
    if (stage.kind !== 'crop') return;
    const image = turned(stage.image, direction);
    setView(initialView(image.width, image.height));
    setZoom(1);
    setStage({ ...stage, image });
  };

  const confirmCrop = () => {
    canvas.current?.toBlob((blob) => {
      if (blob) setStage({ kind: 'preview', blob, url: URL.createObjectURL(blob) });
    }, 'image/png');
  };

  const send = async () => {
    if (stage.kind !== 'preview') return;
    if (!(await upload(stage.blob, 'avatar.png'))) return;
    void message.success(t('setting.avatarUploaded'));
    reset();
  };

  return (
    <div
      data-testid="avatar-editor"
      onDragOver={(event) => {
        event.preventDefault();
      }}
      onDrop={(event) => {
        event.preventDefault();
        onFile(event.dataTransfer.files[0]);
      }}
    >
      <Space align="center" size={16} wrap>
        <Avatar size={80} src={avatar ?? undefined} icon={avatar ? undefined : (placeholder ?? <UserOutlined />)} alt="" />
        <div>
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} data-testid="avatar-choose">
            {t('setting.chooseImage')}
          </Button>
          <div style={{ fontSize: 12, opacity: 0.65, marginTop: 4 }}>{t('setting.avatarHint')}</div>
          <input
            ref={input}
            type="file"
            hidden
            accept={AVATAR_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
            onChange={(event) => {
              onFile(event.target.files?.[0]);
            }}
            data-testid="avatar-file"
          />
        </div>
      </Space>
      {stage.kind === 'crop' && view ? (
        <div style={{ marginTop: 16 }} data-testid="avatar-crop">
          <div style={{ fontSize: 12, opacity: 0.65, marginBottom: 8 }}>{t('setting.cropHint')}</div>
          <canvas
            ref={canvas}
            width={AVATAR_SIZE_PX}
            height={AVATAR_SIZE_PX}
            onPointerDown={onDrag}
            style={{
              width: AVATAR_SIZE_PX,
              height: AVATAR_SIZE_PX,
              cursor: 'move',
              touchAction: 'none',
              borderRadius: 4,
              border: '1px dashed #999',
              display: 'block',
            }}
          />
          <div style={{ width: AVATAR_SIZE_PX, display: 'flex', alignItems: 'center', gap: 8 }}>
            <span style={{ fontSize: 12 }}>{t('setting.zoom')}</span>
            <Slider
              style={{ flex: 1 }}
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={0.05}
              value={zoom}
              onChange={(value: number) => {
                setZoom(value);
                setView(zoomView(view, value, stage.image.width, stage.image.height));
              }}
            />
          </div>
          <Space wrap>
            <Button
              icon={<RotateLeftOutlined />}
              onClick={() => {
                rotate(-1);
              }}
              aria-label={t('setting.rotateLeft')}
              data-testid="avatar-rotate-left"
            />
            <Button
              icon={<RotateRightOutlined />}
              onClick={() => {
                rotate(1);
              }}
              aria-label={t('setting.rotateRight')}
              data-testid="avatar-rotate-right"
            />
            <Popconfirm title={t('setting.cancelCropConfirm')} onConfirm={reset} okText={t('common.confirm')} cancelText={t('common.cancel')}>
              <Button data-testid="avatar-crop-cancel">{t('common.cancel')}</Button>
            </Popconfirm>
            <Button type="primary" onClick={confirmCrop} data-testid="avatar-crop-confirm">
              {t('setting.crop')}
            </Button>
          </Space>
        </div>
      ) : null}
      <Modal
        open={stage.kind === 'preview'}
        title={t('setting.preview')}
        onCancel={reset}
        onOk={() => void send()}
        okText={t('setting.upload')}
        confirmLoading={isLoading}
        width={300}
      >
        {stage.kind === 'preview' ? (
          <img
            src={stage.url}
            width={AVATAR_SIZE_PX}
            height={AVATAR_SIZE_PX}
            alt={t('setting.preview')}
            style={{ display: 'block', margin: '0 auto', borderRadius: '50%' }}
            data-testid="avatar-preview"
          />
        ) : null}
      </Modal>
    </div>
  );
}
