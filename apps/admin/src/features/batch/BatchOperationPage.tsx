import { useEffect, useState } from 'react';
import { Card, Divider, Typography } from 'antd';
import { hasSuperAdminRole, selectRoleList } from '@oj/api-client/core';
import { useShellSelector } from '@oj/app-shell';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { BatchActions } from './components/BatchActions.tsx';
import { BatchResults } from './components/BatchResults.tsx';
import { ProblemPicker } from './components/ProblemPicker.tsx';
import { useBatchRun } from './hooks/use-batch-run.ts';
import type { BatchAction, BatchOutcome, ProblemAuth } from './hooks/use-batch-run.ts';
import type { Selection } from './selection.ts';

/** Batch operations on problems (problem/batch-operation): choose, operate, read one result per problem. */
export function BatchOperationPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const roles = useShellSelector(selectRoleList);
  const [selection, setSelection] = useState<Selection>(() => new Map());
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);
  const { run, running } = useBatchRun();

  useEffect(() => {
    document.title = t('batch.title');
  }, [t]);

  const perform = async (action: BatchAction, auth?: ProblemAuth) => {
    const result = await run(action, selection, auth);
    setOutcome(result);
    if (action === 'delete') {
      // Deleted problems leave the selection; the ones that failed stay for another try.
      const next = new Map(selection);
      for (const row of result.rows) if (row.ok) next.delete(row.pid);
      setSelection(next);
    }
  };

  return (
    <Card>
      <Typography.Title level={2}>{t('batch.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('batch.intro')}</Typography.Paragraph>
      <Typography.Title level={4}>{t('batch.pick.title')}</Typography.Title>
      <ProblemPicker selection={selection} onChange={setSelection} />
      <Divider />
      <Typography.Title level={4}>{t('batch.actions.title')}</Typography.Title>
      <BatchActions count={selection.size} canRejudge={hasSuperAdminRole(roles)} running={running} onRun={(action, auth) => void perform(action, auth)} />
      {outcome && (
        <>
          <Divider />
          <Typography.Title level={4}>{t('batch.result.title')}</Typography.Title>
          <BatchResults outcome={outcome} />
        </>
      )}
    </Card>
  );
}
