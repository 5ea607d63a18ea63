/**
 * The first operator: the set-up link the server prints at start while no operator exists
 * (`/console/setup#<token>`). The token stays in the fragment, which no request carries; it goes
 * only into the set-up call's body.
 */
import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@youlan/contract/runtime';
import { consoleRoutes } from '@youlan/contract/console';
import { callConsole, ConsoleApiError, formPathOf } from '../../platform/api.ts';
import { setLanguage, useT } from '../../platform/i18n/index.ts';
import { rememberSession } from '../../platform/session.ts';
import './operator.messages.ts';

interface Draft {
  email: string;
  displayName: string;
  password: string;
  confirm: string;
}

export function SetupPage() {
  const { t, language } = useT();
  const client = useQueryClient();
  const navigate = useNavigate();
  const token = decodeURIComponent(useLocation().hash.slice(1));
  const [form] = Form.useForm<Draft>();
  const [problem, setProblem] = useState<{ text: string; toLogin: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit({ email, displayName, password }: Draft) {
    setBusy(true);
    setProblem(null);
    try {
      const session = await callConsole(consoleRoutes.consoleSetup, { body: { token, email, displayName, password } });
      rememberSession(client, session);
      navigate('/', { replace: true });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  }

  function refused(error: unknown) {
    if (!(error instanceof ConsoleApiError)) return setProblem({ text: t('common.failed', { message: String(error) }), toLogin: false });
    if (error.status === 409) return setProblem({ text: t('setup.exists'), toLogin: true });
    if (error.status === 403) return setProblem({ text: t('setup.wrongLink'), toLogin: false });
    const path = error.status === 400 ? formPathOf(error.field) : null;
    // A refused token is the link's fault, not a field's.
    if (path?.length && path[0] !== 'token') return form.setFields([{ name: path[0] as keyof Draft, errors: [error.message] }]);
    if (path?.[0] === 'token') return setProblem({ text: t('setup.wrongLink'), toLogin: false });
    setProblem({ text: t('common.failed', { message: error.message }), toLogin: false });
  }

  const toLogin = <Link to="/login">{t('setup.toLogin')}</Link>;
  return (
    <div className="yc-login">
      <Card className="yc-login__card" title={t('setup.title')} extra={<Button type="link" onClick={() => setLanguage(language === 'en' ? 'zh-CN' : 'en')}>{t('header.language')}</Button>}>
        {!token ? (
          <Alert type="info" showIcon message={t('setup.noToken')} action={toLogin} data-testid="setup-no-token" />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t('setup.intro')}</Typography.Paragraph>
            {problem && <Alert type="error" showIcon message={problem.text} action={problem.toLogin ? toLogin : undefined} style={{ marginBottom: 16 }} data-testid="setup-problem" />}
            <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
              <Form.Item name="email" label={t('setup.email')} rules={[{ required: true, message: t('setup.emailRequired') }]}>
                <Input type="email" autoComplete="username" data-testid="setup-email" autoFocus />
              </Form.Item>
              <Form.Item name="displayName" label={t('setup.displayName')} rules={[{ required: true, whitespace: true, message: t('setup.displayNameRequired') }]}>
                <Input autoComplete="name" data-testid="setup-name" />
              </Form.Item>
              <Form.Item
                name="password"
                label={t('setup.password')}
                rules={[
                  { required: true, message: t('setup.passwordRequired') },
                  { min: PASSWORD_MIN_LENGTH, message: t('setup.passwordShort', { count: PASSWORD_MIN_LENGTH }) },
                ]}
              >
                <Input.Password autoComplete="new-password" data-testid="setup-password" />
              </Form.Item>
              <Form.Item
                name="confirm"
                label={t('setup.confirm')}
                dependencies={['password']}
                rules={[
                  { required: true, message: t('setup.passwordRequired') },
                  ({ getFieldValue }) => ({ validator: (_, value) => (value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('setup.mismatch')))) }),
                ]}
              >
                <Input.Password autoComplete="new-password" data-testid="setup-confirm" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={busy} data-testid="setup-submit">
                {t('setup.submit')}
              </Button>
            </Form>
          </>
        )}
      </Card>
    </div>
  );
}
