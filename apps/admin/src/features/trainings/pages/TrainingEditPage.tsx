import { useEffect, useRef } from 'react';
import { Card, Result } from 'antd';
import { useNavigate } from 'react-router';
import {
  useAddAdminTrainingMutation,
  useGetAdminTrainingCategoriesQuery,
  useGetAdminTrainingQuery,
  useUpdateAdminTrainingMutation,
} from '@oj/api-client/admin-training';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { Spin } from 'antd';
import { paths } from '@/config/paths.ts';
import { TrainingForm, formPayload } from '@oj/manage/trainings/components/TrainingForm.tsx';
import type { TrainingFormValues } from '@oj/manage/trainings/components/TrainingForm.tsx';
import { useTrainingId } from '@oj/manage/trainings/hooks.ts';

/**
 * /admin/training/create and /admin/training/:trainingId/edit (spec 03 §2.10). With no category at
 * all an alert shows and the admin goes to /admin/training/category.
 */
export function TrainingEditPage() {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const tid = useTrainingId();
  const editing = tid !== null;
  const categories = useGetAdminTrainingCategoriesQuery(undefined);
  const training = useGetAdminTrainingQuery(tid ?? 0, { skip: !editing });
  const [create, created] = useAddAdminTrainingMutation();
  const [update, updated] = useUpdateAdminTrainingMutation();
  const alerted = useRef(false);

  useEffect(() => {
    document.title = tAdmin(editing ? 'training.form.editTitle' : 'training.form.createTitle');
  }, [tAdmin, editing]);

  const noCategory = categories.data !== undefined && categories.data.length === 0;
  useEffect(() => {
    if (!noCategory || alerted.current) return;
    alerted.current = true;
    modal.warning({
      title: tAdmin('training.form.noCategory'),
      onOk: () => {
        void navigate(paths.training.category.getHref());
      },
    });
  }, [noCategory, modal, navigate, tAdmin]);

  const save = async (values: TrainingFormValues) => {
    const body = formPayload(values);
    if (tid === null) {
      const result = await create(body);
      if (!result.data) return;
      void message.success(tAdmin('training.form.created'));
      void navigate(paths.training.problems.getHref(result.data.id));
    } else {
      const result = await update({ ...body, id: tid });
      if (result.data) void message.success(tAdmin('training.form.updated'));
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
        saving={created.isLoading || updated.isLoading}
        onSave={(values) => void save(values)}
      />
    </Card>
  );
}
