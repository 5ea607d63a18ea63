/**
 * The texts of one language, filtered by state and kind of content (the filter is in the address:
 * the board's counts link here), a page at a time: each text's source beside its translation,
 * edited in place (HTML fields in the console's HTML editor), saved, a machine translation
 * approved, or removed. An outdated translation says its source changed since.
 */
import { App, Alert, Button, Card, Col, Empty, Flex, Form, Input, Pagination, Popconfirm, Row, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { TRANSLATION_STATES, TRANSLATION_SUBJECT_NAMES, type TranslationState, type TranslationSubject } from '@youlan/contract/runtime';
import { consoleRoutes, type TranslationText } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT, type MessageKey } from '../../platform/i18n/index.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import { HtmlField, HtmlPreview } from '../../ui/html-field.tsx';
import { STATE_COLOR, filterOf, languageName, searchOf, translationKeys, type TextsFilter } from './translation-rules.ts';
import './translation.messages.ts';

const PAGE_SIZE = 20;
/** What the contract takes for one text (saveTranslation's body). */
const TEXT_MAX = 100_000;

export function TranslationTextsPage() {
  const area = useArea();
  const { t, language } = useT();
  const lang = useParams().lang ?? '';
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const keys = translationKeys(area.code);
  const languages = useQuery({ queryKey: keys.languages, queryFn: () => callConsole(consoleRoutes.getAreaLanguages, { params: { area: area.code } }) });
  const listKey = [...keys.texts, lang, filter] as const;
  const texts = useQuery({
    queryKey: listKey,
    queryFn: () => callConsole(consoleRoutes.listTranslationTexts, { params: { area: area.code }, query: { lang, state: filter.state, subject: filter.subject, page: filter.page, size: PAGE_SIZE } }),
  });
  const change = (next: Partial<TextsFilter>) => setSearch(searchOf({ ...filter, page: 1, ...next }));
  const name = languageName(lang, language);
  const main = languages.data ? languageName(languages.data.main, language) : '';
  const canEdit = canDo(area, 'editor');
  return (
    <div data-testid="translation-texts-page">
      <Link to={`/${area.code}/translation`}>← {t('translation.texts.back')}</Link>
      <Typography.Title level={3} style={{ marginTop: 12 }}>
        {t('translation.texts.title', { language: name })}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<TranslationState>
          allowClear
          placeholder={t('translation.texts.allStates')}
          value={filter.state}
          onChange={(state) => change({ state })}
          style={{ width: 160 }}
          options={TRANSLATION_STATES.map((state) => ({ value: state, label: t(`translation.states.${state}`) }))}
          data-testid="texts-state"
        />
        <Select<TranslationSubject>
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('translation.texts.allSubjects')}
          value={filter.subject}
          onChange={(subject) => change({ subject })}
          style={{ width: 180 }}
          options={TRANSLATION_SUBJECT_NAMES.map((subject) => ({ value: subject, label: t(`translation.subjects.${subject}`) }))}
          data-testid="texts-subject"
        />
      </Space>
      {!canEdit && <Alert type="info" showIcon message={t('translation.texts.readOnly')} style={{ marginBottom: 16 }} />}
      <QueryState query={texts} isEmpty={(data) => data.total === 0} empty={t('translation.texts.empty')}>
        {(data) => (
          <>
            <Space direction="vertical" size="middle" style={{ width: '100%' }}>
              {data.items.map((text) => (
                <TextCard key={text.key} text={text} lang={lang} name={name} main={main} canEdit={canEdit} listKey={listKey} />
              ))}
            </Space>
            <Pagination
              style={{ marginTop: 16 }}
              current={filter.page}
              pageSize={PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              showTotal={(count) => t('common.total', { count })}
              onChange={(page) => change({ ...filter, page })}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}

/** One text: what it belongs to, its state, the source, and the translation (an editor for editors). */
function TextCard({ text, lang, name, main, canEdit, listKey }: { text: TranslationText; lang: string; name: string; main: string; canEdit: boolean; listKey: readonly unknown[] }) {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ text: string }>();
  const typed = (Form.useWatch('text', form) as string | undefined) ?? text.translation ?? '';
  const save = useMutation({
    mutationFn: (translation: string) => callConsole(consoleRoutes.saveTranslation, { params: { area: area.code }, body: { lang, key: text.key, text: translation } }),
    onSuccess: (saved, translation) => {
      form.setFieldsValue({ text: saved.translation ?? '' });
      // The text changes in place (a filtered list does not lose it under the operator's eyes); the board recounts.
      client.setQueryData<{ items: TranslationText[] }>(listKey, (list) => list && { ...list, items: list.items.map((item) => (item.key === saved.key ? saved : item)) });
      void client.invalidateQueries({ queryKey: translationKeys(area.code).board });
      void message.success(t(translation === '' ? 'translation.texts.removed' : text.state === 'machine' && translation === text.translation ? 'translation.texts.approved' : 'translation.texts.saved'));
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  // Saving the text unchanged still records it as made from the source now: that is how an outdated one is confirmed.
  const changed = typed !== (text.translation ?? '') || text.state === 'outdated';
  const fieldName = t(`translation.fields.${text.field}` as MessageKey);
  return (
    <Card size="small" data-testid={`text-${text.key}`} className="yc-text">
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <Tag>{t(`translation.subjects.${text.subject as TranslationSubject}`)}</Tag>
        <Typography.Text strong>{text.label}</Typography.Text>
        <Typography.Text type="secondary">· {fieldName}</Typography.Text>
        <Tooltip title={t(`translation.stateHints.${text.state}`)}>
          <Tag color={STATE_COLOR[text.state]} data-testid="text-state">
            {text.state === 'outdated' ? t('translation.texts.outdated') : t(`translation.states.${text.state}`)}
          </Tag>
        </Tooltip>
      </Flex>
      {text.state === 'outdated' && canEdit && <Alert type="warning" showIcon message={t('translation.texts.outdatedHint')} style={{ marginBottom: 12 }} />}
      <Row gutter={[24, 12]}>
        <Col xs={24} md={text.html ? 24 : 12}>
          <Typography.Text type="secondary">{t('translation.texts.source', { language: main })}</Typography.Text>
          {text.html ? <HtmlPreview html={text.source} title={t('translation.texts.source', { language: main })} height={240} /> : <div className="yc-text__source">{text.source}</div>}
        </Col>
        <Col xs={24} md={text.html ? 24 : 12}>
          {canEdit ? (
            <Form form={form} layout="vertical" initialValues={{ text: text.translation ?? '' }} onFinish={(draft) => save.mutate(draft.text)}>
              {text.html ? (
                <HtmlField name="text" label={t('translation.texts.translation', { language: name })} hint={t('richText.htmlHint')} max={TEXT_MAX} testId={`translation-${text.key}`} rows={10} />
              ) : (
                <Form.Item name="text" label={t('translation.texts.translation', { language: name })} rules={[{ max: TEXT_MAX }]} style={{ marginBottom: 8 }}>
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 12 }} placeholder={t('translation.texts.placeholder')} data-testid="translation-input" />
                </Form.Item>
              )}
              <Space wrap>
                <Button type="primary" htmlType="submit" disabled={!changed || typed.trim() === ''} loading={save.isPending && save.variables !== ''} data-testid="translation-save">
                  {t('translation.texts.save')}
                </Button>
                {text.state === 'machine' && (
                  <Tooltip title={t('translation.texts.approveHint')}>
                    <Button onClick={() => save.mutate(text.translation ?? '')} disabled={typed !== text.translation} data-testid="translation-approve">
                      {t('translation.texts.approve')}
                    </Button>
                  </Tooltip>
                )}
                {text.translation !== null && (
                  <Popconfirm title={t('translation.texts.confirmRemove')} onConfirm={() => save.mutate('')} okText={t('common.delete')} cancelText={t('common.cancel')}>
                    <Button danger type="text" loading={save.isPending && save.variables === ''} data-testid="translation-remove">
                      {t('translation.texts.remove')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            </Form>
          ) : (
            <>
              <Typography.Text type="secondary">{t('translation.texts.translation', { language: name })}</Typography.Text>
              {text.translation === null ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('translation.texts.missing')} />
              ) : text.html ? (
                <HtmlPreview html={text.translation} title={t('translation.texts.translation', { language: name })} height={240} />
              ) : (
                <div className="yc-text__source">{text.translation}</div>
              )}
            </>
          )}
        </Col>
      </Row>
    </Card>
  );
}
