import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { encodeSseEvent } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ChatPanel, { showsTime, timeLabel, type ChatItem } from './chat-panel';
import { INPUT_ROWS, TIMESTAMP_GAP_MS } from './chat-text';
import { renderMarkdown } from './markdown';
import { mockSend } from '../../../test/send';

// Only the request layer and fetch (the answer stream) are mocked.
const send = mockSend();

type Wire = [string, unknown][];
const fetchMock = vi.fn();

/** An event stream that sends `events`, then ends — or, with `hold`, stays open until the request is aborted. */
function streamOf(events: Wire, signal: AbortSignal, hold = false) {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const [name, data] of events) controller.enqueue(encoder.encode(encodeSseEvent(name, data)));
      if (!hold) return controller.close();
      signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(stream, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

const reference = { id: 3, title: '如何添加停车场', summary: '在车场列表点击新增车场。', link: '/help/article/detail?id=3' };
const answered: Wire = [
  ['question', { message_id: 11, content: '怎么添加停车场', create_time: new Date().toISOString() }],
  ['reference', { articles: [reference] }],
  ['answer', { delta: '帮助中心的这篇文章可能对您有帮助：\n\n**《如何添加停车场》**' }],
  ['answer', { delta: '\n\n1. 进入车场列表\n2. 点击「新增车场」' }],
  ['stop', { message_id: 12, reason: 'finished', source: 'articles', create_time: new Date().toISOString(), token: 'q1.renewed', expire_in: 600 }],
];

let expireIn = 600;
beforeEach(() => {
  expireIn = 600;
  send.mockReset();
  send.mockImplementation(async (call: { path: string }, input: Record<string, unknown>) => {
    if (call.path === 'qa/chat/token') return { token: 'q1.first', expire_in: expireIn, session: 's1', bound: true, model: false };
    if (call.path === 'qa/module/list') return { row: [{ id: 2, name: '停车场管理', questions: [{ id: 3, title: '如何添加停车场' }] }] };
    if (call.path === 'qa/message/list') return { row: [], paging_header: { total_count: 0, page_index: 1, page_size: 20 } };
    if (call.path === 'qa/chat/transfer') return { id: 5, no: 'KF2026112100000005', status: 'open', message: `已为您转人工客服，工单号 KF2026112100000005。(${String(input.chat_token)})` };
    if (call.path === 'qa/chat/feedback') return { message_id: input.message_id, useful: input.useful };
    return {};
  });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url: string, init: RequestInit) => streamOf(answered, init.signal!));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const textarea = () => screen.getByLabelText('问题') as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(textarea(), { target: { value: text } });
const press = async (init: Partial<KeyboardEventInit> = {}) => {
  await act(async () => {
    fireEvent.keyDown(textarea(), { key: 'Enter', code: 'Enter', ...init });
  });
};
const open = async () => {
  render(<ChatPanel open onClose={() => {}} />);
  await waitFor(() => expect(send).toHaveBeenCalledWith(expect.objectContaining({ path: 'qa/chat/token' }), {}, { silent: true }));
};
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));

