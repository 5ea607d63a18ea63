/** Log-in: e-mail and password; a lock-out says until when, in the operator's own clock. */
import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { consoleRoutes } from '@youlan/contract/console';
import { callConsole, ConsoleApiError } from '../../platform/api.ts';
import { setLanguage, useT } from '../../platform/i18n/index.ts';
import { rememberSession } from '../../platform/session.ts';
import './operator.messages.ts';

export function LoginPage() {
  const { t, language } = useT();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: { email: string; password: string }) {
    setBusy(true);
    setProblem(null);
    try {
      const session = await callConsole(consoleRoutes.consoleLogin, { body: values });
      rememberSession(client, session);
      navigate('/', { replace: true });
    } catch (error) {
      setProblem(describe(error));
    } finally {
      setBusy(false);
    }
  }

  function describe(error: unknown): string {
    if (!(error instanceof ConsoleApiError)) return t('common.failed', { message: String(error) });
    if (error.status === 429 && error.retryAfterSeconds) {
      const until = new Date(Date.now() + error.retryAfterSeconds * 1000);
      return t('login.locked', { time: until.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' }) });
    }
    if (error.status === 401) return t('login.wrong');
    if (error.status === 403) return t('login.disabled');
    return t('common.failed', { message: error.message });
  }

  return (
    <div className="yc-login">
      <Card className="yc-login__card" title={t('login.title')} extra={<Button type="link" onClick={() => setLanguage(language === 'en' ? 'zh-CN' : 'en')}>{t('header.language')}</Button>}>
        <Typography.Paragraph type="secondary">{t('appName')}</Typography.Paragraph>
        {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} data-testid="login-problem" />}
        <Form layout="vertical" onFinish={(values: { email: string; password: string }) => void submit(values)} requiredMark={false}>
          <Form.Item name="email" label={t('login.email')} rules={[{ required: true, message: t('login.emailRequired') }]}>
            <Input type="email" autoComplete="username" data-testid="login-email" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password autoComplete="current-password" data-testid="login-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Form>
        <Typography.Paragraph type="secondary" className="yc-login__hint" data-testid="login-first-account">
          {t('login.firstAccount')}
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
