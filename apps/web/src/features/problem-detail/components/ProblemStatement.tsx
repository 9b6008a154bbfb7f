import type { ReactNode } from 'react';
import { Col, Descriptions, Row, theme } from 'antd';
import type { ProblemDetailResponseDto } from '@oj/contracts';
import { ProblemType } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ColorTag, CopyButton, DifficultyTag, Markdown } from '@oj/ui';
import type { DifficultyLevel } from '@oj/ui';
import { languageLimits } from '@/lib/format.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section style={{ marginBottom: 20 }}>
      <h3
        style={{ fontSize: 16, fontWeight: 600, color: token.colorPrimary, margin: '0 0 8px', borderLeft: `3px solid ${token.colorPrimary}`, paddingLeft: 8 }}
      >
        {title}
      </h3>
      {children}
    </section>
  );
}

function SampleBox({ label, text, testId }: { label: string; text: string; testId: string }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: 8 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 4 }}>
        <span style={{ fontWeight: 600 }}>{label}</span>
        <CopyButton text={text} type="text" />
      </div>
      <pre
        data-testid={testId}
        style={{
          margin: 0,
          padding: '8px 12px',
          background: token.colorFillQuaternary,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: 4,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
          fontSize: 13,
          maxHeight: 300,
          overflow: 'auto',
        }}
      >
        {text}
      </pre>
    </div>
  );
}

/** Props of ProblemStatement. */
export interface ProblemStatementProps {
  detail: ProblemDetailResponseDto;
  difficulties: readonly DifficultyLevel[];
  /** Links and switches shown next to the title (statistics, discussion, focus mode). */
  actions?: ReactNode;
  /** Replaces "problemId title" (a contest shows its display id and title). */
  heading?: string | undefined;
}

/** The statement: title, limits, tags, markdown sections with formulas, samples with copy (spec 01 §2). */
export function ProblemStatement({ detail, difficulties, actions, heading }: ProblemStatementProps) {
  const { t } = useTranslation();
  const { problem, tags } = detail;
  // Main-bank statements are written in the back office by admin roles and render as they always
  // have; a group's problems are written by its own admins (spec 03) and render strictly.
  const trust = problem.gid === null ? 'admin' : 'user';
  const hidesLimits = problem.type === ProblemType.Hidden;
  const time = languageLimits(problem.timeLimit, problem.isRemote);
  const memory = languageLimits(problem.memoryLimit, problem.isRemote);
  const others = t('problemDetail.otherLanguages');
  const limitText = (limit: { native: number; others: number | null }, unit: string) =>
    limit.others === null ? `${limit.native} ${unit}` : `C/C++ ${limit.native} ${unit}, ${others} ${limit.others} ${unit}`;

  return (
    <article data-testid="problem-statement" style={{ padding: '4px 4px 16px' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
        <h2 style={{ margin: 0, fontSize: 22, fontWeight: 600 }} data-testid="problem-title">
          {heading ?? `${problem.problemId} ${problem.title}`}
        </h2>
        {actions}
      </div>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 2 }} style={{ margin: '12px 0' }}>
        {hidesLimits ? null : <Descriptions.Item label={t('problemDetail.timeLimit')}>{limitText(time, 'ms')}</Descriptions.Item>}
        {hidesLimits ? null : <Descriptions.Item label={t('problemDetail.memoryLimit')}>{limitText(memory, 'MB')}</Descriptions.Item>}
        <Descriptions.Item label={t('problem.level')}>
          <DifficultyTag difficulty={problem.difficulty} levels={difficulties} />
        </Descriptions.Item>
        <Descriptions.Item label={t('problemDetail.type')}>
          {problem.type === ProblemType.Oi ? t('problemDetail.typeOi') : t('problemDetail.typeAcm')}
        </Descriptions.Item>
        <Descriptions.Item label={t('problemDetail.ioMode')}>
          {problem.isFileIO
            ? t('problemDetail.fileIo', { input: problem.ioReadFileName ?? '', output: problem.ioWriteFileName ?? '' })
            : t('problemDetail.standardIo')}
        </Descriptions.Item>
        {problem.author ? <Descriptions.Item label={t('problemDetail.author')}>{problem.author}</Descriptions.Item> : null}
      </Descriptions>
      {tags.length > 0 ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginBottom: 16 }} data-testid="problem-tags">
          {tags.map((tag) => (
            <ColorTag key={tag.id} color={tag.color ?? 'default'} style={{ marginInlineEnd: 0 }}>
              {tag.name}
            </ColorTag>
          ))}
        </div>
      ) : null}
      {problem.description ? (
        <Section title={t('problemDetail.description')}>
          <Markdown text={problem.description} trust={trust} data-testid="problem-description" />
        </Section>
      ) : null}
      {problem.input ? (
        <Section title={t('problemDetail.input')}>
          <Markdown text={problem.input} trust={trust} />
        </Section>
      ) : null}
      {problem.output ? (
        <Section title={t('problemDetail.output')}>
          <Markdown text={problem.output} trust={trust} />
        </Section>
      ) : null}
      {problem.examples.map((example, index) => (
        <Row gutter={12} key={index} data-testid="sample">
          <Col xs={24} md={12}>
            <SampleBox label={t('problemDetail.sampleInput', { index: index + 1 })} text={example.input} testId={`sample-input-${index + 1}`} />
          </Col>
          <Col xs={24} md={12}>
            <SampleBox label={t('problemDetail.sampleOutput', { index: index + 1 })} text={example.output} testId={`sample-output-${index + 1}`} />
          </Col>
        </Row>
      ))}
      {problem.hint ? (
        <Section title={t('problemDetail.hint')}>
          <Markdown text={problem.hint} trust={trust} />
        </Section>
      ) : null}
      {problem.source ? (
        <Section title={t('problemDetail.source')}>
          <Markdown text={problem.source} trust={trust} />
        </Section>
      ) : null}
    </article>
  );
}
