/**
 * An HTML field typed beside a live preview. The preview is a sandboxed frame (no scripts, no
 * same-origin access): what an editor types cannot act in the console; the server sanitizes the
 * HTML on save, and the preview then shows what visitors get. Used inside an antd Form.
 */
import { Form, Input, Typography } from 'antd';
import { useT } from '../platform/i18n.ts';

export function HtmlField({ name, label, hint, max, testId }: { name: string; label: string; hint: string; max: number; testId: string }) {
  const { t } = useT();
  const form = Form.useFormInstance();
  const html = (Form.useWatch(name, form) as string | undefined) ?? (form.getFieldValue(name) as string | undefined) ?? '';
  return (
    <div className="yc-editor">
      <Form.Item name={name} label={label} extra={hint} rules={[{ max }]}>
        <Input.TextArea rows={18} className="yc-editor__source" data-testid={testId} />
      </Form.Item>
      <div>
        <Typography.Text>{t('notices.preview')}</Typography.Text>
        {/* sandbox without allow-scripts or allow-same-origin: the typed HTML cannot run or reach the console. */}
        <iframe className="yc-editor__preview" sandbox="" title={t('notices.preview')} srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font:15px/1.7 sans-serif;margin:12px;color:#222}img{max-width:100%}</style>${html}`} />
      </div>
    </div>
  );
}
