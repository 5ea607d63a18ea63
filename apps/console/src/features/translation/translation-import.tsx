/**
 * A translator's file back: pick it (its format is guessed from its name or first line, and can be
 * changed), send it, and read what was saved or, when the server refused it, each line to correct
 * (an import is all or nothing: nothing was saved).
 */
import { useState } from 'react';
import { Alert, Button, List, Modal, Select, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRANSLATION_FORMATS, type TranslationFormat } from '@youlan/contract/runtime';
import { consoleRoutes, TRANSLATION_IMPORT_MAX_CHARS } from '@youlan/contract/console';
import { callConsole, ConsoleApiError } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { useArea } from '../../platform/session.ts';
import { formatOfFile, languageName, refusedLines, translationKeys } from './translation-rules.ts';

interface PickedFile {
  name: string;
  content: string;
}

export function ImportButton() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid="import-open">
        {t('translation.files.import')}
      </Button>
      {open && <ImportModal onClose={() => setOpen(false)} />}
    </>
  );
}

function ImportModal({ onClose }: { onClose: () => void }) {
  const area = useArea();
  const { t, language } = useT();
  const client = useQueryClient();
  const [file, setFile] = useState<PickedFile | null>(null);
  const [format, setFormat] = useState<TranslationFormat | null>(null);
  const send = useMutation({
    mutationFn: (picked: { format: TranslationFormat; content: string }) => callConsole(consoleRoutes.importTranslations, { params: { area: area.code }, body: picked }),
    onSuccess: () => void client.invalidateQueries({ queryKey: translationKeys(area.code).all }),
  });
  const tooBig = file !== null && file.content.length > TRANSLATION_IMPORT_MAX_CHARS;
  // A refusal (4xx) lists the file's lines; anything else (the network, the server) is one message.
  const refused = send.error instanceof ConsoleApiError && send.error.status >= 400 && send.error.status < 500 ? refusedLines(send.error.message) : null;
  return (
    <Modal
      open
      title={t('translation.files.importTitle')}
      onCancel={onClose}
      width={720}
      footer={
        <Space>
          <Button onClick={onClose} data-testid="import-close">
            {send.isSuccess ? t('translation.files.close') : t('common.cancel')}
          </Button>
          {!send.isSuccess && (
            <Button type="primary" disabled={!file || !format || tooBig} loading={send.isPending} onClick={() => file && format && send.mutate({ format, content: file.content })} data-testid="import-send">
              {t('translation.files.send')}
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('translation.files.importHint')}</Typography.Paragraph>
      <Space wrap align="center" style={{ marginBottom: 16 }}>
        <Upload
          accept=".xlf,.xliff,.xml,.csv,application/xliff+xml,text/csv"
          showUploadList={false}
          beforeUpload={(picked) => {
            void picked.text().then((content) => {
              setFile({ name: picked.name, content });
              setFormat(formatOfFile(picked.name, content));
              send.reset();
            });
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} data-testid="import-pick">
            {t('translation.files.pick')}
          </Button>
        </Upload>
        {file && <Typography.Text data-testid="import-file">{t('translation.files.picked', { name: file.name })}</Typography.Text>}
        {file && (
          <Select<TranslationFormat>
            value={format ?? undefined}
            placeholder={t('translation.files.format')}
            onChange={setFormat}
            style={{ width: 140 }}
            options={TRANSLATION_FORMATS.map((value) => ({ value, label: value === 'xliff' ? 'XLIFF 2.0' : 'CSV' }))}
            data-testid="import-format"
          />
        )}
      </Space>
      {file && !format && <Alert type="warning" showIcon message={t('translation.files.unknownFormat')} style={{ marginBottom: 12 }} />}
      {tooBig && <Alert type="error" showIcon message={t('translation.files.tooBig', { max: TRANSLATION_IMPORT_MAX_CHARS.toLocaleString(language) })} style={{ marginBottom: 12 }} />}
      {send.data && (
        <Alert
          type="success"
          showIcon
          data-testid="import-result"
          message={t('translation.files.imported', { language: languageName(send.data.lang, language), saved: send.data.saved, unchanged: send.data.unchanged })}
        />
      )}
      {refused && (
        <Alert
          type="error"
          showIcon
          data-testid="import-refused"
          message={t('translation.files.refused')}
          description={
            <List
              size="small"
              dataSource={refused}
              className="yc-refused"
              renderItem={(line) => (
                <List.Item data-testid="import-refused-line">
                  <Typography.Text>
                    <Typography.Text strong>{line.where ?? t('translation.files.wholeFile')}</Typography.Text>: {line.problem}
                  </Typography.Text>
                </List.Item>
              )}
            />
          }
        />
      )}
      {send.error && !refused && <Alert type="error" showIcon message={t('common.failed', { message: send.error.message })} />}
    </Modal>
  );
}
