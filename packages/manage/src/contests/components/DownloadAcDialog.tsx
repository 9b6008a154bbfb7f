import { useState } from 'react';
import { Checkbox, Form, Modal, Radio } from 'antd';
import { ContestAcSplitType } from '@oj/contracts';
import type { AdminContestListRecordDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { downloadAcSubmissions } from '../api/download-ac-submissions.ts';
import type { AcSplitType } from '../api/download-ac-submissions.ts';

/** Asks how to split a contest's accepted submissions (by user or by problem) and whether to leave admins out, then downloads the zip. */
export function DownloadAcDialog({ contest, onClose }: { contest: AdminContestListRecordDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const [splitType, setSplitType] = useState<AcSplitType>(ContestAcSplitType.User);
  const [excludeAdmin, setExcludeAdmin] = useState(true);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (!contest) return;
    setBusy(true);
    const outcome = await downloadAcSubmissions({ cid: contest.id, excludeAdmin, splitType });
    setBusy(false);
    if (!outcome.ok) {
      void message.error(outcome.msg || tAdmin('contest.download.failed'));
      return;
    }
    onClose();
  };

  return (
    <Modal
      open={contest !== null}
      title={contest ? tAdmin('contest.download.title', { title: contest.title }) : null}
      okText={tAdmin('contest.download.start')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void download()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="download-ac-dialog"
    >
      <Form layout="vertical" component="div">
        <Form.Item label={tAdmin('contest.download.splitType')}>
          <Radio.Group
            name="contest-download-split"
            aria-label={tAdmin('contest.download.splitType')}
            value={splitType}
            onChange={(event) => {
              setSplitType(event.target.value as AcSplitType);
            }}
          >
            <Radio value={ContestAcSplitType.User}>{tAdmin('contest.download.byUser')}</Radio>
            <Radio value={ContestAcSplitType.Problem}>{tAdmin('contest.download.byProblem')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Checkbox
          checked={excludeAdmin}
          onChange={(event) => {
            setExcludeAdmin(event.target.checked);
          }}
        >
          {tAdmin('contest.download.excludeAdmin')}
        </Checkbox>
      </Form>
    </Modal>
  );
}
