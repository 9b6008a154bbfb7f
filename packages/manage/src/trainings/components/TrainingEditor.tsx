import { useEffect, useRef } from 'react';
import { Card, Result, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { useScopedCategories, useScopedTraining, useScopedTrainingSave, useTrainingScope } from '../scope.ts';
import type { TrainingLinks } from '../scope.ts';
import { TrainingForm, formPayload } from './TrainingForm.tsx';
import type { TrainingFormValues } from './TrainingForm.tsx';

/**
 * Creating (`tid` null) or editing a training (spec 03 §2.10), in the back office or a group's admin
 * mode: the training form with the scope's categories. With no category at all an alert shows and
 * the user goes to /admin/training/category (the host's `toCategories`).
 */
export function TrainingEditor({ tid, links }: { tid: number | null; links: TrainingLinks }) {
  const scope = useTrainingScope();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const editing = tid !== null;
  const categories = useScopedCategories(scope);
  const training = useScopedTraining(scope, tid);
  const { create, update, saving } = useScopedTrainingSave(scope);
  const alerted = useRef(false);

  useEffect(() => {
    document.title = tAdmin(editing ? 'training.form.editTitle' : 'training.form.createTitle');
  }, [tAdmin, editing]);

  const noCategory = categories.data !== undefined && categories.data.length === 0;
  useEffect(() => {
    if (!noCategory || alerted.current) return;
    alerted.current = true;
    modal.warning({ title: tAdmin('training.form.noCategory'), onOk: links.toCategories });
  }, [noCategory, modal, links, tAdmin]);

  const save = async (values: TrainingFormValues) => {
    const body = formPayload(values);
    if (tid === null) {
      const created = await create(body);
      if (created === null) return;
      void message.success(tAdmin('training.form.created'));
      void navigate(links.problems(created));
    } else if (await update(tid, body)) {
      void message.success(tAdmin('training.form.updated'));
    }
  };

  if (editing && training.isError) return <Result status="warning" title={tAdmin('training.form.editTitle')} />;
  if (!categories.data || (editing && !training.data)) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spin />
      </div>
    );
  }
  return (
    <Card title={tAdmin(editing ? 'training.form.editTitle' : 'training.form.createTitle')}>
      <TrainingForm
        key={training.data?.id ?? 'new'}
        training={editing ? (training.data ?? null) : null}
        categories={categories.data}
        saving={saving}
        onSave={(values) => void save(values)}
      />
    </Card>
  );
}
