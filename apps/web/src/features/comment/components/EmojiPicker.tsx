import { useState } from 'react';
import { SmileOutlined } from '@ant-design/icons';
import { Button, Popover, Tooltip } from 'antd';
import { useTranslation } from '@oj/i18n';
import { EMOJI } from '../emoji.ts';

/** A button opening a grid of the built-in emoji; a click hands one over and closes the grid. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const grid = (
    <div
      role="listbox"
      aria-label={t('comment.toolbar.emoji')}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(8, 32px)', gap: 2 }}
      data-testid="emoji-grid"
    >
      {EMOJI.map((emoji) => (
        <Button
          key={emoji}
          type="text"
          size="small"
          role="option"
          aria-selected={false}
          aria-label={emoji}
          style={{ fontSize: 18, padding: 0, width: 32, height: 32 }}
          onClick={() => {
            onPick(emoji);
            setOpen(false);
          }}
        >
          {emoji}
        </Button>
      ))}
    </div>
  );
  return (
    <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft">
      <Tooltip title={t('comment.toolbar.emoji')}>
        <Button type="text" size="small" icon={<SmileOutlined />} aria-label={t('comment.toolbar.emoji')} data-testid="emoji-button" />
      </Tooltip>
    </Popover>
  );
}
