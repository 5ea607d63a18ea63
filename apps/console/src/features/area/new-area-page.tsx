/** Platform administrator: a new area from an area file (the import:area format) and its first admin. */
import { useState } from 'react';
import { Alert, App, Button, Form, Input, Typography, Upload } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AREA_FILE_MAX_BYTES, PASSWORD_MIN_LENGTH } from '@youlan/contract/runtime';
import { consoleRoutes } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { useT } from '../../platform/i18n/index.ts';
import { SESSION_KEY } from '../../platform/session.ts';
import './area.messages.ts';

interface FormValues {
  email: string;
  displayName: string;
  password: string;
}

export function NewAreaPage() {
  const { t } = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [areaFile, setAreaFile] = useState<{ name: string; json: Record<string, unknown> } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (values: FormValues) => callConsole(consoleRoutes.createArea, { body: { areaFile: areaFile!.json, admin: values } }),
    onSuccess: async (created) => {
      void message.success(t('areas.created', { name: created.name }));
      await client.invalidateQueries({ queryKey: SESSION_KEY });
      navigate(`/${created.code}/opinions`);
    },
    onError: (error) => setProblem(error.message),
  });

  async function readFile(file: File): Promise<void> {
    setProblem(null);
    if (file.size > AREA_FILE_MAX_BYTES) return setProblem(t('areas.tooLarge'));
    try {
      const json = JSON.parse(await file.text()) as unknown;
      if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('not an object');
      setAreaFile({ name: file.name, json: json as Record<string, unknown> });
    } catch {
      setProblem(t('areas.notJson'));
    }
  }

  return (
    <div data-testid="new-area-page" style={{ maxWidth: 640 }}>
      <Typography.Title level={3}>{t('areas.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('areas.intro')}</Typography.Paragraph>
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
      <Form<FormValues> layout="vertical" onFinish={(values) => (areaFile ? create.mutate(values) : setProblem(t('areas.fileRequired')))}>
        <Form.Item label={t('areas.file')} required>
          <Upload
            accept=".json,application/json"
            maxCount={1}
            showUploadList={false}
            beforeUpload={(file) => {
              void readFile(file);
              return false;
            }}
          >
            <Button>{t('areas.chooseFile')}</Button>
          </Upload>
          {areaFile && <Typography.Text style={{ marginLeft: 12 }}>{areaFile.name}</Typography.Text>}
        </Form.Item>
        <Typography.Title level={5}>{t('areas.firstAdmin')}</Typography.Title>
        <Form.Item name="email" label={t('account.email')} rules={[{ required: true, type: 'email' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="displayName" label={t('account.name')} rules={[{ required: true, whitespace: true, max: 60 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="password" label={t('account.password')} extra={t('account.passwordHint')} rules={[{ required: true, min: PASSWORD_MIN_LENGTH }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('areas.create')}
        </Button>
      </Form>
    </div>
  );
}
