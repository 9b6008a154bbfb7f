import { TeamOutlined } from '@ant-design/icons';
import { Button, Card, Form } from 'antd';
import type { GroupUpdateDto } from '@oj/contracts';
import { useUpdateGroupMutation, useUploadGroupAvatarMutation } from '@oj/api-client/group';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { AvatarEditor } from '@/components/AvatarEditor.tsx';
import type { GroupView } from '../hooks/use-group.ts';
import { GroupFormFields } from './GroupFormFields.tsx';
import type { GroupFormValues } from './GroupFormFields.tsx';

/** The form minus its empty values (spec 03 §5 "Group update"). */
export function groupUpdateOf(id: number, values: GroupFormValues): GroupUpdateDto {
  const update: GroupUpdateDto = { id, auth: values.auth, visible: values.visible };
  for (const field of ['name', 'shortName', 'brief', 'description', 'code'] as const) {
    const value = values[field]?.trim();
    if (value) update[field] = value;
  }
  return update;
}

/**
 * The group root's setting tab (spec 03 §2.7): the avatar (the shared crop editor: 200 × 200 PNG,
 * stored by the gateway's upload and then set on the group) and the details form.
 */
export function GroupSetting({ view }: { view: GroupView }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { group, gid } = view;
  const [form] = Form.useForm<GroupFormValues>();
  const [update, updateState] = useUpdateGroupMutation();
  const [uploadAvatar, uploadState] = useUploadGroupAvatarMutation();

  const upload = async (image: Blob, fileName: string) => {
    const uploaded = await uploadAvatar({ gid, image, fileName });
    if ('error' in uploaded) return false;
    return !('error' in (await update({ id: gid, avatar: uploaded.data.link })));
  };
  const save = async (values: GroupFormValues) => {
    if (!('error' in (await update(groupUpdateOf(gid, values))))) void message.success(t('group.setting.updated'));
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} data-testid="group-setting">
      <Card title={t('group.setting.avatar')}>
        <AvatarEditor avatar={group.avatar} upload={upload} uploading={uploadState.isLoading || updateState.isLoading} placeholder={<TeamOutlined />} />
      </Card>
      <Card title={t('group.setting.details')}>
        <Form<GroupFormValues>
          form={form}
          layout="vertical"
          style={{ maxWidth: 720 }}
          initialValues={{
            name: group.name,
            shortName: group.shortName,
            brief: group.brief,
            description: group.description,
            auth: group.auth,
            code: group.code ?? '',
            visible: group.visible,
          }}
          onFinish={(values) => void save(values)}
        >
          <GroupFormFields />
          <Button type="primary" htmlType="submit" loading={updateState.isLoading}>
            {t('group.setting.save')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