describe('ChatPanel', () => {
  it('shows the placeholder of document 1 §9 and an input of 2 to 5 rows, and never sends a blank question', async () => {
    await open();
    expect(textarea().placeholder).toBe('请输入您想咨询的问题');
    expect(INPUT_ROWS).toEqual({ minRows: 2, maxRows: 5 });
    type('   \n  ');
    expect((screen.getByRole('button', { name: /发\s*送/ }) as HTMLButtonElement).disabled).toBe(true);
    await press();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends with Enter and streams the answer in as Markdown, with the articles it used as links', async () => {
    await open();
    type('  怎么添加停车场 ');
    await press();
    expect(sentBodies()).toEqual([{ chat_token: 'q1.first', content: '怎么添加停车场' }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/qa/chat');
    expect((init as RequestInit).method).toBe('POST');
    const answer = await screen.findByTestId('chat-answer');
    await waitFor(() => expect(answer.querySelector('strong')?.textContent).toBe('《如何添加停车场》'));
    expect([...answer.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(['进入车场列表', '点击「新增车场」']);
    const link = within(screen.getByTestId('chat-references')).getByRole('link', { name: '《如何添加停车场》' });
    expect(link.getAttribute('href')).toBe('/help/article/detail?id=3');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('chat-question').textContent).toBe('怎么添加停车场');
    expect(textarea().value).toBe('');
    // The next question goes with the renewed token.
    type('月卡怎么续费');
    await press();
    await waitFor(() => expect(sentBodies()[1]).toEqual({ chat_token: 'q1.renewed', content: '月卡怎么续费' }));
  });

  it('puts a new line at the caret with Ctrl+Enter or ⌘+Enter instead of sending', async () => {
    await open();
    type('第一行第二行');
    textarea().setSelectionRange(3, 3);
    await press({ ctrlKey: true });
    expect(textarea().value).toBe('第一行\n第二行');
    await press({ metaKey: true });
    expect(textarea().value.split('\n').length).toBe(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops an answer being generated: the stop button aborts the stream and the answer says it was stopped', async () => {
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => streamOf(answered.slice(0, 3), init.signal!, true));
    await open();
    type('怎么添加停车场');
    await press();
    const stop = await screen.findByRole('button', { name: /停止生成/ });
    await waitFor(() => expect(screen.getByTestId('chat-answer').textContent).toContain('《如何添加停车场》'));
    await act(async () => {
      fireEvent.click(stop);
    });
    expect((fetchMock.mock.calls[0]![1] as RequestInit).signal!.aborted).toBe(true);
    await screen.findByText('（已停止生成）');
    expect(screen.getByRole('button', { name: /发\s*送/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /有帮助/ })).toBeNull();
  });

  it('ends the session when the server says so, disables the input, and starts a new one on 重新开始', async () => {
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => streamOf([['close', { reason: 'idle', message: '会话已结束' }]], init.signal!));
    await open();
    type('还在吗');
    await press();
    expect((await screen.findByTestId('chat-ended')).textContent).toContain('会话已结束');
    expect(textarea().disabled).toBe(true);
    expect(textarea().placeholder).toBe('会话已结束');
    expect(screen.queryByTestId('chat-answer')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /重新开始/ }));
    });
    await waitFor(() => expect(textarea().disabled).toBe(false));
    expect(send.mock.calls.filter(([call]) => call.path === 'qa/chat/token').length).toBe(2);
    expect(screen.queryByTestId('chat-ended')).toBeNull();
  });

  it('ends the session by itself after the idle time without a question', async () => {
    expireIn = 1;
    await open();
    await waitFor(() => expect(textarea().disabled).toBe(true));
    expect(screen.getByTestId('chat-ended')).toBeTruthy();
  });

  it('shows a refusal before the stream (an expired login) in the answer', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 1401, message: '登录信息已失效，请重新登录', payload: null }), { status: 401, headers: { 'content-type': 'application/json' } }));
    await open();
    type('你好');
    await press();
    await waitFor(() => expect(screen.getByTestId('chat-answer').textContent).toBe('登录信息已过期，请重新登录'));
  });

  it('hands the conversation to a human after confirmation (转人工) and shows the ticket', async () => {
    await open();
    const transfer = await screen.findByRole('button', { name: /转人工/ });
    expect((transfer as HTMLButtonElement).disabled).toBe(true); // nothing asked yet
    type('怎么添加停车场');
    await press();
    await screen.findByRole('button', { name: /有帮助/ });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /转人工/ }));
    });
    // It asks first; 取消 changes nothing.
    expect(screen.getByRole('alertdialog', { name: '将当前对话转给人工客服？' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(send).not.toHaveBeenCalledWith(expect.objectContaining({ path: 'qa/chat/transfer' }), expect.anything());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /转人工/ }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: '确定转人工' }));
    });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ path: 'qa/chat/transfer' }), { chat_token: 'q1.renewed' });
    expect(await screen.findByText(/已为您转人工客服，工单号 KF2026112100000005/)).toBeTruthy();
  });

  it('takes feedback on a stored answer', async () => {
    await open();
    type('怎么添加停车场');
    await press();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: /有帮助/ }));
    });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ path: 'qa/chat/feedback' }), { message_id: 12, useful: 1 }, { silent: true });
    expect(screen.getByText('感谢您的反馈')).toBeTruthy();
  });

  it('offers common questions from the modules, and shows human replies not read yet (then marks them read)', async () => {
    send.mockImplementation(async (call: { path: string }) => {
      if (call.path === 'qa/chat/token') return { token: 'q1.first', expire_in: 600, session: 's1', bound: true, model: false };
      if (call.path === 'qa/module/list') return { row: [{ id: 2, name: '停车场管理', questions: [{ id: 3, title: '如何添加停车场' }] }] };
      if (call.path === 'qa/message/list')
        return { row: [{ id: 40, kind: 'answer', content: '工程师已到场处理。', sender_name: '平台管理员', create_time: '2026-11-20T02:00:00.000Z', references: [] }], paging_header: { total_count: 1, page_index: 1, page_size: 20 } };
      return { updated: 1 };
    });
    await open();
    expect(await screen.findByText('人工客服 · 平台管理员')).toBeTruthy();
    expect(screen.getByText('工程师已到场处理。')).toBeTruthy();
    await waitFor(() => expect(send).toHaveBeenCalledWith(expect.objectContaining({ path: 'qa/message/read' }), { ids: [40] }, { silent: true }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: '如何添加停车场' }));
    });
    await waitFor(() => expect(sentBodies()[0]).toEqual({ chat_token: 'q1.first', content: '如何添加停车场' }));
  });
});

describe('timestamps', () => {
  const at = (minutes: number): ChatItem => ({ key: String(minutes), kind: 'question', content: '', time: Date.parse('2026-11-21T02:00:00Z') + minutes * 60_000 });
  it('show above the first message and above any sent 300 s or more after the one before', () => {
    expect(TIMESTAMP_GAP_MS).toBe(300_000);
    const items = [at(0), at(1), at(4.9), at(9.9), at(30)];
    expect(items.map((_, i) => showsTime(items, i))).toEqual([true, false, false, true, true]);
  });
  it('read as the time today and with the date on other days (UTC+8)', () => {
    const now = Date.parse('2026-11-21T08:00:00Z');
    expect(timeLabel(Date.parse('2026-11-21T02:05:00Z'), now)).toBe('10:05');
    expect(timeLabel(Date.parse('2026-11-19T02:05:00Z'), now)).toBe('2026-11-19 10:05');
  });
});

describe('renderMarkdown', () => {
  it('renders Markdown and keeps no script, handler, image or script link', () => {
    const html = renderMarkdown('**粗体** <img src=x onerror="alert(1)"> <script>alert(1)</script>\n\n[坏链接](javascript:alert(1)) [文章](/help/article/detail?id=3) <a href="https://example.com" onclick="x()">外链</a>');
    expect(html).toContain('<strong>粗体</strong>');
    expect(html).not.toMatch(/<img|onerror|<script|javascript:|onclick/);
    expect(html).toContain('<a href="/help/article/detail?id=3" target="_blank" rel="noopener noreferrer">文章</a>');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">外链</a>');
  });
});
