/**
 * Synonyms: the searches that found nothing (the most asked first), each one step from becoming a
 * synonym of a word the area's pages use; the area's own synonym groups (added or removed whole);
 * and, read only, the groups every area has built in.
 */
import { useState } from 'react';
import { Alert, App, Button, Card, Collapse, Flex, Input, Modal, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SEARCH_MISSES_MAX, SEARCH_MISS_DAYS, SYNONYM_GROUPS_MAX, SYNONYM_GROUP_WORDS_MAX, SYNONYM_WORD_MAX_LENGTH } from '@youlan/contract/runtime';
import { consoleRoutes, type SearchMiss, type SynonymGroup } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import './search.messages.ts';

/** A group's words as the operator types them: trimmed, each once, at most a group's worth. */
const cleanWords = (words: string[]) => [...new Set(words.map((word) => word.trim()).filter(Boolean))].slice(0, SYNONYM_GROUP_WORDS_MAX);

export function SynonymsPage() {
  const area = useArea();
  const { t } = useT();
  const synonyms = useQuery({ queryKey: ['synonyms', area.code], queryFn: () => callConsole(consoleRoutes.listSynonyms, { params: { area: area.code } }) });
  return (
    <div data-testid="synonyms-page">
      <Typography.Title level={3}>{t('synonyms.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('synonyms.hint')}</Typography.Paragraph>
      <QueryState query={synonyms}>
        {(data) => (
          <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 960 }}>
            <Misses groups={data.groups} />
            <OwnGroups groups={data.groups} />
            <Collapse items={[{ key: 'built-in', label: t('synonyms.builtIn', { count: data.builtIn.length }), children: <BuiltIn groups={data.builtIn} /> }]} data-testid="synonyms-built-in" />
          </Space>
        )}
      </QueryState>
    </div>
  );
}

/** Saves a group (a new one, or an existing one's new words) and refreshes the groups and the report. */
function useSaveGroup() {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, words }: { id: number | null; words: string[] }) =>
      id === null ? callConsole(consoleRoutes.createSynonymGroup, { params: { area: area.code }, body: { words } }) : callConsole(consoleRoutes.replaceSynonymGroup, { params: { area: area.code, id }, body: { words } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['synonyms', area.code] });
      void client.invalidateQueries({ queryKey: ['search-misses', area.code] });
      void message.success(t('common.saved'));
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
}

