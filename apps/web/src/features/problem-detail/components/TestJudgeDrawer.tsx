import { useState } from 'react';
import { Alert, Button, Drawer, Input, Space, theme } from 'antd';
import { TEST_INPUT_MAX_LENGTH } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { VerdictTag } from '@oj/ui';
import { formatMemoryKb, formatTimeMs } from '@/lib/format.ts';
import type { useTestJudge } from '../hooks/use-test-judge.ts';

/** Props of TestJudgeDrawer. */
export interface TestJudgeDrawerProps {
  open: boolean;
  onClose: () => void;
  samples: readonly { input: string; output: string }[];
  testJudge: ReturnType<typeof useTestJudge>;
  /** Checks login and code, then starts the run; false when refused. */
  onRun: (input: string, expectedOutput: string) => void;
  mobile: boolean;
}

function Output({ label, text, testId }: { label: string; text: string; testId: string }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginTop: 8 }}>
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{label}</div>
      <pre
        data-testid={testId}
        style={{
          margin: 0,
          padding: 8,
          maxHeight: 220,
          overflow: 'auto',
          background: token.colorFillQuaternary,
          borderRadius: 4,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        {text}
      </pre>
    </div>
  );
}

/** The online test drawer (spec 01 §2): custom input (at most 1000 characters), optional expected output, the run's result. */
export function TestJudgeDrawer({ open, onClose, samples, testJudge, onRun, mobile }: TestJudgeDrawerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState(samples[0]?.input ?? '');
  const [expected, setExpected] = useState(samples[0]?.output ?? '');
  const { result, running } = testJudge;
  const compared = result && expected.trim() !== '' && result.userOutput !== null;

  return (
    <Drawer
      title={t('testJudge.title')}
      open={open}
      onClose={onClose}
      placement={mobile ? 'bottom' : 'right'}
      size={mobile ? 560 : 480}
      data-testid="test-judge-drawer"
      extra={
        <Button
          type="primary"
          loading={running}
          onClick={() => {
            onRun(input, expected);
          }}
          data-testid="test-run"
        >
          {running ? t('testJudge.running') : t('testJudge.run')}
        </Button>
      }
    >
      {samples.length > 0 ? (
        <Space wrap style={{ marginBottom: 8 }}>
          {samples.map((sample, index) => (
            <Button
              key={index}
              size="small"
              onClick={() => {
                setInput(sample.input);
                setExpected(sample.output);
              }}
            >
              {t('testJudge.fillSample', { index: index + 1 })}
            </Button>
          ))}
        </Space>
      ) : null}
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{t('testJudge.input')}</div>
      <Input.TextArea
        value={input}
        onChange={(event) => {
          setInput(event.target.value);
        }}
        autoSize={{ minRows: 4, maxRows: 10 }}
        maxLength={TEST_INPUT_MAX_LENGTH}
        showCount
        placeholder={t('testJudge.inputPlaceholder')}
        data-testid="test-input"
        style={{ fontFamily: 'monospace' }}
      />
      <div style={{ fontWeight: 600, margin: '16px 0 4px' }}>{t('testJudge.expectedOutput')}</div>
      <Input.TextArea
        value={expected}
        onChange={(event) => {
          setExpected(event.target.value);
        }}
        autoSize={{ minRows: 2, maxRows: 8 }}
        data-testid="test-expected"
        style={{ fontFamily: 'monospace' }}
      />
      {result ? (
        <div style={{ marginTop: 16 }} data-testid="test-result" data-status={result.status}>
          <Space wrap>
            <span>{t('testJudge.status')}:</span>
            <VerdictTag status={result.status} />
            <span>
              {t('editor.time')}: {formatTimeMs(result.time)}
            </span>
            <span>
              {t('editor.memory')}: {formatMemoryKb(result.memory)}
            </span>
          </Space>
          {compared ? (
            <Alert
              style={{ marginTop: 8 }}
              type={result.status === 0 ? 'success' : 'warning'}
              title={result.status === 0 ? t('testJudge.matches') : t('testJudge.differs')}
              showIcon
            />
          ) : null}
          {result.userOutput !== null ? <Output label={t('testJudge.output')} text={result.userOutput} testId="test-output" /> : null}
          {result.stderr ? <Output label={t('testJudge.stderr')} text={result.stderr} testId="test-stderr" /> : null}
        </div>
      ) : null}
    </Drawer>
  );
}
