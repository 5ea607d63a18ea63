/**
 * Hot words: the words the search screen offers, in order (the first three highlighted), in the
 * area's main language (translations: the translation board); none hands the screen back to the
 * most searched queries. Below, the blocked words a most-searched query may not contain.
 */
import { useState } from 'react';
import { Alert, App, Button, Divider, Flex, Input, Select, Space, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BLOCKED_WORDS_MAX, BLOCKED_WORD_MAX_LENGTH, HOT_WORDS_MAX, HOT_WORD_MAX_LENGTH } from '@youlan/contract/runtime';
import { consoleRoutes, type BlockedWord } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';
import './search.messages.ts';

export function HotWordsPage() {
  const area = useArea();
  const { t } = useT();
  const words = useQuery({ queryKey: ['hot-words', area.code], queryFn: () => callConsole(consoleRoutes.listHotWords, { params: { area: area.code } }) });
  return (
    <div data-testid="hot-words-page">
      <Typography.Title level={3}>{t('hotWords.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('hotWords.hint', { max: HOT_WORDS_MAX, length: HOT_WORD_MAX_LENGTH })}</Typography.Paragraph>
      <QueryState query={words}>
        {(data) => <HotWordsEditor key={JSON.stringify(data)} initial={data} canEdit={canDo(area, 'editor')} />}
      </QueryState>
      <Divider />
      <BlockedWords />
    </div>
  );
}

function HotWordsEditor({ initial, canEdit }: { initial: { words: string[] }; canEdit: boolean }) {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [words, setWords] = useState(initial.words);
  const tooLong = words.find((word) => word.trim().length > HOT_WORD_MAX_LENGTH);
  const save = useMutation({
    mutationFn: () => callConsole(consoleRoutes.replaceHotWords, { params: { area: area.code }, body: { words } }),
    onSuccess: (saved) => {
      client.setQueryData(['hot-words', area.code], saved);
      void message.success(t('common.saved'));
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 640 }}>
      <Select
        mode="tags"
        open={false}
        suffixIcon={null}
        value={words}
        disabled={!canEdit}
        onChange={(next: string[]) => setWords([...new Set(next.map((word) => word.trim()).filter(Boolean))].slice(0, HOT_WORDS_MAX))}
        tokenSeparators={[',', '，', ' ', '、']}
        placeholder={t('hotWords.placeholder')}
        style={{ width: '100%' }}
        data-testid="hot-words"
      />
      {tooLong && <Alert type="error" showIcon message={t('hotWords.tooLong', { word: tooLong, length: HOT_WORD_MAX_LENGTH })} />}
      {words.length === 0 && <Alert type="info" showIcon message={t('hotWords.none')} />}
      {canEdit && (
        <Button type="primary" loading={save.isPending} disabled={Boolean(tooLong)} onClick={() => save.mutate()} data-testid="hot-words-save">
          {t('common.save')}
        </Button>
      )}
    </Space>
  );
}

/** Blocked words: each added or removed at once (and audited); a query containing one is never a hot word. */
function BlockedWords() {
  const area = useArea();
  const { t } = useT();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const canEdit = canDo(area, 'editor');
  const [draft, setDraft] = useState('');
  const key = ['blocked-words', area.code];
  const blocked = useQuery({ queryKey: key, queryFn: () => callConsole(consoleRoutes.listBlockedWords, { params: { area: area.code } }) });
  const failed = (error: Error) => void message.error(t('common.failed', { message: error.message }));
  const add = useMutation({
    mutationFn: (word: string) => callConsole(consoleRoutes.addBlockedWord, { params: { area: area.code }, body: { word } }),
    onSuccess: (added) => {
      setDraft('');
      void client.invalidateQueries({ queryKey: key });
      void message.success(t('blockedWords.added', { word: added.word }));
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (row: BlockedWord) => callConsole(consoleRoutes.removeBlockedWord, { params: { area: area.code, id: row.id } }),
    onSuccess: (_, row) => {
      void client.invalidateQueries({ queryKey: key });
      void message.success(t('blockedWords.removed', { word: row.word }));
    },
    onError: failed,
  });
  const word = draft.trim();
  const tooLong = word.length > BLOCKED_WORD_MAX_LENGTH;
  return (
    <section data-testid="blocked-words">
      <Typography.Title level={4}>{t('blockedWords.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('blockedWords.hint', { max: BLOCKED_WORDS_MAX, length: BLOCKED_WORD_MAX_LENGTH })}</Typography.Paragraph>
      <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 960 }}>
        {canEdit && (
          <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
            <Input
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onPressEnter={() => word && !tooLong && add.mutate(word)}
              placeholder={t('blockedWords.placeholder')}
              status={tooLong ? 'error' : undefined}
              data-testid="blocked-word-input"
            />
            <Button type="primary" loading={add.isPending} disabled={!word || tooLong} onClick={() => add.mutate(word)} data-testid="blocked-word-add">
              {t('blockedWords.add')}
            </Button>
          </Space.Compact>
        )}
        {tooLong && <Alert type="error" showIcon message={t('hotWords.tooLong', { word, length: BLOCKED_WORD_MAX_LENGTH })} />}
        <QueryState query={blocked}>
          {(data) => (
            <Flex wrap gap={8}>
              {data.words.length === 0 && <Typography.Text type="secondary">{t('blockedWords.empty')}</Typography.Text>}
              {data.words.map((row) => (
                <Tag
                  key={row.id}
                  closable={canEdit}
                  onClose={(event) => {
                    // The tag stays until the server has removed the word.
                    event.preventDefault();
                    modal.confirm({
                      title: t('blockedWords.confirmRemove', { word: row.word }),
                      okText: t('blockedWords.unblock'),
                      cancelText: t('common.cancel'),
                      onOk: () => remove.mutateAsync(row),
                    });
                  }}
                  style={{ fontSize: 14, padding: '2px 8px', marginInlineEnd: 0 }}
                  data-testid={`blocked-word-${row.word}`}
                >
                  {row.word}
                </Tag>
              ))}
            </Flex>
          )}
        </QueryState>
      </Space>
    </section>
  );
}
