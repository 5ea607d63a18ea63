/** The area's admins: download the whole area as an area file (the import:area format), e.g. to copy it to a new area or keep a copy. */
import { App, Alert, Button, Space, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { consoleRoutes } from '@youlan/contract/console';
import { callConsole } from '../../platform/api.ts';
import { saveFile } from '../../platform/download.ts';
import { useT } from '../../platform/i18n/index.ts';
import { useArea } from '../../platform/session.ts';
import './area.messages.ts';

export function AreaFilePage() {
  const area = useArea();
  const { t } = useT();
  const { message } = App.useApp();
  const exportFile = useMutation({
    mutationFn: () => callConsole(consoleRoutes.exportAreaFile, { params: { area: area.code } }),
    onSuccess: (file) => {
      // Named after the area and the day.
      saveFile(`area-${area.code}-${new Date().toISOString().slice(0, 10)}.json`, `${JSON.stringify(file, null, 2)}\n`, 'application/json');
      void message.success(t('areaFile.exported'));
    },
    onError: (error) => void message.error(t('common.failed', { message: error.message })),
  });
  return (
    <div data-testid="area-file-page">
      <Typography.Title level={3}>{t('areaFile.title')}</Typography.Title>
      <Space direction="vertical" size="large" style={{ maxWidth: 760 }}>
        <Typography.Paragraph>{t('areaFile.intro')}</Typography.Paragraph>
        <Button type="primary" loading={exportFile.isPending} onClick={() => exportFile.mutate()} data-testid="area-export">
          {t('areaFile.export')}
        </Button>
        <Alert type="info" showIcon message={t('areaFile.mediaNote')} />
        <Alert type="warning" showIcon message={t('areaFile.noReplaceTitle')} description={t('areaFile.noReplace')} />
      </Space>
    </div>
  );
}
