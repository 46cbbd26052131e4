import { externalSession, formatDateTime, type CallReply } from '@console/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Result, Skeleton, Typography } from 'antd';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useExternalToken } from '../../lib/external-token';
import { CancelledRequest, RequestError, send } from '../../lib/request';
import { requestMessages } from '../../lib/request/messages';
import { useTheme } from '../../shell/theme/theme-context';
import { EXTERNAL_SESSION_KEY } from './paths';

export type ExternalSession = CallReply<typeof externalSession>;

// The console's query client lives behind its login (console-layout.tsx); the external pages have their own.
const queries = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refused token is final; a cancelled duplicate is not a failure to retry.
      retry: (count, error) => !(error instanceof CancelledRequest) && !(error instanceof RequestError && error.code === 1401) && count < 1,
    },
  },
});

/** An external page with the external pages' query client. */
export const withExternalQueries = (Page: ComponentType) =>
  function ExternalPage() {
    return (
      <QueryClientProvider client={queries}>
        <Page />
      </QueryClientProvider>
    );
  };

/** 'token missing' (document 1 §8): no console chrome, no login; only who to ask. */
export function TokenMissing({ detail }: { detail?: string }) {
  return (
    <Result
      status="warning"
      title="令牌缺失或链接已失效"
      subTitle={detail && detail !== requestMessages.tokenMissing ? `${detail}` : '请联系发起人重新获取外部填写链接'}
      data-testid="external-token-missing"
    />
  );
}

/** The session of the link (merchant, issuer, expiry), or undefined while loading or when the token is gone. */
export const useExternalSession = () => {
  const invalid = useExternalToken((s) => s.invalid);
  return useQuery({ queryKey: EXTERNAL_SESSION_KEY, queryFn: () => send(externalSession, {}, { silent: true }), enabled: !invalid, retry: false, staleTime: 60_000 });
};

/**
 * The frame of the external pages: a plain header (the site, 外部填写, the merchant and the link's expiry) and the page,
 * or 'token missing' once the temporary token is absent or refused.
 */
export function ExternalFrame({ title, children }: { title: string; children: (session: ExternalSession) => ReactNode }) {
  const theme = useTheme();
  const invalid = useExternalToken((s) => s.invalid);
  const session = useExternalSession();
  useEffect(() => {
    document.title = `${title} - ${theme.siteName}`;
  }, [title, theme.siteName]);

  const body = invalid ? (
    <TokenMissing />
  ) : session.isLoading ? (
    <Skeleton active paragraph={{ rows: 6 }} />
  ) : session.data ? (
    children(session.data)
  ) : (
    <TokenMissing />
  );
  return (
    <main style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <header style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', padding: '12px 24px', display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {theme.siteName} · {title}
        </Typography.Title>
        {!invalid && session.data && (
          <Typography.Text type="secondary" data-testid="external-session">
            进件商户：<Typography.Text strong>{session.data.merchant.name}</Typography.Text>　发起人：{session.data.issuer.name}（{session.data.issuer.merchant_name}）　链接有效期至 {formatDateTime(session.data.expire_time)}
          </Typography.Text>
        )}
      </header>
      <div style={{ maxWidth: 960, margin: '0 auto', padding: '24px 16px' }}>{body}</div>
    </main>
  );
}
