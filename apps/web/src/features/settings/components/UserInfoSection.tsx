import { Button, Col, Divider, Form, Input, Radio, Row } from 'antd';
import { selectUserInfo } from '@oj/api-client/core';
import { useChangeUserInfoMutation, useUploadAvatarMutation } from '@oj/api-client/account';
import type { Gender } from '@oj/api-client/account';
import { genderOf } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { useShellSelector } from '@oj/app-shell';
import { AvatarEditor } from '@/components/AvatarEditor.tsx';

interface ProfileValues {
  nickname: string;
  realname: string;
  school: string;
  course: string;
  number: string;
  gender: Gender;
  github: string;
  blog: string;
  cfUsername: string;
  signature: string;
}

const FIELD_LIMITS: Readonly<Record<Exclude<keyof ProfileValues, 'gender' | 'signature'>, number>> = {
  nickname: 20,
  realname: 50,
  school: 100,
  course: 100,
  number: 50,
  github: 255,
  blog: 255,
  cfUsername: 50,
};

/** The UserInfo section: the avatar, then the profile fields (spec 01 §2). */
export function UserInfoSection() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const userInfo = useShellSelector(selectUserInfo);
  const [changeUserInfo, { isLoading }] = useChangeUserInfoMutation();
  const [uploadAvatar, avatarUpload] = useUploadAvatarMutation();
  const initial: ProfileValues = {
    nickname: userInfo?.nickname ?? '',
    realname: userInfo?.realname ?? '',
    school: userInfo?.school ?? '',
    course: userInfo?.course ?? '',
    number: userInfo?.number ?? '',
    // Stored genders are plain text on the wire; the form offers the three it may set.
    gender: genderOf(userInfo?.gender),
    github: userInfo?.github ?? '',
    blog: userInfo?.blog ?? '',
    cfUsername: userInfo?.cfUsername ?? '',
    signature: userInfo?.signature ?? '',
  };

  const onFinish = async (values: ProfileValues) => {
    const result = await changeUserInfo(values);
    if ('error' in result) return;
    void message.success(t('setting.updated'));
  };
  const field = (name: keyof typeof FIELD_LIMITS) => (
    <Col xs={24} md={12} key={name}>
      <Form.Item name={name} label={t(`setting.${name}`)} rules={[{ max: FIELD_LIMITS[name] }]}>
        <Input maxLength={FIELD_LIMITS[name]} />
      </Form.Item>
    </Col>
  );

  return (
    <div data-testid="userinfo-section">
      <Divider titlePlacement="start">{t('setting.avatar')}</Divider>
      <AvatarEditor
        avatar={userInfo?.avatar}
        uploading={avatarUpload.isLoading}
        upload={async (image, fileName) => !('error' in (await uploadAvatar({ image, fileName })))}
      />
      <Divider titlePlacement="start">{t('setting.userInfo')}</Divider>
      <Form<ProfileValues> layout="vertical" initialValues={initial} onFinish={(values) => void onFinish(values)}>
        <Row gutter={16}>
          {(['nickname', 'realname', 'school', 'course', 'number', 'cfUsername', 'github', 'blog'] as const).map(field)}
          <Col xs={24} md={12}>
            <Form.Item name="gender" label={t('setting.gender')}>
              <Radio.Group
                options={[
                  { value: 'male', label: t('setting.male') },
                  { value: 'female', label: t('setting.female') },
                  { value: 'secrecy', label: t('setting.secrecy') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="signature" label={t('setting.signature')} extra={t('setting.signatureHint')} rules={[{ max: 10000 }]}>
              <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={10000} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={isLoading} data-testid="save-profile">
          {t('setting.save')}
        </Button>
      </Form>
    </div>
  );
}
