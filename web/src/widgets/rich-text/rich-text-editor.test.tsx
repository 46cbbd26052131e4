import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FONT_SIZES, RichTextEditor } from './rich-text-editor';
import { mockSend } from '../../../test/send';

const send = mockSend();

function Field({ initial = '' }: { initial?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <App>
      <RichTextEditor value={html} onChange={setHtml} label="内容" />
      <output data-testid="html">{html}</output>
      <button type="button" onClick={() => setHtml('<p>外部设置的内容</p>')}>set</button>
    </App>
  );
}

beforeEach(() => {
  send.mockReset();
  send.mockImplementation(async (call: { path: string }) =>
    call.path === 'upload/token' ? { token: 't', api_url: '/api/upload/file', expire_in: 600 } : { link: '/files/default/ab/pic.png', hash: 'h', size: 3, content_type: 'image/png', extension: 'png' },
  );
});

describe('RichTextEditor', () => {
  it('offers font sizes from 12 to 72 px', () => {
    expect(FONT_SIZES[0]).toBe('12px');
    expect(FONT_SIZES.at(-1)).toBe('72px');
  });

  it('shows the value, names its editing area, and takes a value set from outside', async () => {
    render(<Field initial="<p>初始<strong>内容</strong></p>" />);
    const body = await screen.findByRole('textbox', { name: '内容' });
    await waitFor(() => expect(body.innerHTML).toContain('<strong>内容</strong>'));
    screen.getByText('set').click();
    await waitFor(() => expect(body.textContent).toBe('外部设置的内容'));
  });

  it('uploads a pasted image and inserts its link instead of inlining its data', async () => {
    render(<Field />);
    const body = await screen.findByRole('textbox', { name: '内容' });
    const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
    event.clipboardData = { files: [new File([new Uint8Array([137, 80, 78, 71])], 'pic.png', { type: 'image/png' })] };
    body.dispatchEvent(event);
    await waitFor(() => expect(screen.getByTestId('html').textContent).toContain('<img src="/files/default/ab/pic.png"'));
    expect(event.defaultPrevented).toBe(true);
    expect(send.mock.calls.map((c) => c[0].path)).toEqual(['upload/token', 'upload/file']);
  });
});
