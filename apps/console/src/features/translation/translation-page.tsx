/**
 * The translation board (docs/languages.md): the area's languages (admins choose them), and per
 * language how many texts are missing, outdated, machine translated or done, overall and per kind
 * of content, each count a link to those texts; per language an export for a translator and the
 * machine translation; the import of a translator's file back.
 */
import { useState } from 'react';
import { Alert, App, Button, Card, Dropdown, Flex, Form, Progress, Select, Space, Table, Tag, Tooltip, Typography, type ButtonProps } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MACHINE_TEXTS_PER_CALL, TRANSLATION_FORMATS, TRANSLATION_STATES, type TranslationState, type TranslationSubject } from '@youlan/contract/runtime';
import { consoleRoutes, type AreaLanguages, type TranslationBoard } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { saveFile } from '../../platform/download.ts';
import { useT } from '../../platform/i18n/index.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import { COMMON_LANGUAGES, STATE_COLOR, languageName, normalizeLanguageTag, orderedLanguages, searchOf, translationKeys } from './translation-rules.ts';
import { ImportButton } from './translation-import.tsx';
import './translation.messages.ts';

type LanguageBoard = TranslationBoard['languages'][number];
type Counts = LanguageBoard['counts'];

export function TranslationPage() {
  const area = useArea();
  const { t } = useT();
  const keys = translationKeys(area.code);
  const languages = useQuery({ queryKey: keys.languages, queryFn: () => callConsole(consoleRoutes.getAreaLanguages, { params: { area: area.code } }) });
  const board = useQuery({ queryKey: keys.board, queryFn: () => callConsole(consoleRoutes.getTranslationBoard, { params: { area: area.code } }) });
  return (
    <div data-testid="translation-page">
      <Flex justify="space-between" align="start" wrap gap={8}>
        <Typography.Title level={3}>{t('translation.title')}</Typography.Title>
        {canDo(area, 'editor') && <ImportButton />}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 880 }}>
        {t('translation.intro')}
      </Typography.Paragraph>
      <Card title={t('translation.languages.title')} style={{ marginBottom: 24 }} data-testid="area-languages">
        <QueryState query={languages}>{(data) => <LanguagesForm key={JSON.stringify(data)} languages={data} canEdit={canDo(area, 'admin')} />}</QueryState>
      </Card>
      <Typography.Title level={4}>{t('translation.board.title')}</Typography.Title>
      <QueryState query={board} isEmpty={(data) => data.languages.length === 0} empty={t('translation.board.none')}>
        {(data) => (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            {data.languages.map((entry) => (
              <LanguageCard key={entry.lang} entry={entry} />
            ))}
          </Space>
        )}
      </QueryState>
    </div>
  );
}

