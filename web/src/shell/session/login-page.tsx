import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../lib/paths';
import { homeOf } from '../../app/route-table';
import { RequestError } from '../../lib/request';
import { FullPage } from '../layout/full-page';
import { Logo } from '../theme/logo';
import { useTheme } from '../theme/theme-context';
import { sessionApi } from './api';
import { useSession } from './store';

interface LoginForm {
  account: string;
  password: string;
  captcha?: string;
}

/** Codes after which the server wants a captcha on the next attempt. */
const CAPTCHA_CODES = new Set<number | string>([1410, 1411]);

/** The login page at `/`: account, password, and a captcha once the server asks for one. */
export function LoginPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const [form] = Form.useForm<LoginForm>();
  const [challenge, setChallenge] = useState<{ account: string; id: string; captcha?: string }>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = `登录 - ${theme.siteName}`;
  }, [theme.siteName]);

  const target = (products: readonly string[]) => safeRedirect(params.get('redirect')) ?? homeOf(products);
  if (session.status === 'ready' && params.get('login_other') !== '1') return <Navigate to={target([...session.products])} replace />;

  /** A fresh one-time challenge for the account, with its captcha when the server requires one. */
  const prepare = async (account: string, forceCaptcha = false) => {
    const secret = await sessionApi.secret(account);
    const next = { account, id: secret.challenge, captcha: undefined as string | undefined };
    if (secret.captcha_required || forceCaptcha) next.captcha = (await sessionApi.captcha(secret.challenge)).image;
    setChallenge(next);
    return next;
  };

  const submit = async (values: LoginForm) => {
    setBusy(true);
    try {
      const account = values.account.trim();
      const current = challenge?.account === account ? challenge : await prepare(account);
      if (current.captcha && !values.captcha) {
        form.setFields([{ name: 'captcha', errors: ['请输入图形验证码'] }]);
        return;
      }
      const answer = await sessionApi.login({ account, password: values.password, challenge: current.id, captcha: current.captcha ? values.captcha : undefined });
      setChallenge(undefined);
      if (useSession.getState().apply(answer.user_info, answer.access_token)) {
        navigate(target(answer.product), { replace: true });
      }
    } catch (error) {
      // A challenge serves one attempt: prepare the next one, with a captcha if the server now wants it.
      form.setFieldValue('captcha', undefined);
      const code = error instanceof RequestError ? error.code : undefined;
      await prepare(values.account.trim(), code !== undefined && CAPTCHA_CODES.has(code)).catch(() => setChallenge(undefined));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FullPage background={`linear-gradient(135deg, ${theme.primaryColor}22, #f5f7fa 60%)`}>
      <Card style={{ width: 380, maxWidth: 'calc(100vw - 32px)', boxShadow: '0 12px 32px rgba(0,0,0,.08)' }}>
        <Space direction="vertical" align="center" style={{ width: '100%', marginBottom: 24 }}>
          <Logo size={48} />
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="site-name">
            {theme.siteName}
          </Typography.Title>
          <Typography.Text type="secondary">登录您的账号</Typography.Text>
        </Space>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} size="large" disabled={busy}>
          <Form.Item name="account" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
            <Input prefix={<UserOutlined />} placeholder="账号" autoComplete="username" autoFocus maxLength={64} />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" maxLength={64} />
          </Form.Item>
          {challenge?.captcha && (
            <div style={{ display: 'flex', gap: 8 }}>
              <Form.Item name="captcha" style={{ flex: 1 }} rules={[{ required: true, whitespace: true, message: '请输入图形验证码' }]}>
                <Input prefix={<SafetyOutlined />} placeholder="图形验证码" maxLength={8} autoComplete="off" />
              </Form.Item>
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(challenge.captcha)}`}
                alt="图形验证码，点击换一张"
                title="看不清？换一张"
                data-testid="captcha-image"
                role="button"
                tabIndex={0}
                height={40}
                style={{ cursor: 'pointer', borderRadius: 6, border: '1px solid #d9d9d9' }}
                onClick={() => void prepare(challenge.account, true)}
                onKeyDown={(event) => event.key === 'Enter' && void prepare(challenge.account, true)}
              />
            </div>
          )}
          <Button type="primary" htmlType="submit" block loading={busy}>
            登录
          </Button>
        </Form>
      </Card>
    </FullPage>
  );
}
