import { ALIPAY_AUTH_CALLBACK_PATH, channelAuthAlipayCallback, formatDateTime, type CallReply } from '@console/contract';
import { Descriptions, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { displayOf, RequestError, send } from '../../../lib/request';
import { FullPage, FullPageCard } from '../../../shell/layout/full-page';
import { useTheme } from '../../../shell/theme/theme-context';

type Outcome = { kind: 'working' } | { kind: 'done'; reply: CallReply<typeof channelAuthAlipayCallback> } | { kind: 'failed'; title: string; lines: string[] };

/** What Alipay put in the address: the code, the one-time state and the app's id. */
const readCallback = (search: string) => {
  const params = new URLSearchParams(search);
  return { app_auth_code: params.get('app_auth_code') ?? '', state: params.get('state') ?? '', app_id: params.get('app_id') ?? '' };
};

/**
 * 支付宝授权回调 (`/payment/channel/auth/alipay/callback`, document 1 §2, public): where Alipay sends the merchant's
 * browser back after the app authorization — often a phone with no console session. The code and state leave the
 * address bar at once; the server uses the state once and exchanges the code; the page says it is done (the merchant
 * and the Alipay account, masked) or why not and what to do.
 */
export default function AlipayCallbackPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const location = useLocation();
  // Read during the first render, before the address is cleaned.
  const [callback] = useState(() => readCallback(location.search));
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    document.title = `支付宝授权 - ${theme.siteName}`;
  }, [theme.siteName]);

  useEffect(() => {
    navigate(ALIPAY_AUTH_CALLBACK_PATH, { replace: true });
    if (started.current) return;
    started.current = true;
    if (!callback.app_auth_code || !callback.state) {
      setOutcome({ kind: 'failed', title: '缺少授权信息', lines: ['此页面接收支付宝的授权结果，请使用商户管理平台给出的授权链接或二维码发起授权。'] });
      return;
    }
    send(channelAuthAlipayCallback, { app_auth_code: callback.app_auth_code, state: callback.state, app_id: callback.app_id || undefined }, { silent: true })
      .then((reply) => setOutcome({ kind: 'done', reply }))
      .catch((error: unknown) =>
        setOutcome({ kind: 'failed', title: '支付宝授权未完成', lines: error instanceof RequestError ? displayOf(error).paragraphs : ['网络请求异常，请稍后再试'] }),
      );
  }, [callback, navigate]);

  return (
    <FullPage background={`linear-gradient(135deg, ${theme.primaryColor}22, #f5f7fa 60%)`}>
      <FullPageCard width={520} aria-live="polite" data-testid="alipay-callback">
        {outcome.kind === 'working' && (
          <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, padding: '32px 0' }}>
            <Spin size="large" />
            <span>正在完成支付宝授权…</span>
          </div>
        )}
        {outcome.kind === 'done' && (
          <Result
            status="success"
            title="支付宝授权成功"
            subTitle="平台已可代该商户调用支付宝接口。可以关闭此页面。"
            extra={
              <Descriptions
                size="small"
                column={1}
                bordered
                items={[
                  { key: 'merchant', label: '商户', children: outcome.reply.merchant_name },
                  { key: 'apply_no', label: '进件编号', children: outcome.reply.apply_no },
                  { key: 'user', label: '支付宝账号（PID）', children: outcome.reply.alipay_user_id },
                  { key: 'time', label: '授权时间', children: formatDateTime(outcome.reply.authorized_time) },
                  { key: 'expire', label: '授权有效期至', children: outcome.reply.expire_time ? formatDateTime(outcome.reply.expire_time) : '长期' },
                ]}
              />
            }
          />
        )}
        {outcome.kind === 'failed' && (
          <Result
            status="warning"
            title={outcome.title}
            subTitle={outcome.lines.map((line) => (
              <div key={line} style={{ marginTop: 4 }}>
                {line}
              </div>
            ))}
          />
        )}
      </FullPageCard>
    </FullPage>
  );
}
