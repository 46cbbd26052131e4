import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_TIP_MS, CopyText } from './copy-text';

const writeText = vi.fn<(text: string) => Promise<void>>();
const execCommand = vi.fn<(command: string) => boolean>();

const setClipboard = (clipboard: unknown) => Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  execCommand.mockReset().mockReturnValue(true);
  setClipboard({ writeText });
  document.execCommand = execCommand as unknown as typeof document.execCommand;
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  setClipboard(undefined);
});

const click = async (name = '复制') => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('CopyText', () => {
  it('copies the text through the Clipboard API and says 复制成功 for 1,500 ms', async () => {
    render(<CopyText text="ORD20240101" />);
    expect(screen.getByText('ORD20240101')).toBeTruthy();
    await click();
    expect(writeText).toHaveBeenCalledWith('ORD20240101');
    expect(execCommand).not.toHaveBeenCalled();
    expect(await screen.findByText('复制成功')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(COPY_TIP_MS - 100);
    });
    expect(screen.queryByText('复制成功')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'check' })).toBeTruthy();
    expect(document.querySelector('.ant-tooltip')?.classList.contains('ant-tooltip-hidden')).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    // The tip closes (antd keeps its last text while hiding) and the tick turns back into the copy icon.
    expect(document.querySelector('.ant-tooltip')?.classList.contains('ant-tooltip-hidden')).toBe(true);
    expect(screen.getByRole('img', { name: 'copy' })).toBeTruthy();
  });

  it('falls back to a selected textarea and execCommand where there is no clipboard (plain http)', async () => {
    setClipboard(undefined);
    let copied = '';
    execCommand.mockImplementation(() => {
      copied = (document.activeElement as HTMLTextAreaElement | null)?.value ?? document.querySelector('textarea')?.value ?? '';
      return true;
    });
    render(<CopyText text={13800138000} />);
    await click();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('13800138000');
    expect(document.querySelector('textarea')).toBeNull();
    expect(await screen.findByText('复制成功')).toBeTruthy();
  });

  it('falls back when the Clipboard API refuses, and says 复制失败 when nothing works', async () => {
    writeText.mockRejectedValue(new Error('NotAllowedError'));
    execCommand.mockReturnValue(false);
    render(<CopyText text="abc" />);
    await click();
    expect(execCommand).toHaveBeenCalled();
    expect(await screen.findByText('复制失败')).toBeTruthy();
  });

  it('wraps a trigger of the caller and keeps its own click', async () => {
    const own = vi.fn();
    render(<CopyText text="https://example.com/a" trigger={<Button onClick={own}>复制链接</Button>} />);
    expect(screen.queryByText('https://example.com/a')).toBeNull();
    await click('复制链接');
    expect(own).toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith('https://example.com/a');
    expect(await screen.findByText('复制成功')).toBeTruthy();
  });

  it('shows - and no button for an empty text', () => {
    render(<CopyText text="" />);
    expect(screen.getByText('-')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
