import { App, Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOME_REDIRECT, MINE_PATH, OAUTH_CALLBACK_PATH, safeRedirect } from '../../lib/paths';
import { displayOf, RequestError } from '../../lib/request';
import { FullPage, FullPageCard } from '../layout/full-page';
import { useTheme } from '../theme/theme-context';
import { sessionApi } from './api';
import { takePendingOauth, type PendingOauth } from './oauth';
import { NO_PERMISSION_MESSAGE, useSession } from './store';

/** What the identity provider put in the address: a code and the state, or an error (the person refused). */
interface Callback {
  code: string;
  state: string;
  error: string;
  errorDescription: string;
}

const readCallback = (search: string): Callback => {
  const params = new URLSearchParams(search);
  return { code: params.get('code') ?? '', state: params.get('state') ?? '', error: params.get('error') ?? '', errorDescription: params.get('error_description') ?? '' };
};

/** Failures show as a title and paragraphs (message, hint, and the seqno where the console shows one). */
type Outcome = { kind: 'working' } | { kind: 'failed'; title: string; lines: string[] };

/**
 * `/manager/oauth` (document 1 §2, public): where the identity provider sends the browser back. The code and state
 * leave the address bar at once; a state this tab did not start is refused (a link cannot sign anyone in); then
 * the code signs in (→ home, or the page the sign-in was started for) or binds the signed-in account (→ 账号设置).
 */
export default function OauthPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  // Read during the first render, before the address is cleaned.
  const [callback] = useState(() => readCallback(location.search));
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const [purpose, setPurpose] = useState<PendingOauth['purpose']>('login');
  const started = useRef(false);
  const name = theme.oauthName || '第三方账号';

  useEffect(() => {
    document.title = `${name}登录 - ${theme.siteName}`;
  }, [name, theme.siteName]);

  useEffect(() => {
    navigate(OAUTH_CALLBACK_PATH, { replace: true });
    if (started.current) return;
    started.current = true;

    const pending = takePendingOauth();
    const doing = pending?.purpose ?? 'login';
    setPurpose(doing);
    const fail = (title: string, ...lines: string[]) => setOutcome({ kind: 'failed', title, lines });
    const failWith = (title: string) => (error: unknown) => fail(title, ...(error instanceof RequestError ? displayOf(error).paragraphs : ['网络请求异常，请稍后再试']));

    if (callback.error) {
      const refused = callback.error === 'access_denied';
      fail(refused ? (doing === 'bind' ? '已取消绑定' : '已取消登录') : `${name}未完成授权`, refused ? `您在${name}拒绝了授权。` : callback.errorDescription || callback.error);
      return;
    }
    if (!callback.code || !callback.state) {
      fail('缺少授权信息', `此页面接收${name}的登录结果，请从登录页或账号设置发起。`);
      return;
    }
    if (!pending || pending.state !== callback.state) {
      fail('登录请求已失效', '该请求不是在本浏览器中发起的，或已经处理过。请重新发起。');
      return;
    }
    const body = { code: callback.code, state: callback.state };
    if (doing === 'bind') {
      sessionApi
        .oauthBind(body)
        .then(async () => {
          // This public page has no session loaded: 账号设置 needs it.
          await useSession.getState().start(MINE_PATH);
          message.success('绑定成功');
          navigate(MINE_PATH, { replace: true });
        })
        .catch(failWith('绑定失败'));
      return;
    }
    sessionApi
      .oauthLogin(body)
      .then((answer) => {
        if (useSession.getState().apply(answer.user_info, answer.access_token)) navigate(safeRedirect(answer.redirect ?? null) ?? HOME_REDIRECT, { replace: true });
        else fail('登录失败', NO_PERMISSION_MESSAGE);
      })
      .catch(failWith('登录失败'));
  }, [callback, message, name, navigate]);

  const back =
    purpose === 'bind' ? (
      <Button type="primary" key="back" onClick={() => navigate(MINE_PATH, { replace: true })}>
        返回账号设置
      </Button>
    ) : (
      <Button type="primary" key="back" onClick={() => navigate('/', { replace: true })}>
        返回登录页
      </Button>
    );

  return (
    <FullPage background={`linear-gradient(135deg, ${theme.primaryColor}22, #f5f7fa 60%)`}>
      <FullPageCard width={460} aria-live="polite">
        {outcome.kind === 'working' ? (
          <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, padding: '32px 0' }}>
            <Spin size="large" />
            <span>{purpose === 'bind' ? `正在绑定${name}账号…` : `正在使用${name}登录…`}</span>
          </div>
        ) : (
          <Result
            status="warning"
            title={outcome.title}
            subTitle={outcome.lines.map((line) => (
              <div key={line} style={{ marginTop: 4 }}>
                {line}
              </div>
            ))}
            extra={[back]}
          />
        )}
      </FullPageCard>
    </FullPage>
  );
}
