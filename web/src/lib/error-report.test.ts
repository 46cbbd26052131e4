import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, worthReporting } from './error-report';
import { CancelledRequest, RequestError } from './request';

const setup = (signedIn = true) => {
  let time = 0;
  const post = vi.fn(async () => null);
  const report = createErrorReporter({ post, signedIn: () => signedIn, page: () => '/parking-merchant/vehicle/monthly?plate=粤B', now: () => time });
  return { post, report, later: (ms: number) => (time += ms) };
};

describe('the error reporter', () => {
  it('sends the kind, the message with the error’s name, the stack and the page', () => {
    const { post, report } = setup();
    const error = new TypeError('x is undefined');
    expect(report('script', error, 'at MonthlyPage')).toBe(true);
    expect(post).toHaveBeenCalledWith(expect.objectContaining({ kind: 'script', message: 'TypeError: x is undefined', page: '/parking-merchant/vehicle/monthly?plate=粤B' }));
    const sent = (post.mock.calls[0] as unknown as [{ stack: string }])[0];
    expect(sent.stack).toContain('x is undefined');
    expect(sent.stack).toContain('组件栈：at MonthlyPage');
  });

  it('does not send the same error twice within a minute, and at most 10 a page', () => {
    const { post, report, later } = setup();
    report('promise', 'boom');
    expect(report('promise', 'boom')).toBe(false);
    later(60_000);
    expect(report('promise', 'boom')).toBe(true);
    for (let i = 0; i < 20; i++) report('script', new Error(`error ${i}`));
    expect(post).toHaveBeenCalledTimes(10);
  });

  it('sends nothing without a session, nor for request failures, cancelled requests or the ResizeObserver notice', () => {
    const { post, report } = setup(false);
    expect(report('script', new Error('x'))).toBe(false);
    expect(post).not.toHaveBeenCalled();
    expect(worthReporting(new RequestError({ code: 1500, message: '系统繁忙', seqno: 'a' } as never))).toBe(false);
    expect(worthReporting(new CancelledRequest())).toBe(false);
    expect(worthReporting(new Error('ResizeObserver loop completed with undelivered notifications.'))).toBe(false);
    expect(worthReporting(new Error('x'), 'chrome-extension://abc/content.js')).toBe(false);
    expect(worthReporting(new Error('x'))).toBe(true);
  });

  it('never lets a failed report surface', async () => {
    const post = vi.fn(async () => {
      throw new Error('offline');
    });
    const report = createErrorReporter({ post, signedIn: () => true, page: () => '/' });
    expect(report('script', new Error('x'))).toBe(true);
    await Promise.resolve();
    expect(post).toHaveBeenCalledTimes(1);
  });
});
