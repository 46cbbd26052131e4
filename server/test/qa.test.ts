import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSseDecoder } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatTokens } from '../src/modules/qa/chat/chat.token.js';
import { createTestApp, type TestApp } from './helpers.js';

/** Node 20 has no Promise.withResolvers. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A local stand-in for an OpenAI-compatible `/chat/completions` that streams what a test tells it to. */
class FakeModel {
  server: Server;
  requests: { headers: IncomingMessage['headers']; body: any }[] = [];
  mode: 'answer' | 'slow' | 'error' | 'broken' = 'answer';
  chunks = ['根据《如何添加停车场》：', '\n\n1. 进入「停车场管理 → 车场列表」', '，点击「新增车场」。', '\n\n参考：《如何添加停车场》'];
  /** Set when a streamed answer's connection was closed before it ended (the upstream was stopped). */
  abandoned = deferred();
  sent = 0;

  constructor() {
    this.server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        this.requests.push({ headers: request.headers, body: JSON.parse(raw) });
        if (this.mode === 'error') {
          response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"upstream exploded"}}');
          return;
        }
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.on('close', () => {
          if (!response.writableEnded) this.abandoned.resolve();
        });
        const line = (content: string) => `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;
        if (this.mode === 'broken') {
          response.write(line('第一段'));
          setTimeout(() => response.destroy(), 50);
          return;
        }
        if (this.mode === 'slow') {
          this.sent = 0;
          const timer = setInterval(() => {
            if (response.destroyed) return clearInterval(timer);
            response.write(line(`第${++this.sent}段。`));
            if (this.sent >= 100) {
              clearInterval(timer);
              response.end('data: [DONE]\n\n');
            }
          }, 100);
          return;
        }
        // The role-only first chunk real servers send, then the content pieces.
        response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`);
        for (const chunk of this.chunks) response.write(line(chunk));
        response.end('data: [DONE]\n\n');
      });
    });
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }
}

type Event = { event: string; data: any };

/** Asks over real HTTP and reads the event stream; `abortAfter` closes the connection after that event. */
async function ask(t: TestApp, base: string, body: object, options: { token?: string; abortAfter?: (e: Event) => boolean } = {}) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/qa/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  if (!response.headers.get('content-type')?.includes('text/event-stream')) return { status: response.status, json: (await response.json()) as any, events: [] as Event[] };
  const events: Event[] = [];
  const decode = createSseDecoder();
  const decoder = new TextDecoder();
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      for (const e of decode(decoder.decode(chunk, { stream: true }))) {
        const event = { event: e.event, data: JSON.parse(e.data) };
        events.push(event);
        if (options.abortAfter?.(event)) controller.abort();
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return { status: response.status, json: undefined as any, events };
}

const answerOf = (events: Event[]) => events.filter((e) => e.event === 'answer').map((e) => e.data.delta).join('');
const only = (events: Event[], name: string) => events.find((e) => e.event === name)?.data;

const env = { AI_CHAT_SECRET: 'test-chat-secret', AI_CHAT_RATE_LIMIT: '10000' };

