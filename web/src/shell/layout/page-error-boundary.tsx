import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { reportLater } from '../../lib/install-error-reporting';

// The panel (antd Result with its images) loads only when a page has failed.
const ErrorPanel = lazy(() => import('./error-panel').then((m) => ({ default: m.ErrorPanel })));

/** Catches a page's rendering or loading failure and shows the error panel instead of a blank screen. */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  /** The failure goes to the platform's 错误日志 with the components it happened in. */
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportLater('render', error, info.componentStack ?? '');
  }
  /** Going to another page clears the failure, without remounting the pages kept alive. */
  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== undefined) this.setState({ error: undefined });
  }
  override render() {
    if (this.state.error !== undefined) return (
        <Suspense fallback={null}>
          <ErrorPanel error={this.state.error} onRetry={() => window.location.reload()} />
        </Suspense>
      );
    return this.props.children;
  }
}
