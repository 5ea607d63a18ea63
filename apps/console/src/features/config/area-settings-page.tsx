/**
 * The area's logo, the map's background music and the WeChat share card (title, description,
 * picture), with the card drawn as a friend sees it in a chat. Files go through the console's
 * picture and audio uploads; saving sends what changed.
 */
import { useState } from 'react';
import { App, Button, Card, Col, Form, Image, Input, Row, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHARE_DESCRIPTION_MAX, SHARE_TITLE_MAX } from '@youlan/contract/runtime';
import { consoleRoutes, type AreaSettings, type AreaSettingsFields } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import { PictureField } from '../../ui/picture-field.tsx';
import { AudioField } from '../../ui/audio-field.tsx';
import './config.messages.ts';

export function AreaSettingsPage() {
  const area = useArea();
  const { t } = useT();
  const settings = useQuery({ queryKey: ['settings', area.code], queryFn: () => callConsole(consoleRoutes.getAreaSettings, { params: { area: area.code } }) });
  // The card falls back to the area's name, as the visitor app does.
  const pages = useQuery({ queryKey: ['pages', area.code], queryFn: () => callConsole(consoleRoutes.getAreaPages, { params: { area: area.code } }) });
  return (
    <div data-testid="settings-page">
      <Typography.Title level={3}>{t('settings.title')}</Typography.Title>
      <QueryState query={settings}>{(data) => <SettingsForm key={JSON.stringify(data)} settings={data} areaTitle={pages.data?.title ?? area.name} canEdit={canDo(area, 'editor')} />}</QueryState>
    </div>
  );
}

function SettingsForm({ settings, areaTitle, canEdit }: { settings: AreaSettings; areaTitle: string; canEdit: boolean }) {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<AreaSettingsFields>();
  const initial: AreaSettingsFields = { logoKey: settings.logoKey, musicKey: settings.musicKey, share: { title: settings.share.title, description: settings.share.description, imageKey: settings.share.imageKey } };
  // URLs to show what the form names: the stored files', and those uploaded since.
  const [urls, setUrls] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      [
        [settings.logoKey, settings.logoUrl],
        [settings.share.imageKey, settings.share.imageUrl],
      ].filter((pair): pair is [string, string] => Boolean(pair[0] && pair[1])),
    ),
  );
  const remember = (picture: { key: string; url: string }) => setUrls((known) => ({ ...known, [picture.key]: picture.url }));
  const logoKey = (Form.useWatch('logoKey', form) ?? null) as string | null;
  const share = (Form.useWatch('share', form) ?? initial.share) as AreaSettingsFields['share'];

  const save = useMutation({
    mutationFn: (draft: AreaSettingsFields) => {
      const fields: AreaSettingsFields = { ...initial, ...draft, share: { ...initial.share, ...draft.share } };
      // Only what changed (the card as a whole): a kept key is not checked again.
      const changed = Object.fromEntries(Object.entries(fields).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(initial[key as keyof AreaSettingsFields])));
      return callConsole(consoleRoutes.updateAreaSettings, { params: { area: area.code }, body: changed });
    },
    onSuccess: (saved) => {
      void message.success(t('common.saved'));
      client.setQueryData(['settings', area.code], saved);
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });

  const cardPicture = share.imageKey ?? logoKey;
  return (
    <Form<AreaSettingsFields> form={form} layout="vertical" initialValues={initial} disabled={!canEdit} onFinish={(draft) => save.mutate(draft)}>
      <Row gutter={16}>
        <Col span={12}>
          <Card title={t('settings.logo')} style={{ marginBottom: 16, height: 'calc(100% - 16px)' }}>
            <Form.Item name="logoKey" extra={t('settings.logoHint')} style={{ marginBottom: 0 }}>
              <PictureField use="logo" url={logoKey ? urls[logoKey] : null} onUploaded={remember} allowClear previewWidth={96} testId="settings-logo" />
            </Form.Item>
          </Card>
        </Col>
        <Col span={12}>
          <Card title={t('settings.music')} style={{ marginBottom: 16, height: 'calc(100% - 16px)' }}>
            <Form.Item name="musicKey" extra={t('settings.musicHint')} style={{ marginBottom: 0 }}>
              <AudioField url={settings.musicUrl} emptyText={t('settings.musicNone')} testId="settings-music" />
            </Form.Item>
          </Card>
        </Col>
      </Row>
      <Card title={t('settings.share')} style={{ marginBottom: 16 }}>
        <Row gutter={24}>
          <Col span={14}>
            <Form.Item name={['share', 'title']} label={t('settings.shareTitle')} extra={t('settings.shareTitleHint')} rules={[{ max: SHARE_TITLE_MAX }]}>
              <Input placeholder={areaTitle} showCount maxLength={SHARE_TITLE_MAX} data-testid="settings-share-title" />
            </Form.Item>
            <Form.Item name={['share', 'description']} label={t('settings.shareDescription')} rules={[{ max: SHARE_DESCRIPTION_MAX }]}>
              <Input.TextArea rows={2} placeholder={areaTitle} showCount maxLength={SHARE_DESCRIPTION_MAX} data-testid="settings-share-description" />
            </Form.Item>
            <Form.Item name={['share', 'imageKey']} label={t('settings.sharePicture')} extra={t('settings.sharePictureHint')}>
              <PictureField use="share" url={share.imageKey ? urls[share.imageKey] : null} onUploaded={remember} allowClear previewWidth={96} testId="settings-share-picture" />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Typography.Text type="secondary">{t('settings.preview')}</Typography.Text>
            <div className="yc-share-card" data-testid="settings-share-preview">
              <div className="yc-share-card__title">{share.title?.trim() || areaTitle}</div>
              <div className="yc-share-card__body">
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ margin: 0, fontSize: 13 }}>
                  {share.description?.trim() || areaTitle}
                </Typography.Paragraph>
                {cardPicture && urls[cardPicture] ? <Image src={urls[cardPicture]} width={56} height={56} preview={false} style={{ objectFit: 'cover', borderRadius: 4 }} alt="" /> : <div className="yc-share-card__blank" />}
              </div>
            </div>
          </Col>
        </Row>
      </Card>
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="settings-save">
          {t('common.save')}
        </Button>
      )}
    </Form>
  );
}