describe('support chat without a model: answers from the help articles', () => {
  let t: TestApp;
  let base: string;
  let merchant: string;
  let energy: string;
  beforeAll(async () => {
    t = await createTestApp({ env });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    [merchant, energy] = await Promise.all([t.login('parking-merchant'), t.login('energy-merchant')]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const tokenFor = async (login?: string) => (await t.call('GET', 'qa/chat/token', { token: login })).body.payload;

  it('issues chat tokens without a login (anonymous) and bound to the login when one is sent', async () => {
    const anonymous = await tokenFor();
    expect(anonymous).toMatchObject({ bound: false, model: false, expire_in: 600, token: expect.stringMatching(/^q1\./) });
    const bound = await tokenFor(merchant);
    expect(bound.bound).toBe(true);
    expect(bound.session).not.toBe(anonymous.session);
  });

  it('streams question, references and an answer quoting the best article, then stop with a renewed token; the history keeps both', async () => {
    const chat = await tokenFor(merchant);
    const { status, events } = await ask(t, base, { chat_token: chat.token, content: '  怎么添加停车场？ ' }, { token: merchant });
    expect(status).toBe(200);
    expect(events.map((e) => e.event).filter((name, i, all) => all.indexOf(name) === i)).toEqual(['question', 'reference', 'answer', 'stop']);
    expect(only(events, 'question')).toMatchObject({ content: '怎么添加停车场？', message_id: expect.any(Number) });
    const references = only(events, 'reference').articles;
    expect(references[0]).toMatchObject({ title: '如何添加停车场', link: `/help/article/detail?id=${references[0].id}` });
    const answer = answerOf(events);
    expect(answer).toContain('《如何添加停车场》');
    expect(answer).toContain('在「停车场管理 → 车场列表」点击「新增车场」');
    expect(answer).toContain(`[查看全文](/help/article/detail?id=${references[0].id})`);
    expect(answer).toContain('转人工');
    const stop = only(events, 'stop');
    expect(stop).toMatchObject({ reason: 'finished', source: 'articles', message_id: expect.any(Number), expire_in: 600 });
    expect(stop.token).toMatch(/^q1\./);

    const history = await t.call('GET', 'qa/message/list', { token: merchant, query: { session: chat.session } });
    expect(history.body.payload.row.map((m: { kind: string }) => m.kind)).toEqual(['answer', 'question']);
    expect(history.body.payload.row[0]).toMatchObject({ content: answer, references: [{ id: references[0].id, title: '如何添加停车场' }], stopped: false, feedback: -1, sender_name: '' });
    // Someone else's history is not theirs.
    expect((await t.call('GET', 'qa/message/list', { token: energy, query: { session: chat.session } })).body.code).toBe(1002);
  });

  it('says so when no article answers the question, and never makes one up', async () => {
    const chat = await tokenFor(merchant);
    const { events } = await ask(t, base, { chat_token: chat.token, content: '今天天气怎么样' }, { token: merchant });
    expect(only(events, 'reference')).toBeUndefined();
    expect(answerOf(events)).toBe('抱歉，帮助中心暂未收录与您的问题相关的文章。您可以换个说法再问一次，或点击「转人工」，由客服人员为您处理。');
    expect(only(events, 'stop')).toMatchObject({ source: 'none', reason: 'finished' });
  });

  it('answers a visitor from the articles for everyone only, and keeps no record', async () => {
    const chat = await tokenFor();
    const alarm = await ask(t, base, { chat_token: chat.token, content: '充电桩告警怎么处理' });
    expect(only(alarm.events, 'reference')).toBeUndefined();
    const report = await ask(t, base, { chat_token: chat.token, content: '怎么导出报表' });
    expect(only(report.events, 'reference').articles[0].title).toBe('如何导出报表');
    expect(only(report.events, 'stop').message_id).toBe(0);
    // The energy merchant finds its own audience's article.
    const energyChat = await tokenFor(energy);
    const found = await ask(t, base, { chat_token: energyChat.token, content: '充电桩告警怎么处理' }, { token: energy });
    expect(only(found.events, 'reference').articles[0].title).toBe('充电桩告警如何查看和处理');
  });

  it('refuses a blank question, a forged token and a bound token without its login before streaming; an idle session closes', async () => {
    const chat = await tokenFor(merchant);
    const blank = await ask(t, base, { chat_token: chat.token, content: ' \n ' }, { token: merchant });
    expect(blank).toMatchObject({ status: 400, json: { code: 1400, message: '参数 content（问题）不能为空' } });
    const empty = await ask(t, base, { chat_token: chat.token, content: '' }, { token: merchant });
    // Empty strings are dropped like every call's (docs/decisions.md): a missing question.
    expect(empty.json).toMatchObject({ code: 1400, message: '缺少必填参数 content（问题）' });
    const long = await ask(t, base, { chat_token: chat.token, content: '停'.repeat(501) }, { token: merchant });
    expect(long.json.message).toBe('参数 content（问题）长度不能超过 500 个字符');
    const forged = await ask(t, base, { chat_token: `${chat.token.slice(0, -4)}AAAA`, content: '你好' }, { token: merchant });
    expect(forged.json).toMatchObject({ code: 1400, message: '参数 chat_token（会话凭证）无效' });
    const withoutLogin = await ask(t, base, { chat_token: chat.token, content: '你好' });
    expect(withoutLogin).toMatchObject({ status: 401, json: { code: 1401 } });
    const otherLogin = await ask(t, base, { chat_token: chat.token, content: '你好' }, { token: energy });
    expect(otherLogin.json.code).toBe(1401);

    const tokens = new ChatTokens(t.config);
    const idle = await tokens.issue({ merchant: 100101, manager: 999 }, Date.now() - 601_000);
    const anonymousIdle = await tokens.issue({}, Date.now() - 601_000);
    const closed = await ask(t, base, { chat_token: anonymousIdle.token, content: '怎么导出报表' });
    expect(closed.events).toEqual([{ event: 'close', data: { reason: 'idle', message: '会话已结束' } }]);
    expect(idle.token).toMatch(/^q1\./);
  });

  it('turns the conversation into a complaint ticket (转人工), once per conversation', async () => {
    const chat = await tokenFor(merchant);
    await ask(t, base, { chat_token: chat.token, content: '发票开不出来' }, { token: merchant });
    const transfer = await t.call('POST', 'qa/chat/transfer', { token: merchant, body: { chat_token: chat.token, content: '开票一直失败，提示税号错误' } });
    expect(transfer.body.code).toBe(1001);
    expect(transfer.body.payload).toMatchObject({ status: 'open', no: expect.stringMatching(/^KF\d{8}\d{8}$/) });
    expect(transfer.body.payload.message).toContain(transfer.body.payload.no);
    const again = await t.call('POST', 'qa/chat/transfer', { token: merchant, body: { chat_token: chat.token } });
    expect(again.body.payload.no).toBe(transfer.body.payload.no);

    const ticket = await t.call('GET', 'qa/complaint', { token: merchant, query: { id: transfer.body.payload.id } });
    expect(ticket.body.payload).toMatchObject({ merchant: 100101, merchant_name: '福田中心停车场', manager_name: '王芳', title: '开票一直失败，提示税号错误', status: 'open', status_name: '待处理', session: chat.session });
    expect(ticket.body.payload.transcript.map((m: { kind: string }) => m.kind)).toEqual(['question', 'answer']);
    expect(ticket.body.payload.transcript[1].references[0].title).toBe('如何申请开具电子发票');
    const history = await t.call('GET', 'qa/message/list', { token: merchant, query: { session: chat.session } });
    expect(history.body.payload.row[0]).toMatchObject({ kind: 'transfer', complaint_no: transfer.body.payload.no });

    // Another user's token, a visitor's token, nothing to transfer.
    expect((await t.call('POST', 'qa/chat/transfer', { token: energy, body: { chat_token: chat.token } })).body.message).toBe('参数 chat_token（会话凭证）不属于当前账号');
    const visitor = await tokenFor();
    expect((await t.call('POST', 'qa/chat/transfer', { token: merchant, body: { chat_token: visitor.token } })).body.message).toBe('匿名会话不能转人工');
    const fresh = await tokenFor(merchant);
    expect((await t.call('POST', 'qa/chat/transfer', { token: merchant, body: { chat_token: fresh.token } })).body).toMatchObject({ code: 1400, message: '请先描述您的问题，再转人工' });
    expect((await t.call('POST', 'qa/chat/transfer', { body: { chat_token: fresh.token } })).body.code).toBe(1401);
  });

  it('takes feedback on the caller’s own answers only', async () => {
    const chat = await tokenFor(merchant);
    const { events } = await ask(t, base, { chat_token: chat.token, content: '月卡怎么续费' }, { token: merchant });
    const id = only(events, 'stop').message_id;
    expect((await t.call('POST', 'qa/chat/feedback', { token: merchant, body: { message_id: id, useful: 1 } })).body.payload).toEqual({ message_id: id, useful: 1 });
    expect((await t.call('POST', 'qa/chat/feedback', { token: energy, body: { message_id: id, useful: 0 } })).body.code).toBe(1404);
    const question = only(events, 'question').message_id;
    expect((await t.call('POST', 'qa/chat/feedback', { token: merchant, body: { message_id: question, useful: 0 } })).body.code).toBe(1404);
    const history = await t.call('GET', 'qa/message/list', { token: merchant, query: { session: chat.session } });
    expect(history.body.payload.row[0].feedback).toBe(1);
  });

  it('lists the chat’s modules: categories with the caller’s article titles as common questions', async () => {
    const modules = (await t.call('GET', 'qa/module/list', { token: merchant })).body.payload.row;
    const parking = modules.find((m: { name: string }) => m.name === '停车场管理');
    expect(parking.questions.map((q: { title: string }) => q.title)).toEqual(['如何添加停车场', '如何设置停车计费规则', '月卡车如何办理和续费']);
    expect(modules.find((m: { name: string }) => m.name === '充电运营')).toBeUndefined();
    const energyModules = (await t.call('GET', 'qa/module/list', { token: energy })).body.payload.row;
    expect(energyModules.map((m: { name: string }) => m.name)).toContain('充电运营');
  });
});

describe('complaint tickets', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let merchant: string;
  let merchantStaff: string;
  let energy: string;
  let ticket: { id: number; no: string };
  beforeAll(async () => {
    t = await createTestApp({ env });
    [admin, staff, merchant, merchantStaff, energy] = (await Promise.all(
      ['admin', 'admin-staff', 'parking-merchant', 'parking-merchant-staff', 'energy-merchant'].map((a) => t.login(a)),
    )) as [string, string, string, string, string];
    const token = (await t.call('GET', 'qa/chat/token', { token: merchant })).body.payload.token;
    ticket = (await t.call('POST', 'qa/chat/transfer', { token: merchant, body: { chat_token: token, content: '道闸抬杆后不落杆' } })).body.payload;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows a merchant its own tickets, the operator every merchant’s, and nobody another merchant’s', async () => {
    const own = await t.call('GET', 'qa/complaint/list', { token: merchantStaff });
    expect(own.body.payload.row.map((r: { no: string }) => r.no)).toEqual([ticket.no]);
    expect((await t.call('GET', 'qa/complaint/list', { token: energy })).body.code).toBe(1002);
    expect((await t.call('GET', 'qa/complaint', { token: energy, query: { id: ticket.id } })).body.code).toBe(1404);
    expect((await t.call('POST', 'qa/complaint/complete', { token: energy, body: { id: ticket.id } })).body.code).toBe(1404);
    const all = await t.call('GET', 'qa/complaint/list', { token: admin, query: { keywords: '道闸', status: 'open', merchant: 100101 } });
    expect(all.body.payload.row[0]).toMatchObject({ no: ticket.no, merchant_name: '福田中心停车场', status_name: '待处理', tags: [] });
    // The operator's staff without base:complaint:list sees only the operator's own tickets.
    expect((await t.call('GET', 'qa/complaint/list', { token: staff })).body.code).toBe(1002);
    const options = await t.call('GET', 'qa/complaint/matching', { token: admin, query: { keywords: ticket.no.slice(-6) } });
    expect(options.body.payload.row).toEqual([{ label: `${ticket.no} 道闸抬杆后不落杆`, value: ticket.id }]);
  });

  it('responds (the reply reaching the chat unread and the message centre), responds again, completes; then refuses with 1409', async () => {
    const first = await t.call('POST', 'qa/complaint/respond', { token: admin, body: { id: ticket.id, content: '请检查地感线圈，我们已安排工程师回访。' } });
    expect(first.body.payload).toEqual({ id: ticket.id, status: 'responded' });
    const unread = await t.call('GET', 'qa/message/list', { token: merchant, query: { read_status: 0 } });
    expect(unread.body.payload.row[0]).toMatchObject({ kind: 'answer', content: '请检查地感线圈，我们已安排工程师回访。', sender_name: '平台管理员', complaint_no: ticket.no, read_status: 0 });
    expect((await t.call('PUT', 'qa/message/read', { token: merchant, body: { ids: [unread.body.payload.row[0].id] } })).body.payload).toEqual({ updated: 1 });
    expect((await t.call('GET', 'qa/message/list', { token: merchant, query: { read_status: 0 } })).body.code).toBe(1002);
    const centre = await t.call('GET', 'message/message/list', { token: merchant });
    expect(centre.body.payload.row[0]).toMatchObject({ title: `客服已回复您的工单 ${ticket.no}`, body: '请检查地感线圈，我们已安排工程师回访。' });

    expect((await t.call('POST', 'qa/complaint/respond', { token: admin, body: { id: ticket.id, content: '工程师已到场处理完毕。' } })).body.code).toBe(1001);
    const detail = await t.call('GET', 'qa/complaint', { token: merchant, query: { id: ticket.id } });
    expect(detail.body.payload).toMatchObject({ status: 'responded', response: '工程师已到场处理完毕。', responder_name: '平台管理员' });
    expect(detail.body.payload.transcript.filter((m: { kind: string }) => m.kind === 'answer').length).toBe(2);

    // The complainant closes it as solved.
    expect((await t.call('POST', 'qa/complaint/complete', { token: merchant, body: { id: ticket.id } })).body.payload).toEqual({ id: ticket.id, status: 'completed' });
    const late = await t.call('POST', 'qa/complaint/respond', { token: admin, body: { id: ticket.id, content: '补充' } });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 1409, message: '工单当前为「已完成」，不能变更为「已回复」' });
    expect((await t.call('POST', 'qa/complaint/complete', { token: admin, body: { id: ticket.id } })).body.message).toBe('工单当前为「已完成」，不能变更为「已完成」');
  });

  it('tags tickets with known tags only; respond and tagging need base:complaint:update', async () => {
    const tags = (await t.call('GET', 'qa/tag/list', { token: merchant })).body.payload.row;
    expect(tags.map((tag: { name: string }) => tag.name)).toEqual(['紧急', '故障', '咨询', '账单', '建议', '已回访']);
    const tagged = await t.call('POST', 'qa/complaint/tagging', { token: admin, body: { id: ticket.id, tags: [tags[1].id, tags[1].id, tags[5].id] } });
    expect(tagged.body.payload.tags.map((tag: { name: string }) => tag.name)).toEqual(['故障', '已回访']);
    const byTag = await t.call('GET', 'qa/complaint/list', { token: admin, query: { tag: tags[1].id } });
    expect(byTag.body.payload.row[0].tags).toEqual([tags[1], tags[5]]);
    expect((await t.call('POST', 'qa/complaint/tagging', { token: admin, body: { id: ticket.id, tags: [99999] } })).body).toMatchObject({ code: 1400, message: '标签不存在：99999' });

    const denied = await t.call('POST', 'qa/complaint/respond', { token: staff, body: { id: ticket.id, content: 'x' } });
    expect(denied.body.code).toBe(1403);
    expect(denied.body.message).toContain('base:complaint:update');
    expect((await t.call('POST', 'qa/complaint/tagging', { token: merchant, body: { id: ticket.id, tags: [] } })).body.code).toBe(1405);
    expect((await t.call('POST', 'qa/complaint/respond', { token: admin, body: { id: ticket.id, content: '   ' } })).body.code).toBe(1400);
    expect((await t.call('POST', 'qa/complaint/respond', { token: admin, body: { id: 99999, content: '好的' } })).body.code).toBe(1404);
  });
});

