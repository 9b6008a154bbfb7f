import { useState } from 'react';
import { Button, Form, Modal, Select, Space, Typography } from 'antd';
import { useCompileInteractiveMutation, useCompileSpjMutation } from '@oj/api-client/admin-judge';
import { useCompileGroupInteractiveMutation, useCompileGroupSpjMutation } from '@oj/api-client/group-problem';
import { isApiError } from '@oj/api-client/core';
import type { LanguageDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { CodeEditor, monacoLanguageOf } from '@oj/ui/code-editor';
import type { SectionProps } from '../form/update.ts';
import { checkerNeedsCompile } from '../form/validation.ts';
import { SUCCESS_TEXT } from '../../shared/colors.ts';

/**
 * The special judge or interactor: its language (a checker language), its code and the Compile
 * button, which compiles it on a judge node with the judge's extra files. A failure opens the
 * 'Compile Error' dialog with the compiler's message (spec 03 §8). In a group's editor (`gid`) the
 * group's compile calls.
 */
export function CheckerEditor({ form, update, languages, gid }: SectionProps & { languages: readonly LanguageDto[]; gid?: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const [compileSpj, spjState] = useCompileSpjMutation();
  const [compileInteractive, interactiveState] = useCompileInteractiveMutation();
  const [compileGroupSpj, groupSpjState] = useCompileGroupSpjMutation();
  const [compileGroupInteractive, groupInteractiveState] = useCompileGroupInteractiveMutation();
  const [compileError, setCompileError] = useState<string | null>(null);
  const checkerLanguages = languages.filter((language) => language.isSpj);
  const language = checkerLanguages.find((each) => each.name === form.spjLanguage);

  const compile = async () => {
    if (form.judgeMode === 'default' || !form.spjLanguage) {
      void message.warning(t('problem.editor.validation.spjLanguageRequired'));
      return;
    }
    const snapshot = { mode: form.judgeMode, language: form.spjLanguage, code: form.spjCode };
    const body = {
      code: form.spjCode,
      language: form.spjLanguage,
      extraFiles: Object.fromEntries(form.judgeExtraFiles.map((file) => [file.name.trim(), file.content])),
      ...(form.id === undefined ? {} : { pid: form.id }),
    };
    const spj = form.judgeMode === 'spj';
    const result =
      gid === undefined
        ? await (spj ? compileSpj(body) : compileInteractive(body))
        : await (spj ? compileGroupSpj({ ...body, gid }) : compileGroupInteractive({ ...body, gid }));
    if (result.error) {
      setCompileError((isApiError(result.error) && result.error.msg) || t('problem.editor.compileError'));
      return;
    }
    update({ compiledChecker: snapshot });
    void message.success(t('problem.editor.compiled'));
  };

  return (
    <>
      <Form.Item label={t('problem.editor.fields.spjLanguage')} htmlFor="problem-spjLanguage" required>
        <Space wrap>
          <Select
            id="problem-spjLanguage"
            aria-label={t('problem.editor.fields.spjLanguage')}
            style={{ minWidth: 200 }}
            value={form.spjLanguage ?? undefined}
            onChange={(value: string) => {
              update({ spjLanguage: value });
            }}
            options={checkerLanguages.map((each) => ({ value: each.name, label: each.name }))}
          />
          <Button
            type="primary"
            onClick={() => void compile()}
            loading={spjState.isLoading || interactiveState.isLoading || groupSpjState.isLoading || groupInteractiveState.isLoading}
            data-testid="compile-checker"
          >
            {t('problem.editor.compile')}
          </Button>
          {form.spjLanguage && !checkerNeedsCompile(form) && form.spjCode !== '' && (
            <Typography.Text style={{ color: SUCCESS_TEXT }}>{t('problem.editor.compiled')}</Typography.Text>
          )}
        </Space>
      </Form.Item>
      <Form.Item label={t('problem.editor.spjCodeLabel')} required>
        <CodeEditor
          value={form.spjCode}
          onChange={(code) => {
            update({ spjCode: code });
          }}
          language={language ? monacoLanguageOf(language.contentType, language.name) : 'cpp'}
          height={360}
          ariaLabel={t('problem.editor.spjCodeLabel')}
        />
      </Form.Item>
      <Modal
        open={compileError !== null}
        title={t('problem.editor.compileError')}
        onCancel={() => {
          setCompileError(null);
        }}
        onOk={() => {
          setCompileError(null);
        }}
        cancelButtonProps={{ style: { display: 'none' } }}
        width={720}
      >
        <pre data-testid="compile-error" style={{ whiteSpace: 'pre-wrap', maxHeight: 400, overflow: 'auto' }}>
          {compileError}
        </pre>
      </Modal>
    </>
  );
}
