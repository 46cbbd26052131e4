import { decodePayload, defineCall, Nothing } from '@console/contract';
import { Type } from '@sinclair/typebox';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createRequest, type RequestHooks } from './client';
import { CancelledRequest, displayOf, RequestError } from './error';
import { serializeQuery } from './params';

const list = defineCall({ method: 'GET', path: 'x/list', summary: 'x', auth: 'token', query: Type.Object({}), reply: Type.Any() });
const save = defineCall({ method: 'POST', path: 'x/save', summary: 'x', auth: 'token', body: Type.Object({}), reply: Type.Any() });
const open = defineCall({ method: 'GET', path: 'x/open', summary: 'x', auth: 'none', reply: Nothing });
const slow = defineCall({ method: 'POST', path: 'x/slow', summary: 'x', auth: 'token', timeout: 30, body: Type.Object({}), reply: Type.Any() });
const outside = defineCall({ method: 'GET', path: 'external/x', summary: 'x', auth: 'external', query: Type.Object({}), reply: Type.Any() });
const pay = defineCall({ method: 'POST', path: 'x/pay', summary: 'x', auth: 'token', idempotent: true, body: Type.Object({}), reply: Type.Any() });

type Reply = { status?: number; data?: unknown; delay?: number; network?: boolean };

function setup(reply: (config: InternalAxiosRequestConfig) => Reply, overrides: Partial<RequestHooks> = {}) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) =>
    new Promise((resolve, reject) => {
      seen.push(config);
      const r = reply(config);
      const finish = () => {
        if (r.network) return reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
        const response = { data: r.data, status: r.status ?? 200, statusText: '', headers: {}, config };
        if ((r.status ?? 200) >= 400) return reject(new AxiosError('fail', AxiosError.ERR_BAD_RESPONSE, config, null, response));
        resolve(response);
      };
      const timer = setTimeout(finish, r.delay ?? 0);
      config.signal?.addEventListener?.('abort', () => {
        clearTimeout(timer);
        reject(new AxiosError('canceled', AxiosError.ERR_CANCELED, config));
      });
      if (config.timeout && (r.delay ?? 0) > config.timeout) {
        setTimeout(() => {
          clearTimeout(timer);
          reject(new AxiosError('timeout', AxiosError.ECONNABORTED, config));
        }, config.timeout);
      }
    });
  const hooks = {
    authorization: vi.fn(() => 'Bearer token-1'),
    onUnauthorized: vi.fn(),
    encodePayload: vi.fn(() => false),
    notify: vi.fn(),
    adapter,
    ...overrides,
  };
  return { ...createRequest(hooks), hooks, seen };
}

const ok = (payload: unknown) => ({ data: { code: 1001, message: '成功', payload } });
const header = (config: InternalAxiosRequestConfig, name: string) => AxiosHeaders.from(config.headers).get(name);

