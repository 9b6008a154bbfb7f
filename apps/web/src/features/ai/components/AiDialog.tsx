import { LoadingOutlined, RedoOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Modal, Space, theme } from 'antd';
import type { AiKind } from '@oj/api-client/ai-stream';
import { useTranslation } from '@oj/i18n';
import { CopyButton, Markdown } from '@oj/ui';
import { useAiAnswer } from '../hooks/use-ai-answer.ts';
import type { AiRequest } from '../rules.ts';

const TITLE_KEYS = {
  'explain-problem': 'ai.titles.explainProblem',
  'explain-ce': 'ai.titles.explainCompileError',
  'provide-idea': 'ai.titles.provideIdea',
  'perfect-code': 'ai.titles.perfectCode',
} as const satisfies Record<AiKind, string>;

/** Props of AiDialog. */
export interface AiDialogProps {
  request: AiRequest;
  onClose: () => void;
  /** The session ended (401): the page asks the user to sign in again. */
  onUnauthorized: () => void;
}

/**
 * The answer of an AI helper (spec 01 §2, §7), rendered as markdown while it streams in, with
 * Stop, Retry and Copy. Loaded on opening (see LazyAiDialog), so pages do not carry it.
 */
export function AiDialog({ request, onClose, onUnauthorized }: AiDialogProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const answer = useAiAnswer(request, onUnauthorized);
  const streaming = answer.phase === 'streaming';

  const footer = (
    <Space wrap>
      {streaming ? (
        <Button icon={<StopOutlined />} onClick={answer.stop} data-testid="ai-stop">
          {t('ai.stop')}
        </Button>
      ) : (
        <Button icon={<RedoOutlined />} onClick={answer.retry} data-testid="ai-retry">
          {t('ai.retry')}
        </Button>
      )}
      <CopyButton size="middle" text={answer.text} disabled={answer.text === ''} data-testid="ai-copy" />
      <Button type="primary" onClick={onClose} data-testid="ai-close">
        {t('common.close')}
      </Button>
    </Space>
  );

  // Plain elements rather than Alert, Spin or Typography: the dialog is reached from two pages,
  // and every antd part it shares with only one of them is split into a chunk of its own.
  const secondary = { color: token.colorTextSecondary, margin: '8px 0 0' };
  return (
    <Modal open onCancel={onClose} title={t(TITLE_KEYS[request.kind])} footer={footer} width={760} destroyOnHidden>
      <div data-testid="ai-dialog" data-phase={answer.phase} aria-live="polite" style={{ minHeight: 120, maxHeight: '60vh', overflowY: 'auto' }}>
        {answer.text !== '' ? <Markdown text={answer.text} progressive data-testid="ai-answer" /> : null}
        {streaming ? (
          <p style={secondary} data-testid={answer.text === '' ? 'ai-thinking' : undefined}>
            <LoadingOutlined /> {answer.text === '' ? t('ai.thinking') : null}
          </p>
        ) : null}
        {answer.phase === 'stopped' ? (
          <p style={secondary} data-testid="ai-stopped">
            {t('ai.stopped')}
          </p>
        ) : null}
        {answer.phase === 'done' && answer.text.trim() === '' ? <p style={secondary}>{t('ai.empty')}</p> : null}
        {answer.error ? (
          <div
            role="alert"
            style={{
              marginTop: 8,
              padding: '8px 12px',
              border: `1px solid ${token.colorErrorBorder}`,
              borderRadius: token.borderRadiusLG,
              background: token.colorErrorBg,
            }}
            data-testid="ai-error"
          >
            <div style={{ color: token.colorError, fontWeight: 500 }}>{t('ai.failed')}</div>
            <div>{answer.error.msg || t(answer.error.messageKey)}</div>
          </div>
        ) : null}
      </div>
      <p style={{ ...secondary, fontSize: 12 }}>{t('ai.disclaimer')}</p>
    </Modal>
  );
}
