import { useState } from 'react';
import { Empty, Form, Input, List, Typography } from 'antd';
import { useDeleteCarouselImageMutation } from '@oj/api-client/admin-home';
import { useGetHomeCarouselQuery } from '@oj/api-client/home';
import { SITE_LINK_PATTERN } from '@oj/contracts';
import type { CarouselItemDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { DeleteAction } from '@oj/manage/data-table';
import { FileUpload } from '@oj/manage/upload';

/** The config page's carousel tab (spec 03 config "home-carousel"): upload images with a link, list and delete them. */
export function CarouselTab() {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const list = useGetHomeCarouselQuery(undefined);
  const [remove] = useDeleteCarouselImageMutation();
  const [link, setLink] = useState('');
  const linkValid = link.trim() === '' || new RegExp(SITE_LINK_PATTERN).test(link.trim());

  return (
    <div style={{ maxWidth: 860 }}>
      <Typography.Paragraph type="secondary">{tAdmin('home.carousel.intro')}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item
          label={tAdmin('home.carousel.link')}
          htmlFor="carousel-link"
          validateStatus={linkValid ? undefined : 'error'}
          help={linkValid ? undefined : tAdmin('home.carousel.linkInvalid')}
        >
          <Input
            id="carousel-link"
            value={link}
            maxLength={512}
            placeholder="https://"
            onChange={(event) => {
              setLink(event.target.value);
            }}
          />
        </Form.Item>
      </Form>
      <FileUpload<CarouselItemDto>
        label={tAdmin('home.carousel.upload')}
        accept="image/*"
        disabled={!linkValid}
        request={(file) => ({ path: 'file/upload-carousel-img', field: 'image', file, query: { link: link.trim() || undefined } })}
        onUploaded={() => {
          setLink('');
          void list.refetch();
        }}
        failureText={tAdmin('home.carousel.uploadFailed')}
        successText={tAdmin('home.carousel.uploaded')}
        testId="carousel-upload"
      />
      <List
        style={{ marginTop: 16 }}
        grid={{ gutter: 16, xs: 1, sm: 2, md: 3 }}
        loading={list.isLoading}
        dataSource={list.data ?? []}
        locale={{ emptyText: <Empty description={tAdmin('home.carousel.empty')} /> }}
        renderItem={(item) => (
          <List.Item data-testid="carousel-item">
            <img src={item.url} alt="" loading="lazy" style={{ width: '100%', height: 120, objectFit: 'cover', borderRadius: 6, display: 'block' }} />
            <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 8 }}>
              <Typography.Text type="secondary" ellipsis style={{ flex: 1 }}>
                {item.link || tAdmin('home.carousel.noLink')}
              </Typography.Text>
              <DeleteAction
                confirm={tAdmin('home.carousel.deleteConfirm')}
                onConfirm={() => {
                  void remove(item.id).then((result) => {
                    if (!result.error) void message.success(tAdmin('home.carousel.deleted'));
                  });
                }}
              />
            </div>
          </List.Item>
        )}
      />
    </div>
  );
}
