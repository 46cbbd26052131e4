import { CustomerServiceOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { useLocation } from 'react-router';
import { useTheme } from '../theme/theme-context';

/** Pages where the online-support button stays out of the way (document 1 §2). */
const HIDDEN_ON = [/^\/error-page\//, /dashboard/, /^\/payment\/verify/, /^\/contract\/prepare/, /^\/external/, /^\/development\//];

/** The online-support button: shown when the theme has a support link, opening it in a new tab. */
export function SupportButton() {
  const theme = useTheme();
  const { pathname } = useLocation();
  if (!theme.supportLink || HIDDEN_ON.some((pattern) => pattern.test(pathname))) return null;
  return <FloatButton icon={<CustomerServiceOutlined />} tooltip="在线客服" href={theme.supportLink} target="_blank" data-testid="support-button" />;
}
