/** Hot words: the words the search screen offers, in order (the first three highlighted); none hands it back to the most searched queries. */
import { useState } from 'react';
import { Alert, App, Button, Select, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HOT_WORDS_MAX, HOT_WORD_MAX_LENGTH } from '@youlan/contract/runtime';
import { consoleRoutes } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n.ts';
import { canDo, useArea } from '../../platform/session.ts';
import { QueryState } from '../../ui/page-state.tsx';

export function HotWordsPage() {
  const area = useArea();
  const { t } = useT();
  const words = useQuery({ queryKey: ['hot-words', area.code], queryFn: () => callConsole(consoleRoutes.listHotWords, { params: { area: area.code } }) });
  return (
    <div data-testid="hot-words-page">
      <Typography.Title level={3}>{t('hotWords.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('hotWords.hint', { max: HOT_WORDS_MAX, length: HOT_WORD_MAX_LENGTH })}</Typography.Paragraph>
      <QueryState query={words}>{(data) => <HotWordsEditor key={data.words.join('\n')} initial={data.words} canEdit={canDo(area, 'editor')} />}</QueryState>
    </div>
  );
}

function HotWordsEditor({ initial, canEdit }: { initial: string[]; canEdit: boolean }) {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [words, setWords] = useState(initial);
  const tooLong = words.find((word) => word.trim().length > HOT_WORD_MAX_LENGTH);
  const save = useMutation({
    mutationFn: () => callConsole(consoleRoutes.replaceHotWords, { params: { area: area.code }, body: { words: words.map((word) => word.trim()).filter(Boolean) } }),
    onSuccess: (saved) => {
      client.setQueryData(['hot-words', area.code], saved);
      void message.success(t('common.saved'));
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 720 }}>
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