describe('support chat with an OpenAI-compatible model', () => {
  let t: TestApp;
  let base: string;
  let merchant: string;
  const model = new FakeModel();
  beforeAll(async () => {
    const url = await model.start();
    t = await createTestApp({ env: { ...env, AI_BASE_URL: `${url}/`, AI_API_KEY: 'sk-test', AI_MODEL: 'fake-model', AI_TIMEOUT_SECONDS: '2' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    merchant = await t.login('parking-merchant');
  });
  afterAll(async () => {
    await t?.close();
    model.server.closeAllConnections();
    await new Promise((resolve) => model.server.close(resolve));
  });

  const tokenFor = async () => (await t.call('GET', 'qa/chat/token', { token: merchant })).body.payload;

  it('relays the model’s deltas as they come, grounded in the retrieved articles, with their references', async () => {
    model.mode = 'answer';
    const chat = await tokenFor();
    expect(chat.model).toBe(true);
    const first = await ask(t, base, { chat_token: chat.token, content: '账号被锁定了怎么办' }, { token: merchant });
    const { events } = await ask(t, base, { chat_token: only(first.events, 'stop').token, content: '怎么添加停车场' }, { token: merchant });
    expect(events.filter((e) => e.event === 'answer').map((e) => e.data.delta)).toEqual(model.chunks);
    expect(only(events, 'reference').articles[0].title).toBe('如何添加停车场');
    expect(only(events, 'stop')).toMatchObject({ reason: 'finished', source: 'model' });

    const request = model.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({ model: 'fake-model', stream: true });
    const [system, ...rest] = request.body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('只依据下面「帮助文章」中的内容回答');
    expect(system.content).toContain('[1]《如何添加停车场》');
    expect(system.content).toContain('进入「停车场管理 → 车场列表」，点击右上角「新增车场」。');
    // The conversation so far comes along: the earlier question and its answer, then this question.
    expect(rest.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(rest[0].content).toBe('账号被锁定了怎么办');
    expect(rest[2].content).toBe('怎么添加停车场');

    const history = await t.call('GET', 'qa/message/list', { token: merchant, query: { session: chat.session } });
    expect(history.body.payload.row[0].content).toBe(model.chunks.join(''));
  });

  it('does not ask the model when no article is found', async () => {
    const before = model.requests.length;
    const { events } = await ask(t, base, { chat_token: (await tokenFor()).token, content: '今天天气怎么样' }, { token: merchant });
    expect(model.requests.length).toBe(before);
    expect(only(events, 'stop').source).toBe('none');
  });

  it('stops the model upstream when the user stops the answer, and keeps what was said as stopped', async () => {
    model.mode = 'slow';
    model.abandoned = deferred();
    const chat = await tokenFor();
    const started = Date.now();
    const { events } = await ask(t, base, { chat_token: chat.token, content: '月卡怎么续费' }, { token: merchant, abortAfter: (e) => e.event === 'answer' && e.data.delta === '第2段。' });
    expect(answerOf(events)).toBe('第1段。第2段。');
    await model.abandoned.promise;
    expect(Date.now() - started).toBeLessThan(3000);
    expect(model.sent).toBeLessThan(10);
    // The stopped answer is kept, marked as stopped.
    for (let i = 0; i < 50; i++) {
      const rows = (await t.call('GET', 'qa/message/list', { token: merchant, query: { session: chat.session } })).body.payload.row;
      if (rows[0]?.kind === 'answer') {
        expect(rows[0]).toMatchObject({ stopped: true });
        expect(rows[0].content.startsWith('第1段。第2段。')).toBe(true);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the stopped answer was not stored');
  });

  it('falls back to the articles when the model fails before answering, and says so when it breaks off', async () => {
    model.mode = 'error';
    const failed = await ask(t, base, { chat_token: (await tokenFor()).token, content: '怎么导出报表' }, { token: merchant });
    expect(only(failed.events, 'stop')).toMatchObject({ source: 'articles', reason: 'finished' });
    expect(answerOf(failed.events)).toContain('《如何导出报表》');

    model.mode = 'broken';
    const broken = await ask(t, base, { chat_token: (await tokenFor()).token, content: '怎么导出报表' }, { token: merchant });
    expect(only(broken.events, 'stop')).toMatchObject({ source: 'model', reason: 'failed' });
    expect(answerOf(broken.events)).toBe('第一段\n\n（回答中断：智能客服暂时不可用，请稍后重试或点击「转人工」。）');
  });
});