/** The main language and those offered; admins change them, the others read them. */
function LanguagesForm({ languages, canEdit }: { languages: AreaLanguages; canEdit: boolean }) {
  const area = useArea();
  const { t, language } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const keys = translationKeys(area.code);
  const [form] = Form.useForm<AreaLanguages>();
  const options = [...new Set([...COMMON_LANGUAGES, ...languages.languages])].map((tag) => ({ value: tag, label: `${languageName(tag, language)} · ${tag}` }));
  const save = useMutation({
    mutationFn: (draft: AreaLanguages) => callConsole(consoleRoutes.updateAreaLanguages, { params: { area: area.code }, body: { main: draft.main, languages: orderedLanguages(draft.main, draft.languages) } }),
    onSuccess: (saved) => {
      client.setQueryData(keys.languages, saved);
      void client.invalidateQueries({ queryKey: keys.board });
      void message.success(t('translation.languages.saved'));
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  return (
    <Form<AreaLanguages> form={form} layout="vertical" initialValues={languages} disabled={!canEdit} onFinish={(draft) => save.mutate(draft)} style={{ maxWidth: 720 }}>
      {!canEdit && <Alert type="info" showIcon message={t('translation.languages.adminOnly')} style={{ marginBottom: 16 }} />}
      <Form.Item name="main" label={t('translation.languages.main')} extra={t('translation.languages.mainHint')} rules={[{ required: true }]}>
        <Select showSearch optionFilterProp="label" options={options} style={{ maxWidth: 320 }} data-testid="languages-main" />
      </Form.Item>
      <Form.Item
        name="languages"
        label={t('translation.languages.offered')}
        extra={t('translation.languages.offeredHint')}
        // A typed tag is put in shape as it is entered (`JA` → `ja`); what is still no tag is refused below.
        normalize={(tags: string[]) => tags.map((tag) => normalizeLanguageTag(tag) ?? tag.trim())}
        rules={[
          { required: true, type: 'array', min: 1 },
          {
            validator: async (_, tags: string[] = []) => {
              const wrong = tags.find((tag) => normalizeLanguageTag(tag) === null);
              if (wrong !== undefined) throw new Error(t('translation.languages.invalidTag', { tag: wrong }));
            },
          },
        ]}
      >
        <Select mode="tags" optionFilterProp="label" options={options} tokenSeparators={[',', ' ', '，']} data-testid="languages-offered" />
      </Form.Item>
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="languages-save">
          {t('common.save')}
        </Button>
      )}
    </Form>
  );
}

/** A count that opens the texts it counts; none is plain. */
function CountLink({ lang, count, state, subject }: { lang: string; count: number; state?: TranslationState; subject?: TranslationSubject }) {
  const area = useArea();
  if (count === 0) return <Typography.Text type="secondary">0</Typography.Text>;
  const search = searchOf({ state, subject });
  return (
    <Link to={`/${area.code}/translation/${lang}${search ? `?${search}` : ''}`} data-testid={`count-${lang}-${subject ?? 'all'}-${state ?? 'all'}`}>
      {count}
    </Link>
  );
}

function LanguageCard({ entry }: { entry: LanguageBoard }) {
  const area = useArea();
  const { t, language } = useT();
  const name = languageName(entry.lang, language);
  const { counts } = entry;
  const subjects = entry.subjects.filter((row) => row.total > 0);
  return (
    <Card
      data-testid={`board-${entry.lang}`}
      title={
        <Space wrap>
          <span>{name}</span>
          <Typography.Text type="secondary">{entry.lang}</Typography.Text>
        </Space>
      }
      extra={
        <Link to={`/${area.code}/translation/${entry.lang}`} data-testid={`board-open-${entry.lang}`}>
          {t('translation.board.openList')}
        </Link>
      }
    >
      {counts.total === 0 ? (
        <Typography.Text type="secondary">{t('translation.board.noTexts')}</Typography.Text>
      ) : (
        <>
          <Flex wrap gap={24} align="center" style={{ marginBottom: 16 }}>
            {TRANSLATION_STATES.map((state) => (
              <Tooltip key={state} title={t(`translation.stateHints.${state}`)}>
                <div className="yc-count">
                  <Tag color={STATE_COLOR[state]}>{t(`translation.states.${state}`)}</Tag>
                  <span className="yc-count__value">
                    <CountLink lang={entry.lang} count={counts[state]} state={state} />
                  </span>
                </div>
              </Tooltip>
            ))}
            <div style={{ flex: '1 1 200px', minWidth: 160 }}>
              <Progress percent={Math.floor((counts.done / counts.total) * 100)} success={{ percent: Math.floor((counts.done / counts.total) * 100) }} showInfo={false} />
              <Typography.Text type="secondary">{t('translation.board.progress', { done: counts.done, total: counts.total })}</Typography.Text>
            </div>
          </Flex>
          <Table<Counts & { subject: TranslationSubject }>
            rowKey="subject"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={subjects as (Counts & { subject: TranslationSubject })[]}
            columns={[
              {
                title: t('translation.board.subject'),
                dataIndex: 'subject',
                render: (subject: TranslationSubject, row) => <SubjectLink lang={entry.lang} subject={subject} total={row.total} />,
              },
              ...TRANSLATION_STATES.map((state) => ({
                title: t(`translation.states.${state}`),
                key: state,
                width: 96,
                align: 'right' as const,
                render: (_: unknown, row: Counts & { subject: TranslationSubject }) => <CountLink lang={entry.lang} count={row[state]} state={state} subject={row.subject} />,
              })),
            ]}
          />
        </>
      )}
      <LanguageActions lang={entry.lang} name={name} todo={counts.missing + counts.outdated} />
    </Card>
  );
}

/** A kind of content's name, a link to all its texts in the language. */
function SubjectLink({ lang, subject, total }: { lang: string; subject: TranslationSubject; total: number }) {
  const area = useArea();
  const { t } = useT();
  return (
    <Link to={`/${area.code}/translation/${lang}?${searchOf({ subject })}`} data-testid={`subject-${lang}-${subject}`}>
      {t(`translation.subjects.${subject}`)} <Typography.Text type="secondary">({total})</Typography.Text>
    </Link>
  );
}

/** Export for a translator, and (editors) the machine translation of what is missing or outdated. */
function LanguageActions({ lang, name, todo }: { lang: string; name: string; todo: number }) {
  const area = useArea();
  const { t } = useT();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const keys = translationKeys(area.code);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const exportFile = useMutation({
    mutationFn: (choice: { format: (typeof TRANSLATION_FORMATS)[number]; scope: 'todo' | 'all' }) => callConsole(consoleRoutes.exportTranslations, { params: { area: area.code }, query: { lang, ...choice } }),
    onSuccess: (file) => {
      if (file.count === 0) return void message.info(t('translation.files.exportedNone'));
      saveFile(file.fileName, file.content, file.contentType);
      void message.success(t('translation.files.exported', { count: file.count }));
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  const machine = useMutation({
    mutationFn: () => callConsole(consoleRoutes.machineTranslate, { params: { area: area.code }, body: { lang } }),
    onMutate: () => setOutcome(null),
    onSuccess: (result) => {
      const more = result.remaining > 0 ? ` ${t('translation.machine.more', { remaining: result.remaining, limit: MACHINE_TEXTS_PER_CALL })}` : '';
      setOutcome({ type: result.failed > 0 ? 'error' : 'success', text: t('translation.machine.done', result) + more });
    },
    // The server says why (not set up, the service busy or unreachable): the operator reads it as it is.
    onError: (error) => setOutcome({ type: 'error', text: t('translation.machine.failed', { message: error.message }) }),
    onSettled: () => void client.invalidateQueries({ queryKey: keys.all }),
  });
  const confirmMachine = () =>
    modal.confirm({
      title: t('translation.machine.confirmTitle', { language: name }),
      content: todo > 0 ? t('translation.machine.confirm', { count: todo }) : t('translation.machine.confirmNone'),
      okText: t('translation.machine.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { disabled: todo === 0, 'data-testid': 'machine-confirm' } as ButtonProps,
      onOk: () => machine.mutateAsync().catch(() => undefined),
    });
  return (
    <>
      <Space wrap style={{ marginTop: 16 }}>
        <Dropdown
          trigger={['click']}
          menu={{
            items: TRANSLATION_FORMATS.flatMap((format) =>
              (['todo', 'all'] as const).map((scope) => ({
                key: `${format}-${scope}`,
                label: t(scope === 'todo' ? 'translation.files.exportTodo' : 'translation.files.exportAll', { format: format === 'xliff' ? 'XLIFF 2.0' : 'CSV' }),
                'data-testid': `export-${lang}-${format}-${scope}`,
                onClick: () => exportFile.mutate({ format, scope }),
              })),
            ),
          }}
        >
          <Button loading={exportFile.isPending} data-testid={`export-${lang}`}>
            {t('translation.files.export')}
          </Button>
        </Dropdown>
        {canDo(area, 'editor') && (
          <Button onClick={confirmMachine} loading={machine.isPending} data-testid={`machine-${lang}`}>
            {t('translation.machine.button')}
          </Button>
        )}
        {machine.isPending && <Typography.Text type="secondary">{t('translation.machine.running')}</Typography.Text>}
      </Space>
      {outcome && <Alert type={outcome.type} showIcon closable onClose={() => setOutcome(null)} message={outcome.text} style={{ marginTop: 12 }} data-testid={`machine-result-${lang}`} />}
    </>
  );
}