function Misses({ groups }: { groups: SynonymGroup[] }) {
  const area = useArea();
  const { t, language } = useT();
  const canEdit = canDo(area, 'editor');
  const [adding, setAdding] = useState<string | null>(null);
  const misses = useQuery({ queryKey: ['search-misses', area.code], queryFn: () => callConsole(consoleRoutes.listSearchMisses, { params: { area: area.code } }) });
  return (
    <Card title={t('synonyms.missesTitle')} size="small" data-testid="search-misses">
      <Typography.Paragraph type="secondary">{t('synonyms.missesHint', { days: SEARCH_MISS_DAYS, max: SEARCH_MISSES_MAX })}</Typography.Paragraph>
      <QueryState query={misses}>
        {(data) => (
          <Table<SearchMiss>
            size="small"
            rowKey="query"
            dataSource={data.list}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            locale={{ emptyText: t('synonyms.missesEmpty') }}
            columns={[
              { title: t('synonyms.query'), dataIndex: 'query', render: (query: string) => <Typography.Text strong>{query}</Typography.Text> },
              { title: t('synonyms.count'), dataIndex: 'count', width: 100 },
              { title: t('synonyms.lastSeen'), dataIndex: 'lastSeenAt', width: 200, render: (iso: string) => new Date(iso).toLocaleString(language) },
              ...(canEdit
                ? [
                    {
                      title: '',
                      key: 'add',
                      width: 140,
                      render: (_: unknown, row: SearchMiss) => (
                        <Button size="small" onClick={() => setAdding(row.query)} data-testid={`search-miss-add-${row.query}`}>
                          {t('synonyms.addAsSynonym')}
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </QueryState>
      {adding !== null && <AddMissDialog query={adding} groups={groups} onClose={() => setAdding(null)} />}
    </Card>
  );
}

/** One step from a query that found nothing to a synonym: into one of the area's groups, or a new group with a word the pages use. */
function AddMissDialog({ query, groups, onClose }: { query: string; groups: SynonymGroup[]; onClose: () => void }) {
  const { t } = useT();
  const save = useSaveGroup();
  const [target, setTarget] = useState<number | 'new'>('new');
  const [word, setWord] = useState('');
  const group = groups.find((candidate) => candidate.id === target);
  const words = group ? cleanWords([...group.words, query]) : cleanWords([query, word]);
  const tooLong = word.trim().length > SYNONYM_WORD_MAX_LENGTH;
  const ready = words.length >= 2 && !tooLong && (!group || group.words.length < SYNONYM_GROUP_WORDS_MAX);
  return (
    <Modal
      open
      title={t('synonyms.addTitle', { query })}
      okText={t('synonyms.addAsSynonym')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !ready, loading: save.isPending, 'data-testid': 'search-miss-save' }}
      onOk={() => save.mutate({ id: group?.id ?? null, words }, { onSuccess: onClose })}
      onCancel={onClose}
    >
      <Radio.Group value={target} onChange={(event) => setTarget(event.target.value as number | 'new')} style={{ width: '100%' }}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Radio value="new">
            {t('synonyms.newWith')}
            <Input
              value={word}
              onChange={(event) => setWord(event.target.value)}
              onFocus={() => setTarget('new')}
              placeholder={t('synonyms.newWithPlaceholder')}
              status={tooLong ? 'error' : undefined}
              style={{ marginTop: 8 }}
              data-testid="search-miss-word"
            />
          </Radio>
          {groups.map((candidate) => (
            <Radio key={candidate.id} value={candidate.id} disabled={candidate.words.length >= SYNONYM_GROUP_WORDS_MAX}>
              {t('synonyms.intoGroup', { words: candidate.words.join('、') })}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {tooLong && <Alert type="error" showIcon style={{ marginTop: 12 }} message={t('hotWords.tooLong', { word: word.trim(), length: SYNONYM_WORD_MAX_LENGTH })} />}
    </Modal>
  );
}

function OwnGroups({ groups }: { groups: SynonymGroup[] }) {
  const area = useArea();
  const { t } = useT();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const canEdit = canDo(area, 'editor');
  const save = useSaveGroup();
  const [draft, setDraft] = useState<string[]>([]);
  const tooLong = draft.find((word) => word.length > SYNONYM_WORD_MAX_LENGTH);
  const remove = useMutation({
    mutationFn: (group: SynonymGroup) => callConsole(consoleRoutes.removeSynonymGroup, { params: { area: area.code, id: group.id } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['synonyms', area.code] });
      void message.success(t('synonyms.removed'));
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  return (
    <Card title={t('synonyms.ownTitle')} size="small" data-testid="synonym-groups">
      <Typography.Paragraph type="secondary">{t('synonyms.ownHint', { max: SYNONYM_GROUPS_MAX, words: SYNONYM_GROUP_WORDS_MAX, length: SYNONYM_WORD_MAX_LENGTH })}</Typography.Paragraph>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {groups.length === 0 && <Typography.Text type="secondary">{t('synonyms.ownEmpty')}</Typography.Text>}
        {groups.map((group) => (
          <Flex key={group.id} wrap gap={8} align="center" data-testid={`synonym-group-${group.id}`}>
            {group.words.map((word) => (
              <Tag key={word} style={{ fontSize: 14, padding: '2px 8px', marginInlineEnd: 0 }}>
                {word}
              </Tag>
            ))}
            {canEdit && (
              <Button
                size="small"
                type="link"
                danger
                onClick={() =>
                  modal.confirm({
                    title: t('synonyms.confirmRemove', { words: group.words.join('、') }),
                    okText: t('synonyms.remove'),
                    cancelText: t('common.cancel'),
                    onOk: () => remove.mutateAsync(group),
                  })
                }
              >
                {t('synonyms.remove')}
              </Button>
            )}
          </Flex>
        ))}
        {canEdit && (
          <Space.Compact style={{ width: '100%' }}>
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              value={draft}
              onChange={(next: string[]) => setDraft(cleanWords(next))}
              tokenSeparators={[',', '，', '、', ';', '；']}
              placeholder={t('synonyms.newGroupPlaceholder')}
              style={{ width: '100%' }}
              data-testid="synonym-new-group"
            />
            <Button type="primary" loading={save.isPending} disabled={draft.length < 2 || Boolean(tooLong)} onClick={() => save.mutate({ id: null, words: draft }, { onSuccess: () => setDraft([]) })} data-testid="synonym-add-group">
              {t('synonyms.addGroup')}
            </Button>
          </Space.Compact>
        )}
        {tooLong && <Alert type="error" showIcon message={t('hotWords.tooLong', { word: tooLong, length: SYNONYM_WORD_MAX_LENGTH })} />}
      </Space>
    </Card>
  );
}

function BuiltIn({ groups }: { groups: string[][] }) {
  return (
    <Space direction="vertical" size="small">
      {groups.map((group) => (
        <Typography.Text key={group.join('|')}>{group.join('、')}</Typography.Text>
      ))}
    </Space>
  );
}
