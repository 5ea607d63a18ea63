/**
 * The area's name, the about-us and business pages and the contact lines the app shows, in the
 * area's main language (translations: the translation board); the about page's HTML with its
 * sandboxed preview.
 */
import { App, Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ABOUT_HTML_MAX, AREA_TITLE_MAX } from '@youlan/contract/runtime';
import { consoleRoutes, type AreaPages } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import { HtmlField } from '../../ui/html-field.tsx';
import './config.messages.ts';

export function AreaPagesPage() {
  const area = useArea();
  const { t } = useT();
  const pages = useQuery({ queryKey: ['pages', area.code], queryFn: () => callConsole(consoleRoutes.getAreaPages, { params: { area: area.code } }) });
  return (
    <div data-testid="pages-page">
      <Typography.Title level={3}>{t('pages.title')}</Typography.Title>
      <QueryState query={pages}>{(data) => <PagesForm key={JSON.stringify(data)} pages={data} canEdit={canDo(area, 'editor')} />}</QueryState>
    </div>
  );
}

function PagesForm({ pages, canEdit }: { pages: AreaPages; canEdit: boolean }) {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<AreaPages>();
  const save = useMutation({
    mutationFn: (draft: AreaPages) => {
      // Only what changed (the business part as a whole): what an edit leaves alone is not checked again.
      const changed = Object.fromEntries(Object.entries(draft).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(pages[key as keyof AreaPages])));
      return callConsole(consoleRoutes.updateAreaPages, { params: { area: area.code }, body: changed });
    },
    onSuccess: (saved) => {
      const sanitized = saved.aboutUsHtml !== form.getFieldValue('aboutUsHtml');
      void message.success(t(sanitized ? 'publishedTexts.savedSanitized' : 'common.saved'));
      client.setQueryData(['pages', area.code], saved);
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  return (
    <Form<AreaPages> form={form} layout="vertical" initialValues={pages} disabled={!canEdit} onFinish={(draft) => save.mutate(draft)}>
      <Card title={t('pages.name')} style={{ marginBottom: 16 }}>
        <Form.Item name="title" label={t('pages.nameField')} extra={t('pages.nameHint')} rules={[{ required: true, whitespace: true, max: AREA_TITLE_MAX }]} style={{ maxWidth: 480 }}>
          <Input data-testid="pages-title" />
        </Form.Item>
      </Card>
      <Card title={t('pages.about')} style={{ marginBottom: 16 }}>
        <HtmlField name="aboutUsHtml" label={t('pages.aboutHtml')} hint={t('richText.htmlHint')} max={ABOUT_HTML_MAX} testId="pages-about-html" />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="address" label={t('pages.address')} rules={[{ max: 200 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="openingHours" label={t('pages.openingHours')} rules={[{ max: 200 }]}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="servicePhone" label={t('pages.servicePhone')} rules={[{ max: 30, pattern: /^(\+?[0-9][0-9 -]*)?$/, message: t('pages.phoneRule') }]} style={{ maxWidth: 320 }}>
          <Input />
        </Form.Item>
      </Card>
      <Card title={t('pages.business')} style={{ marginBottom: 16 }}>
        <Form.Item name={['business', 'intro']} label={t('pages.businessIntro')} rules={[{ max: 2000 }]}>
          <Input.TextArea rows={4} data-testid="pages-business-intro" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name={['business', 'contactName']} label={t('pages.contactName')} rules={[{ max: 50 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={['business', 'contactPhone']} label={t('pages.contactPhone')} rules={[{ max: 30, pattern: /^(\+?[0-9][0-9 -]*)?$/, message: t('pages.phoneRule') }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={['business', 'email']} label={t('pages.email')} rules={[{ type: 'email' }]}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="pages-save">
          {t('common.save')}
        </Button>
      )}
    </Form>
  );
}
