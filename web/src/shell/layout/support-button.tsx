import { CustomerServiceOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useTheme } from '../theme/theme-context';

/** Pages where the online-support button stays out of the way (document 1 §2). */
const HIDDEN_ON = [/^\/error-page\//, /dashboard/, /^\/payment\/verify/, /^\/contract\/prepare/, /^\/external/, /^\/development\//];

// The AI chat is loaded on first use (or when the pointer reaches the button), never with the shell.
const loadChat = () => import('../support/chat-panel');
const ChatPanel = lazy(loadChat);

/**
 * The online-support button: with the theme's AI support switch on it opens the support chat (the
 * support link, if any, is offered inside it); otherwise it opens the support link in a new tab, and
 * without either it is not shown.
 */
export function SupportButton() {
  const theme = useTheme();
  const { pathname } = useLocation();
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const hidden = HIDDEN_ON.some((pattern) => pattern.test(pathname));

  if (!theme.aiSupport) {
    if (hidden || !theme.supportLink) return null;
    return <FloatButton icon={<CustomerServiceOutlined />} tooltip="在线客服" href={theme.supportLink} target="_blank" data-testid="support-button" />;
  }
  // On the pages without the button an opened chat is hidden, not closed: its conversation stays.
  return (
    <>
      {!hidden && (
        <FloatButton
          icon={<CustomerServiceOutlined />}
          tooltip={open ? undefined : '在线客服'}
          type={open ? 'primary' : 'default'}
          onMouseEnter={() => void loadChat()}
          onClick={() => {
            setLoaded(true);
            setOpen((value) => !value);
          }}
          aria-label="在线客服"
          data-testid="support-button"
        />
      )}
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel open={open && !hidden} onClose={() => setOpen(false)} supportLink={theme.supportLink} />
        </Suspense>
      )}
    </>
  );
}
