import { CloseOutlined, CustomerServiceOutlined, DislikeOutlined, LikeOutlined, SendOutlined, StopOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { CHAT_QUESTION_MAX, formatDateTime, type ChatEvent, type ChatReference } from '@console/contract';
import { Button, Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { RequestError } from '../../lib/request';
import { feedback as antdFeedback } from '../feedback/feedback';
import { chatApi, streamChat } from './chat-api';
import { chatText, INPUT_ROWS, TIMESTAMP_GAP_MS } from './chat-text';
import { renderMarkdown } from './markdown';
import './chat-panel.css';

export interface ChatItem {
  key: string;
  /** reply: a human agent's answer to an earlier ticket; notice: the session ended. */
  kind: 'question' | 'answer' | 'reply' | 'transfer' | 'notice';
  content: string;
  /** Milliseconds since the epoch. */
  time: number;
  references?: ChatReference[];
  /** The stored message (feedback goes to it); 0 or absent when not stored. */
  messageId?: number;
  streaming?: boolean;
  stopped?: boolean;
  failed?: boolean;
  feedback?: 0 | 1;
  senderName?: string;
}

interface Session {
  token: string;
  bound: boolean;
  /** When the conversation ends without a question (the server's idle time). */
  expireAt: number;
}

let sequence = 0;
const nextKey = () => `m${++sequence}`;

/** Today's messages show the time only; older ones the date too (UTC+8, as every time in the console). */
export function timeLabel(time: number, now = Date.now()) {
  const full = formatDateTime(time, { seconds: false });
  return full.slice(0, 10) === formatDateTime(now, { seconds: false }).slice(0, 10) ? full.slice(11) : full;
}

/** Whether a time label goes above the message at `index`: the first, and any 300 s or more after the one before. */
export const showsTime = (items: ChatItem[], index: number) => index === 0 || items[index]!.time - items[index - 1]!.time >= TIMESTAMP_GAP_MS;

export interface ChatPanelProps {
  open: boolean;
  onClose(): void;
  /** The theme's support link (LINK_SUPPORT), offered as another way to reach the service. */
  supportLink?: string;
}

/**
 * The AI support chat (document 1 §2): answers stream in from the platform's help articles, as Markdown,
 * with the articles used as references; the user can stop an answer, hand the conversation to a human
 * (转人工), and the conversation ends after the server's idle time. Loaded on first use.
 */
export default function ChatPanel({ open, onClose, supportLink }: ChatPanelProps) {
  const [items, setItems] = useState<ChatItem[]>([]);
  const [value, setValue] = useState('');
  const [session, setSession] = useState<Session>();
  const [ended, setEnded] = useState(false);
  const [streaming, setStreaming] = useState<AbortController>();
  const [transferring, setTransferring] = useState(false);
  /** 转人工 asks first, inside the panel (a popover would leave the small window). */
  const [confirming, setConfirming] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const body = useRef<HTMLDivElement>(null);
  const input = useRef<TextAreaRef>(null);
  const caret = useRef<number>(undefined);

  const patch = useCallback((key: string, change: (item: ChatItem) => Partial<ChatItem>) => {
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change(item) } : item)));
  }, []);

  const end = useCallback(() => {
    setEnded((already) => {
      if (!already) setItems((all) => [...all, { key: nextKey(), kind: 'notice', content: chatText.ended, time: Date.now() }]);
      return true;
    });
  }, []);

  const start = useCallback(async () => {
    const reply = await chatApi.token();
    setSession({ token: reply.token, bound: reply.bound, expireAt: Date.now() + reply.expire_in * 1000 });
    setEnded(false);
    return reply.token;
  }, []);

  // On first open: a conversation, common questions, and the human replies not read yet.
  useEffect(() => {
    start().catch(() => undefined);
    chatApi
      .modules()
      .then((reply) => setSuggestions(reply.row.flatMap((module) => module.questions.slice(0, 1).map((q) => q.title)).slice(0, 6)))
      .catch(() => undefined);
    chatApi
      .unreadReplies()
      .then((reply) => {
        const replies = reply.row.filter((m) => m.kind === 'answer' && m.sender_name).reverse();
        if (replies.length === 0) return;
        setItems((all) => [
          ...replies.map((m) => ({ key: nextKey(), kind: 'reply' as const, content: m.content, time: Date.parse(m.create_time), senderName: m.sender_name, references: [] })),
          ...all,
        ]);
        void chatApi.markRead(replies.map((m) => m.id)).catch(() => undefined);
      })
      .catch(() => undefined);
  }, [start]);

  // The conversation ends after the idle time without a question (the server refuses the old token then).
  useEffect(() => {
    if (!session || ended || streaming) return;
    const timer = setTimeout(end, Math.max(0, session.expireAt - Date.now()));
    return () => clearTimeout(timer);
  }, [session, ended, streaming, end]);

  useEffect(() => {
    const element = body.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [items, open]);

  useEffect(() => {
    if (caret.current === undefined) return;
    const area = input.current?.resizableTextArea?.textArea;
    area?.setSelectionRange(caret.current, caret.current);
    caret.current = undefined;
  }, [value]);

  const ask = async (question: string) => {
    const content = question.trim();
    if (!content || ended || streaming) return;
    setValue('');
    const questionKey = nextKey();
    const answerKey = nextKey();
    const now = Date.now();
    setItems((all) => [
      ...all,
      { key: questionKey, kind: 'question', content, time: now },
      { key: answerKey, kind: 'answer', content: '', time: now, streaming: true, references: [] },
    ]);
    const controller = new AbortController();
    setStreaming(controller);
    const onEvent = (event: ChatEvent) => {
      switch (event.event) {
        case 'question':
          patch(questionKey, () => ({ messageId: event.data.message_id }));
          break;
        case 'reference':
          patch(answerKey, () => ({ references: event.data.articles }));
          break;
        case 'answer':
          patch(answerKey, (item) => ({ content: item.content + event.data.delta }));
          break;
        case 'stop':
          // A broken-off answer keeps its text, which says so; `failed` is for refusals the console shows itself.
          patch(answerKey, () => ({ streaming: false, messageId: event.data.message_id, time: Date.parse(event.data.create_time) || Date.now() }));
          setSession((current) => current && { ...current, token: event.data.token, expireAt: Date.now() + event.data.expire_in * 1000 });
          break;
        case 'close':
          setItems((all) => all.filter((item) => item.key !== answerKey));
          end();
          break;
      }
    };
    try {
      const token = session?.token ?? (await start());
      await streamChat({ chat_token: token, content }, onEvent, controller.signal);
      if (controller.signal.aborted) patch(answerKey, () => ({ streaming: false, stopped: true }));
    } catch (error) {
      patch(answerKey, () => ({ streaming: false, failed: true, content: error instanceof RequestError ? error.message : '网络请求异常' }));
    } finally {
      patch(answerKey, (item) => (item.streaming ? { streaming: false } : {}));
      setStreaming(undefined);
    }
  };

  const stop = () => streaming?.abort();

  const restart = async () => {
    setItems((all) => all.filter((item) => item.kind !== 'notice'));
    await start().catch(() => undefined);
  };

  const transfer = async () => {
    setConfirming(false);
    if (!session) return;
    setTransferring(true);
    try {
      const reply = await chatApi.transfer({ chat_token: session.token });
      setItems((all) => [...all, { key: nextKey(), kind: 'transfer', content: reply.message, time: Date.now() }]);
      antdFeedback.message?.success(`已转人工，工单号 ${reply.no}`);
    } catch {
      // The request layer showed the failure.
    } finally {
      setTransferring(false);
    }
  };

  const rate = (item: ChatItem, useful: 0 | 1) => {
    patch(item.key, () => ({ feedback: useful }));
    void chatApi.feedback(item.messageId!, useful).catch(() => patch(item.key, () => ({ feedback: undefined })));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.ctrlKey || event.metaKey) {
      // Ctrl/⌘ + Enter: a new line where the caret is.
      event.preventDefault();
      const area = event.currentTarget;
      const next = `${value.slice(0, area.selectionStart)}\n${value.slice(area.selectionEnd)}`;
      caret.current = area.selectionStart + 1;
      setValue(next.slice(0, CHAT_QUESTION_MAX));
    } else if (!event.shiftKey) {
      event.preventDefault();
      void ask(value);
    }
  };

  const asked = items.some((item) => item.kind === 'question');
  const canSend = !!value.trim() && !ended && !streaming;

  return (
    <section className="support-chat" role="dialog" aria-label={chatText.title} data-testid="support-chat" hidden={!open}>
      <header className="support-chat__header">
        <CustomerServiceOutlined className="support-chat__logo" />
        <div className="support-chat__title">
          <strong>{chatText.title}</strong>
          <span>{chatText.subtitle}</span>
        </div>
        {session?.bound && (
          <Button
            size="small"
            icon={<UserSwitchOutlined />}
            loading={transferring}
            disabled={!asked || !!streaming || confirming}
            title={asked ? undefined : chatText.transferNeedsQuestion}
            onClick={() => setConfirming(true)}
          >
            {chatText.transfer}
          </Button>
        )}
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label="关闭在线客服" onClick={onClose} />
      </header>
      {confirming && (
        <div className="support-chat__confirm" role="alertdialog" aria-label={chatText.transferConfirm}>
          <div>
            <strong>{chatText.transferConfirm}</strong>
            <p>{chatText.transferDetail}</p>
          </div>
          <div className="support-chat__confirm-actions">
            <Button size="small" onClick={() => setConfirming(false)}>
              取消
            </Button>
            <Button size="small" type="primary" onClick={() => void transfer()}>
              确定转人工
            </Button>
          </div>
        </div>
      )}

      <div className="support-chat__body" ref={body} aria-live="polite">
        <div className="support-chat__bubble support-chat__bubble--answer">
          <p>{chatText.greeting}</p>
          {supportLink && (
            <p>
              也可以通过
              <a href={supportLink} target="_blank" rel="noopener noreferrer">
                其他方式联系客服
              </a>
              。
            </p>
          )}
          {suggestions.length > 0 && (
            <div className="support-chat__suggestions" aria-label={chatText.suggestions}>
              <span>{chatText.suggestions}：</span>
              {suggestions.map((text) => (
                <Button key={text} size="small" onClick={() => void ask(text)} disabled={ended || !!streaming}>
                  {text}
                </Button>
              ))}
            </div>
          )}
        </div>
        {items.map((item, index) => (
          <div key={item.key}>
            {showsTime(items, index) && <div className="support-chat__time">{timeLabel(item.time)}</div>}
            <ChatMessage item={item} onRate={rate} onRestart={restart} />
          </div>
        ))}
      </div>

      <footer className="support-chat__footer">
        <Input.TextArea
          ref={input}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          autoSize={INPUT_ROWS}
          maxLength={CHAT_QUESTION_MAX}
          placeholder={ended ? chatText.ended : chatText.placeholder}
          disabled={ended}
          aria-label="问题"
        />
        <div className="support-chat__actions">
          <span className="support-chat__hint">{chatText.keyHint}</span>
          {streaming ? (
            <Button icon={<StopOutlined />} onClick={stop}>
              {chatText.stop}
            </Button>
          ) : (
            <Button type="primary" icon={<SendOutlined />} disabled={!canSend} onClick={() => void ask(value)}>
              {chatText.send}
            </Button>
          )}
        </div>
      </footer>
    </section>
  );
}

