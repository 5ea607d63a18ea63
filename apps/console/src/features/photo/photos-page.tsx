/** Visitors' pictures: newest first, filtered by where they show and when they came; each can be looked at and removed (editors). */
import { useState } from 'react';
import { App, Button, Card, DatePicker, Empty, Image, Pagination, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { VISITOR_PHOTO_USES } from '@youlan/contract/runtime';
import { consoleRoutes, type VisitorPhoto, type VisitorPhotoUse } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import './photo.messages.ts';

const PAGE_SIZE = 24;

export function PhotosPage() {
  const area = useArea();
  const { t, language } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const canRemove = canDo(area, 'editor');
  const [page, setPage] = useState(1);
  const [use, setUse] = useState<VisitorPhotoUse | undefined>();
  const [dates, setDates] = useState<[Dayjs, Dayjs] | null>(null);
  const query = { page, size: PAGE_SIZE, use, from: dates?.[0].format('YYYY-MM-DD'), to: dates?.[1].format('YYYY-MM-DD') };
  const photos = useQuery({
    queryKey: ['photos', area.code, query],
    queryFn: () => callConsole(consoleRoutes.listVisitorPhotos, { params: { area: area.code }, query }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (key: string) => callConsole(consoleRoutes.removeVisitorPhoto, { params: { area: area.code }, body: { key } }),
    onSuccess: () => {
      void message.success(t('photo.removed'));
      void client.invalidateQueries({ queryKey: ['photos', area.code] });
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  return (
    <div data-testid="photos-page">
      <Typography.Title level={3}>{t('photo.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('photo.hint')}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }} wrap>
        <Select<VisitorPhotoUse | undefined>
          allowClear
          placeholder={t('photo.allUses')}
          style={{ width: 180 }}
          value={use}
          onChange={(value) => {
            setUse(value);
            setPage(1);
          }}
          options={VISITOR_PHOTO_USES.map((value) => ({ value, label: t(`photo.uses.${value}`) }))}
          data-testid="photos-use"
        />
        <DatePicker.RangePicker
          value={dates}
          onChange={(range) => {
            setDates(range?.[0] && range[1] ? [range[0], range[1]] : null);
            setPage(1);
          }}
        />
      </Space>
      <QueryState query={photos} isEmpty={(data) => data.total === 0} empty={t('photo.empty')}>
        {(data) => (
          <>
            <Image.PreviewGroup>
              <div className="yc-photos">
                {data.items.map((photo: VisitorPhoto) => (
                  <Card
                    key={photo.key}
                    size="small"
                    data-testid="photo-card"
                    cover={<Image src={photo.url} alt={photo.key} height={160} style={{ objectFit: 'cover' }} />}
                    actions={
                      canRemove
                        ? [
                            <Popconfirm key="remove" title={t('photo.confirmRemove')} description={photo.uses.length ? t('photo.removeEffect', { uses: photo.uses.map((value) => t(`photo.uses.${value}`)).join('、') }) : undefined} okText={t('photo.remove')} okButtonProps={{ danger: true }} cancelText={t('common.cancel')} onConfirm={() => remove.mutate(photo.key)}>
                              <Button type="text" danger size="small" loading={remove.isPending && remove.variables === photo.key} data-testid="photo-remove">
                                {t('photo.remove')}
                              </Button>
                            </Popconfirm>,
                          ]
                        : []
                    }
                  >
                    <Space direction="vertical" size={2} style={{ width: '100%' }}>
                      <Space size={4} wrap>
                        {photo.uses.length ? photo.uses.map((value) => <Tag key={value} color="cyan">{t(`photo.uses.${value}`)}</Tag>) : <Tag>{t('photo.unused')}</Tag>}
                      </Space>
                      <Typography.Text type="secondary" ellipsis>
                        {photo.visitorName || t('photo.visitor', { id: photo.visitorId })}
                      </Typography.Text>
                      <Typography.Text type="secondary">{new Date(photo.createdAt).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' })}</Typography.Text>
                    </Space>
                  </Card>
                ))}
              </div>
            </Image.PreviewGroup>
            {data.items.length === 0 && <Empty description={t('photo.empty')} />}
            <Pagination style={{ marginTop: 16 }} current={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} showTotal={(count) => t('common.total', { count })} hideOnSinglePage />
          </>
        )}
      </QueryState>
    </div>
  );
}
