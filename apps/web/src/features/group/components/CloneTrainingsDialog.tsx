import { useState } from 'react';
import { Button, Form, Modal, Select, Tooltip } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useGetGroupListQuery } from '@oj/api-client/group';
import { useCloneGroupTrainingsMutation } from '@oj/api-client/group-training';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';

/** The group search of the clone dialog (spec 03 §2.10): page 1, 20 groups, the keyword, every group. */
export function cloneTargetQuery(keyword: string) {
  return { currentPage: 1, limit: 20, keyword: keyword.trim(), onlyMine: false };
}

/**
 * Super admins clone this group's trainings into another group (spec 03 §2.10, §5 "Clone requires a
 * target group", §8 copy-succeeded and copy-failed messages); the group's own problems in them are
 * copied into the target group too, and the success message counts both.
 */
export function CloneTrainingsDialog({ gid }: { gid: number }) {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const groups = useGetGroupListQuery(cloneTargetQuery(keyword), { skip: !open });
  const [clone, cloning] = useCloneGroupTrainingsMutation();
  const options = (groups.data?.records ?? []).filter((group) => group.id !== gid).map((group) => ({ value: group.id, label: group.name }));

  const submit = async () => {
    setTried(true);
    if (target === null) return;
    const result = await clone({ sgid: gid, tgid: target });
    if (result.error) {
      void message.error(tAdmin('training.clone.failed'));
      return;
    }
    // How many trainings, and how many of the group's problems were copied into the target group for them.
    void message.success(tAdmin('training.clone.succeeded', { count: result.data.count, problems: result.data.problems }));
    setOpen(false);
  };
  return (
    <>
      <Tooltip title={t('training.group.cloneHint')}>
        <Button
          icon={<CopyOutlined />}
          onClick={() => {
            setOpen(true);
            setTried(false);
            setTarget(null);
          }}
          data-testid="training-clone"
        >
          {tAdmin('training.clone.open')}
        </Button>
      </Tooltip>
      <Modal
        open={open}
        title={tAdmin('training.clone.title')}
        okText={tAdmin('training.clone.submit')}
        confirmLoading={cloning.isLoading}
        onOk={() => void submit()}
        onCancel={() => {
          setOpen(false);
        }}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item
            label={tAdmin('training.clone.target')}
            required
            validateStatus={tried && target === null ? 'error' : undefined}
            help={tried && target === null ? tAdmin('training.clone.targetRequired') : undefined}
          >
            <Select<number>
              showSearch={{ filterOption: false, onSearch: setKeyword }}
              placeholder={tAdmin('training.clone.search')}
              loading={groups.isFetching}
              options={options}
              value={target ?? undefined}
              onChange={(value) => {
                setTarget(value);
              }}
              data-testid="training-clone-target"
              aria-label={tAdmin('training.clone.target')}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
