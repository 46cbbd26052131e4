import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { SupportButton } from '../layout/support-button';
import { defaultTheme, type Theme } from '../theme/theme';
import { ThemeContext } from '../theme/theme-context';
import { mockSend } from '../../../test/send';

const send = mockSend();

beforeEach(() => {
  send.mockReset();
  send.mockImplementation(async (call: { path: string }) =>
    call.path === 'qa/chat/token' ? { token: 'q1.x', expire_in: 600, session: 's', bound: true, model: false } : { row: [], paging_header: { total_count: 0, page_index: 1, page_size: 20 } },
  );
});

const renderAt = (path: string, theme: Partial<Theme>) =>
  render(
    <ThemeContext.Provider value={{ ...defaultTheme, ...theme }}>
      <MemoryRouter initialEntries={[path]}>
        <SupportButton />
      </MemoryRouter>
    </ThemeContext.Provider>,
  );

describe('SupportButton', () => {
  it('opens the AI chat (loaded on first use) when the theme switches AI support on, and closes it again', async () => {
    renderAt('/home/index', { aiSupport: true });
    expect(screen.queryByTestId('support-chat')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('support-button'));
    });
    const panel = await screen.findByTestId('support-chat');
    expect(panel.hidden).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '关闭在线客服' }));
    });
    expect(panel.hidden).toBe(true);
  });

  it('opens the support link in a new tab without AI support, and is absent without either or on the pages of document 1 §2', () => {
    const { unmount } = renderAt('/home/index', { supportLink: 'https://support.example.com' });
    const link = screen.getByTestId('support-button');
    expect(link.getAttribute('href')).toBe('https://support.example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    unmount();
    renderAt('/home/index', {}).unmount();
    expect(screen.queryByTestId('support-button')).toBeNull();
    renderAt('/parking/dashboard', { aiSupport: true });
    expect(screen.queryByTestId('support-button')).toBeNull();
  });
});
