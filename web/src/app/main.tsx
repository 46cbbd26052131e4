import { appSummary, type CallReply } from '@console/contract';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

type Summary = CallReply<typeof appSummary>;

/**
 * The console's placeholder until the shell lands (next issue): it proves that the console is served
 * and reaches the API, by loading the domain summary and showing the site's name and theme.
 */
function ConsoleReady() {
  const [summary, setSummary] = useState<Summary>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    const params = new URLSearchParams({ domain: window.location.hostname });
    fetch(`/api/${appSummary.path}?${params}`)
      .then((response) => response.json())
      .then((reply: { code: number; message: string; payload: Summary }) => {
        if (reply.code !== 1001) throw new Error(reply.message);
        setSummary(reply.payload);
        document.title = reply.payload.metadata.TEXT_SITENAME || '商户管理平台';
      })
      .catch((reason: Error) => setError(reason.message || '网络请求异常'));
  }, []);

  const color = summary?.metadata.STYLE_PRIMARY_COLOR || '#409EFF';
  return (
    <main style={{ fontFamily: 'system-ui, "Noto Sans CJK SC", sans-serif', display: 'grid', placeItems: 'center', minHeight: '100vh', background: '#f5f7fa', margin: 0 }}>
      <section style={{ background: '#fff', borderRadius: 12, padding: '40px 56px', boxShadow: '0 8px 24px rgba(0,0,0,.08)', textAlign: 'center' }}>
        <img src={summary?.metadata.IMAGE_MENU_LOGO || '/logo.svg'} onError={(e) => (e.currentTarget.src = '/logo.svg')} width={64} height={64} alt="logo" />
        <h1 data-testid="site-name" style={{ color, margin: '16px 0 8px' }}>{summary?.metadata.TEXT_SITENAME || '商户管理平台'}</h1>
        {error ? (
          <p role="alert" style={{ color: '#f56c6c' }}>无法连接服务：{error}</p>
        ) : summary ? (
          <p data-testid="status">控制台已就绪 · 应用 {summary.app_id} · 接口正常</p>
        ) : (
          <p>正在加载…</p>
        )}
        <p style={{ color: '#909399', fontSize: 13 }}>
          <a href="/api/docs">API 参考</a>
        </p>
      </section>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConsoleReady />
  </StrictMode>,
);