describe('request layer', () => {
  it('sends the token, GET values as a query with arrays repeated and empty values dropped', async () => {
    const { send, seen } = setup(() => ok({ row: [] }));
    await send(list, { id: [1, 2], keywords: '', none: null, page_index: 1 });
    expect(header(seen[0]!, 'Authorization')).toBe('Bearer token-1');
    expect(seen[0]!.url).toBe('x/list');
    expect(serializeQuery(seen[0]!.params)).toBe('id=1&id=2&page_index=1');
  });

  it("sends a money operation's idempotency key, and refuses to send one without it", async () => {
    const { send, seen } = setup(() => ok(null));
    await send(pay, { amount: 100 }, { idempotencyKey: 'k-0123456789' });
    expect(header(seen[0]!, 'Idempotency-Key')).toBe('k-0123456789');
    await expect(send(pay, { amount: 100 })).rejects.toThrow(/idempotencyKey/);
    expect(seen).toHaveLength(1);
    await send(save, {});
    expect(header(seen[1]!, 'Idempotency-Key')).toBeFalsy();
  });

  it('encodes bodies and GET values when the codec is on', async () => {
    const { send, seen } = setup(() => ok(null), { encodePayload: () => true });
    await send(save, { name: '福田中心停车场', empty: '' });
    expect(decodePayload(JSON.parse(seen[0]!.data as string)._p)).toEqual({ name: '福田中心停车场' });
    await send(list, { id: [1, 2] });
    expect(decodePayload(seen[1]!.params._p)).toEqual({ id: [1, 2] });
  });

  it('answers the payload of 1001, 1002 and 1000', async () => {
    for (const code of [1001, 1002, 1000]) {
      const { send } = setup(() => ({ data: { code, message: '', payload: { n: code } } }));
      await expect(send(list)).resolves.toEqual({ n: code });
    }
  });

  it('cancels an identical read still in flight: the cancelled one answers with the later one’s reply, silently', async () => {
    let n = 0;
    const { send, hooks, seen } = setup(() => ({ ...ok(++n), delay: 20 }));
    const first = send(list, { a: 1 });
    const second = send(list, { a: 1 });
    const other = send(list, { a: 2 });
    await expect(second).resolves.toBe(2);
    await expect(first).resolves.toBe(2);
    await expect(other).resolves.toBe(3);
    expect(seen[0]!.signal?.aborted).toBe(true);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('a cancelled read shares the later one’s failure, shown once; a cancelled write fails silently', async () => {
    const failing = setup(() => ({ data: { code: 1400, message: '参数错误' }, delay: 20 }));
    const first = failing.send(list, { a: 1 });
    const second = failing.send(list, { a: 1 });
    await expect(second).rejects.toBeInstanceOf(RequestError);
    await expect(first).rejects.toBeInstanceOf(RequestError);
    expect(failing.hooks.notify).toHaveBeenCalledTimes(1);
    const { send, hooks } = setup(() => ({ ...ok(1), delay: 20 }));
    const write = send(save, { a: 1 });
    const again = send(save, { a: 1 });
    await expect(write).rejects.toBeInstanceOf(CancelledRequest);
    await expect(again).resolves.toBe(1);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it("times out after the call's own time-out with code timeout and the method and path", async () => {
    const { send, hooks } = setup(() => ({ ...ok(1), delay: 200 }));
    const error = await send(slow).catch((e: RequestError) => e);
    expect(error).toMatchObject({ code: 'timeout', message: '接口请求响应超时', hint: 'POST /api/x/slow' });
    expect(hooks.notify).toHaveBeenCalledWith({ level: 'error', paragraphs: ['接口请求响应超时', 'POST /api/x/slow'] });
  });

  it('reports a network failure', async () => {
    const { send } = setup(() => ({ network: true }));
    await expect(send(list)).rejects.toMatchObject({ code: 'network', message: '网络请求异常' });
  });

  it('logs out on HTTP 401 without a toast', async () => {
    const { send, hooks } = setup(() => ({ status: 401, data: { code: 1401, message: '登录信息已失效，请重新登录', hint: '', seqno: 's', payload: null } }));
    await expect(send(list)).rejects.toBeInstanceOf(RequestError);
    expect(hooks.onUnauthorized).toHaveBeenCalledOnce();
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('refuses a token call without a token: login expired, logout, no request sent', async () => {
    const { send, hooks, seen } = setup(() => ok(1), { authorization: () => undefined });
    await expect(send(list)).rejects.toMatchObject({ message: '登录信息已过期，请重新登录' });
    expect(hooks.onUnauthorized).toHaveBeenCalledOnce();
    expect(seen).toHaveLength(0);
    const anonymous = setup(() => ok(null), { authorization: () => undefined });
    await expect(anonymous.send(open)).resolves.toBeNull();
  });

  it("sends an external call the link's temporary token, never the console's; without one or on 401: 'token missing', no logout", async () => {
    const onExternalUnauthorized = vi.fn();
    const { send, hooks, seen } = setup(() => ok(1), { externalAuthorization: () => 'Bearer ext_temp', onExternalUnauthorized });
    await send(outside);
    expect(header(seen[0]!, 'Authorization')).toBe('Bearer ext_temp');
    const missing = setup(() => ok(1), { externalAuthorization: () => undefined, onExternalUnauthorized });
    await expect(missing.send(outside)).rejects.toMatchObject({ code: 1401, message: '令牌缺失或链接已失效，请联系发起人重新获取' });
    expect(missing.seen).toHaveLength(0);
    expect(onExternalUnauthorized).toHaveBeenCalledOnce();
    const refused = setup(() => ({ status: 401, data: { code: 1401, message: '令牌缺失或链接已失效，请联系发起人重新获取', payload: null } }), { externalAuthorization: () => 'Bearer ext_old', onExternalUnauthorized });
    await expect(refused.send(outside, {}, { silent: true })).rejects.toBeInstanceOf(RequestError);
    expect(onExternalUnauthorized).toHaveBeenCalledTimes(2);
    expect(refused.hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('hands a 500 to the callback instead of a toast', async () => {
    const data = { code: 1500, message: '系统繁忙，请稍后再试', hint: 'h', seqno: 'abc', payload: null };
    const { send, hooks } = setup(() => ({ status: 500, data }));
    const callback = vi.fn();
    await expect(send(list, {}, { onServerError: callback })).rejects.toBeInstanceOf(RequestError);
    expect(callback).toHaveBeenCalledWith(data);
    expect(hooks.notify).not.toHaveBeenCalled();
    await expect(send(list)).rejects.toBeInstanceOf(RequestError);
    expect(hooks.notify).toHaveBeenCalledWith({ level: 'error', paragraphs: ['系统繁忙，请稍后再试', 'h', '序列号：abc'] });
  });

  it('shows 14xx as warnings, with the seqno unless the code starts with 1400', async () => {
    const forbidden = setup(() => ({ status: 403, data: { code: 1403, message: '没有操作权限', hint: '请联系管理员', seqno: 'q1', payload: null } }));
    await forbidden.send(list).catch(() => {});
    expect(forbidden.hooks.notify).toHaveBeenCalledWith({ level: 'warning', paragraphs: ['没有操作权限', '请联系管理员', '序列号：q1'] });
    const bad = setup(() => ({ status: 400, data: { code: 1400, message: '参数错误', hint: '请检查', seqno: 'q2', payload: null } }));
    await bad.send(list).catch(() => {});
    expect(bad.hooks.notify).toHaveBeenCalledWith({ level: 'warning', paragraphs: ['参数错误', '请检查'] });
  });

  it('stays quiet for a silent call and warns about deprecated calls', async () => {
    const { send, hooks } = setup(() => ({ status: 404, data: { code: 1404, message: '记录不存在', hint: '', seqno: 'x', payload: null } }));
    await send(list, {}, { silent: true }).catch(() => {});
    expect(hooks.notify).not.toHaveBeenCalled();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const deprecated = setup(() => ({ data: { code: 1001, message: '', payload: 1, deprecated: true } }));
    await deprecated.send(list);
    expect(warn).toHaveBeenCalledWith('接口已弃用：GET /api/x/list');
    warn.mockRestore();
  });
});

describe('error display', () => {
  it('shows a string as an error, or as a warning when asked', () => {
    expect(displayOf('出错了')).toEqual({ level: 'error', paragraphs: ['出错了'] });
    expect(displayOf('请注意', true)).toEqual({ level: 'warning', paragraphs: ['请注意'] });
  });

  it('never appends a seqno to a success code', () => {
    expect(displayOf({ code: 1000, message: '已提交', seqno: 's' }).paragraphs).toEqual(['已提交']);
    expect(displayOf({ code: 14001, message: '参数错误', seqno: 's' })).toEqual({ level: 'warning', paragraphs: ['参数错误'] });
    expect(displayOf({ code: 1410, message: '请输入图形验证码', seqno: 's' })).toEqual({ level: 'warning', paragraphs: ['请输入图形验证码', '序列号：s'] });
    expect(displayOf({ code: 'timeout', message: '接口请求响应超时', hint: 'GET /api/x' })).toEqual({ level: 'error', paragraphs: ['接口请求响应超时', 'GET /api/x'] });
  });
});
