import type { ReactNode } from 'react';
import { BugOutlined, BulbOutlined, CodeOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from '@oj/i18n';
import type { SubmissionAiKind } from '../rules.ts';

const BUTTONS = {
  'explain-ce': { label: 'ai.explainCompileError', icon: <BugOutlined /> },
  'provide-idea': { label: 'ai.provideIdea', icon: <BulbOutlined /> },
  'perfect-code': { label: 'ai.perfectCode', icon: <CodeOutlined /> },
} as const satisfies Record<SubmissionAiKind, { label: string; icon: ReactNode }>;

/** The AI helper buttons of a submission (spec 01 §2); `kinds` comes from submissionAiKinds. */
export function SubmissionAiButtons({ kinds, onAsk }: { kinds: readonly SubmissionAiKind[]; onAsk: (kind: SubmissionAiKind) => void }) {
  const { t } = useTranslation();
  return (
    <Space wrap size={4} data-testid="ai-buttons">
      {kinds.map((kind) => (
        <Button
          key={kind}
          size="small"
          icon={BUTTONS[kind].icon}
          onClick={() => {
            onAsk(kind);
          }}
          data-testid={`ai-${kind}`}
        >
          {t(BUTTONS[kind].label)}
        </Button>
      ))}
    </Space>
  );
}
