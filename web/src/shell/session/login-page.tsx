import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Input, theme as antdTheme } from 'antd';
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { HOME_REDIRECT, safeRedirect } from '../../lib/paths';
import { RequestError } from '../../lib/request';
import { FullPage, FullPageCard } from '../layout/full-page';
import { feedback } from '../feedback/feedback';
import { Logo } from '../theme/logo';
import { useTheme } from '../theme/theme-context';
import { sessionApi } from './api';
import { useBeginOauth } from './oauth';
import { useSession } from './store';

interface LoginForm {
  account: string;
  password: string;
  captcha?: string;
}

type Errors = Partial<Record<keyof LoginForm, string>>;

/** One field with its error under it (the login page keeps antd's Form out of its first load). */
const Field = ({ error, children }: { error?: string; children: ReactNode }) => {
  const { token } = antdTheme.useToken();
  return (
    <div style={{ marginBottom: 20 }}>
      {children}
      {error && (
        <div style={{ color: token.colorError, fontSize: 13, marginTop: 4 }} role="alert">
          {error}
        </div>
      )}
    </div>
  );
};

/** Codes after which the server wants a captcha on the next attempt. */
const CAPTCHA_CODES = new Set<number | string>([1410, 1411]);

/** The login page at `/`: account, password, and a captcha once the server asks for one. */
export function LoginPage() {
  const theme = useTheme();
  const { token } = antdTheme.useToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const [values, setValues] = useState<LoginForm>({ account: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Errors>({});
  const change = (field: keyof LoginForm) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const [challenge, setChallenge] = useState<{ account: string; id: string; captcha?: string }>();
  const [busy, setBusy] = useState(false);
  const { leaving, begin: beginOauth } = useBeginOauth();

  useEffect(() => {
    document.title = `登录 - ${theme.siteName}`;
  }, [theme.siteName]);

  const target = () => safeRedirect(params.get('redirect')) ?? HOME_REDIRECT;
  if (session.status === 'ready' && params.get('login_other') !== '1') return <Navigate to={target()} replace />;

  /** A fresh one-time challenge for the account, with its captcha when the server requires one. */
  const prepare = async (account: string, forceCaptcha = false) => {
    const secret = await sessionApi.secret(account);
    const next = { account, id: secret.challenge, captcha: undefined as string | undefined };
    if (secret.captcha_required || forceCaptcha) next.captcha = (await sessionApi.captcha(secret.challenge)).image;
    setChallenge(next);
    return next;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const account = values.account.trim();
    const missing: Errors = {
      ...(account ? {} : { account: '请输入账号' }),
      ...(values.password ? {} : { password: '请输入密码' }),
      ...(challenge?.captcha && !values.captcha?.trim() ? { captcha: '请输入图形验证码' } : {}),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const current = challenge?.account === account ? challenge : await prepare(account);
      if (current.captcha && !values.captcha?.trim()) {
        setErrors({ captcha: '请输入图形验证码' });
        return;
      }
      const answer = await sessionApi.login({ account, password: values.password, challenge: current.id, captcha: current.captcha ? values.captcha?.trim() : undefined });
      setChallenge(undefined);
      if (useSession.getState().apply(answer.user_info, answer.access_token)) {
        // The failed attempts' notices (账号或密码错误…) are about the login page: they do not follow into the console.
        feedback.notification?.destroy();
        navigate(target(), { replace: true });
      }
    } catch (error) {
      // A challenge serves one attempt: prepare the next one, with a captcha if the server now wants it.
      setValues((v) => ({ ...v, captcha: '' }));
      const code = error instanceof RequestError ? error.code : undefined;
      await prepare(values.account.trim(), code !== undefined && CAPTCHA_CODES.has(code)).catch(() => setChallenge(undefined));
    } finally {
      setBusy(false);
    }
  };

  /** 使用…登录: to the identity provider, which sends the browser back to /manager/oauth. */
  const signInWithProvider = () => beginOauth('login', safeRedirect(params.get('redirect')));

  return (
    <FullPage background={`linear-gradient(135deg, ${theme.primaryColor}22, #f5f7fa 60%)`}>
      <FullPageCard width={380}>
        <header style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, marginBottom: 24 }}>
          <Logo size={48} />
          <h1 style={{ margin: 0, fontSize: 24, fontWeight: 600, color: token.colorTextHeading }} data-testid="site-name">
            {theme.siteName}
          </h1>
          <span style={{ color: token.colorTextSecondary }}>登录您的账号</span>
        </header>
        <form onSubmit={submit} noValidate aria-busy={busy}>
          <Field error={errors.account}>
            <Input size="large" prefix={<UserOutlined />} placeholder="账号" autoComplete="username" autoFocus maxLength={64} value={values.account} onChange={change('account')} status={errors.account ? 'error' : undefined} disabled={busy} />
          </Field>
          <Field error={errors.password}>
            <Input.Password size="large" prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" maxLength={64} value={values.password} onChange={change('password')} status={errors.password ? 'error' : undefined} disabled={busy} />
          </Field>
          {challenge?.captcha && (
            <Field error={errors.captcha}>
              <div style={{ display: 'flex', gap: 8 }}>
                <Input size="large" prefix={<SafetyOutlined />} placeholder="图形验证码" maxLength={8} autoComplete="off" value={values.captcha} onChange={change('captcha')} status={errors.captcha ? 'error' : undefined} disabled={busy} />
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
            </Field>
          )}
          <Button type="primary" htmlType="submit" size="large" block loading={busy} disabled={leaving}>
            登录
          </Button>
        </form>
        {theme.oauthName && (
          <>
            <div role="separator" style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '20px 0 16px', color: token.colorTextTertiary, fontSize: 13 }}>
              <span style={{ flex: 1, height: 1, background: token.colorBorderSecondary }} />或<span style={{ flex: 1, height: 1, background: token.colorBorderSecondary }} />
            </div>
            <Button size="large" block loading={leaving} disabled={busy} onClick={signInWithProvider}>
              使用{theme.oauthName}登录
            </Button>
          </>
        )}
      </FullPageCard>
    </FullPage>
  );
}
