import { App as AntApp, ConfigProvider, Spin } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { FeedbackBridge } from '../shell/feedback/feedback-bridge';
import { FullPage } from '../shell/layout/full-page';
import { applyDocumentTheme, loadTheme, type Theme, type ThemeFailure } from '../shell/theme/theme';
import { ThemeContext } from '../shell/theme/theme-context';
import { useReducedMotion } from '../shell/theme/reduced-motion';

const ThemeFailurePage = lazy(() => import('./theme-failure'));

/**
 * Loads the domain's theme before anything else (document 1 §3): site name, logo, favicon, primary colour.
 * A network failure offers a retry; a missing app config says so; any other refusal is the no-auth page.
 */
function ThemeGate({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>();
  const [failure, setFailure] = useState<ThemeFailure>();
  const motion = !useReducedMotion();
  useEffect(() => {
    loadTheme().then(setTheme, setFailure);
  }, []);
  useEffect(() => {
    if (failure === 'refused' && window.location.pathname !== '/error-page/no-auth') window.location.replace('/error-page/no-auth');
  }, [failure]);
  useEffect(() => {
    if (theme) applyDocumentTheme(theme);
  }, [theme]);

  if (failure === 'network' || failure === 'missing') {
    return (
      <Suspense fallback={null}>
        <ThemeFailurePage failure={failure} />
      </Suspense>
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
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: current?.primaryColor ?? '#409EFF', borderRadius: 6, motion } }}>
      {current ? <ThemeContext.Provider value={current}>{children}</ThemeContext.Provider> : children}
    </ConfigProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const motion = !useReducedMotion();
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#409EFF', motion } }}>
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
