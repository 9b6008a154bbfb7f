import { Button, Modal, Typography } from 'antd';
import type { LessonItemDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { isSiteLink } from '../links.ts';

/** Dialog widths (spec 02 §2): the video player 65 % of the window, the document frame 70 %. */
const VIDEO_WIDTH = '65%';
const DOCUMENT_WIDTH = '70%';

function Player({ item }: { item: LessonItemDto }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useMediaCaption: the site's lesson videos come without caption files.
    <video src={item.url} controls preload="metadata" style={{ width: '100%', maxHeight: '70vh', background: '#000' }} data-testid="lesson-video">
      {t('lesson.noVideo')}
    </video>
  );
}

function DocumentFrame({ item }: { item: LessonItemDto }) {
  const { t } = useTranslation();
  if (!isSiteLink(item.url)) {
    return (
      <Typography.Paragraph data-testid="lesson-outside">
        {t('lesson.outside')}{' '}
        <a href={item.url} target="_blank" rel="noopener noreferrer">
          {t('lesson.openInNewTab')}
        </a>
      </Typography.Paragraph>
    );
  }
  return <iframe src={item.url} title={item.title} style={{ width: '100%', height: '75vh', border: 0 }} data-testid="lesson-frame" />;
}

/**
 * A lesson material in a dialog: a video in the player, a PDF or slides in a frame. Neither dialog
 * closes on an outside click or Escape (spec 02 §2): only its close button closes it, so a video
 * is not lost by a stray click.
 */
export function LessonItemDialog({ item, onClose }: { item: LessonItemDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={item !== null}
      title={item?.title}
      width={item?.isNotVideo ? DOCUMENT_WIDTH : VIDEO_WIDTH}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      onCancel={onClose}
      closable={{ 'aria-label': t('lesson.close') }}
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          {item ? (
            <a href={item.url} target="_blank" rel="noopener noreferrer">
              {t('lesson.openInNewTab')}
            </a>
          ) : (
            <span />
          )}
          <Button onClick={onClose} data-testid="lesson-dialog-close">
            {t('lesson.close')}
          </Button>
        </div>
      }
      data-testid={item?.isNotVideo ? 'lesson-document-dialog' : 'lesson-video-dialog'}
    >
      {item ? item.isNotVideo ? <DocumentFrame item={item} /> : <Player item={item} /> : null}
    </Modal>
  );
}
