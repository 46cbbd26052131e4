import { Button, Result } from 'antd';
import type { ThemeFailure } from '../shell/theme/theme';
import { FullPage } from '../shell/layout/full-page';

/** What the theme gate shows when the domain summary cannot be had (a rare page: loaded on demand). */
export default function ThemeFailurePage({ failure }: { failure: Exclude<ThemeFailure, 'refused'> }) {
  return (
    <FullPage>
      {failure === 'network' ? (
        <Result status="warning" title="网络错误，点击重试" extra={<Button type="primary" onClick={() => window.location.reload()}>重新加载</Button>} />
      ) : (
        <Result status="error" title="应用配置缺失" subTitle="当前域名尚未配置应用，请联系平台管理员。" />
      )}
    </FullPage>
  );
}