function ChatMessage({ item, onRate, onRestart }: { item: ChatItem; onRate(item: ChatItem, useful: 0 | 1): void; onRestart(): void }) {
  if (item.kind === 'notice') {
    return (
      <div className="support-chat__notice" data-testid="chat-ended">
        {item.content}
        <Button type="link" size="small" onClick={onRestart}>
          {chatText.restart}
        </Button>
      </div>
    );
  }
  if (item.kind === 'transfer') return <div className="support-chat__notice support-chat__notice--transfer">{item.content}</div>;
  if (item.kind === 'question') {
    return (
      <div className="support-chat__bubble support-chat__bubble--question" data-testid="chat-question">
        {item.content}
      </div>
    );
  }
  const waiting = item.streaming && !item.content;
  return (
    <div className={`support-chat__bubble support-chat__bubble--answer${item.failed ? ' support-chat__bubble--failed' : ''}`} data-testid="chat-answer">
      {item.kind === 'reply' && <div className="support-chat__sender">{`${chatText.humanReply} · ${item.senderName}`}</div>}
      {waiting ? (
        <span className="support-chat__typing">{chatText.loading}</span>
      ) : item.kind === 'reply' || item.failed ? (
        <p style={{ whiteSpace: 'pre-wrap' }}>{item.content}</p>
      ) : (
        <div className="support-chat__markdown" dangerouslySetInnerHTML={{ __html: renderMarkdown(item.content) }} />
      )}
      {item.streaming && item.content && <span className="support-chat__cursor" aria-hidden />}
      {item.stopped && <div className="support-chat__stopped">（{chatText.stopped}）</div>}
      {!!item.references?.length && (
        <div className="support-chat__references" data-testid="chat-references">
          <span>{chatText.references}：</span>
          {item.references.map((article) => (
            <a key={article.id} href={article.link} target="_blank" rel="noopener noreferrer" title={article.summary}>
              《{article.title}》
            </a>
          ))}
        </div>
      )}
      {item.kind === 'answer' && !item.streaming && !item.stopped && !item.failed && !!item.messageId && (
        <div className="support-chat__rate">
          {item.feedback === undefined ? (
            <>
              <Button type="text" size="small" icon={<LikeOutlined />} onClick={() => onRate(item, 1)}>
                {chatText.useful}
              </Button>
              <Button type="text" size="small" icon={<DislikeOutlined />} onClick={() => onRate(item, 0)}>
                {chatText.useless}
              </Button>
            </>
          ) : (
            <span>{chatText.thanks}</span>
          )}
        </div>
      )}
    </div>
  );
}
