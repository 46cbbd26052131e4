import { App as AntApp, Button, ConfigProvider, Result, Spin } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useState, type ReactNode } from 'react';
import { FeedbackBridge } from '../shell/feedback/feedback-bridge';
import { FullPage } from '../shell/layout/full-page';
import { applyDocumentTheme, loadTheme, type Theme, type ThemeFailure } from '../shell/theme/theme';
import { ThemeContext } from '../shell/theme/theme-context';

/**
 * Loads the domain's theme before anything else (document 1 §3): site name, logo, favicon, primary colour.
 * A network failure offers a retry; a missing app config says so; any other refusal is the no-auth page.
 */
function ThemeGate({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>();
  const [failure, setFailure] = useState<ThemeFailure>();
  useEffect(() => {
    loadTheme().then(setTheme, setFailure);
  }, []);
  useEffect(() => {
    if (failure === 'refused' && window.location.pathname !== '/error-page/no-auth') window.location.replace('/error-page/no-auth');
  }, [failure]);
  useEffect(() => {
    if (theme) applyDocumentTheme(theme);
  }, [theme]);

  if (failure === 'network') {
    return (
      <FullPage>
        <Result status="warning" title="网络错误，点击重试" extra={<Button type="primary" onClick={() => window.location.reload()}>重新加载</Button>} />
      </FullPage>
    );
  }
  if (failure === 'missing') {
    return (
      <FullPage>
        <Result status="error" title="应用配置缺失" subTitle="当前域名尚未配置应用，请联系平台管理员。" />
      </FullPage>
    );
  }
  if (!theme && failure !== 'refused') {
    return (
      <FullPage>
        <Spin size="large" />
      </FullPage>
    );
  }
  const current = theme ?? undefined;
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: current?.primaryColor ?? '#409EFF', borderRadius: 6 } }}>
      {current ? <ThemeContext.Provider value={current}>{children}</ThemeContext.Provider> : children}
    </ConfigProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#409EFF' } }}>
      <AntApp>
        <FeedbackBridge />
        <ThemeGate>
          <AntApp>
            <FeedbackBridge />
            {children}
          </AntApp>
        </ThemeGate>
      </AntApp>
    </ConfigProvider>
  );
}
