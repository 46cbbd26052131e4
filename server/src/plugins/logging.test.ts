import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './logging.js';

const capture = () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('info', sink), lines };
};

describe('the logger', () => {
  it('replaces the query values of the sign-in callback page, and only there', () => {
    expect(redactUrl('/manager/oauth?code=abc123&state=xyz789')).toBe('/manager/oauth?code=[redacted]&state=[redacted]');
    expect(redactUrl('/manager/oauth/?error=access_denied&state=xyz789')).toBe('/manager/oauth/?error=[redacted]&state=[redacted]');
    expect(redactUrl('/manager/oauth')).toBe('/manager/oauth');
    expect(redactUrl('/api/merchant/merchant/list?page_index=2')).toBe('/api/merchant/merchant/list?page_index=2');
  });

  it('keeps the code, the state, tokens, secrets and passwords of a logged request or body out of the line', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        req: { method: 'GET', url: '/manager/oauth?code=abc123&state=xyz789', ip: '10.0.0.1', headers: { authorization: 'Bearer t0ken' } },
        body: { code: 'abc123', state: 'xyz789', password: 'Secret-1' },
        provider: { access_token: 'at-1', id_token: 'it-1', refresh_token: 'rt-1', client_secret: 'cs-1', code_verifier: 'cv-1' },
        code: 1001,
      },
      'a request',
    );
    const [line] = lines;
    for (const secret of ['abc123', 'xyz789', 't0ken', 'Secret-1', 'at-1', 'it-1', 'rt-1', 'cs-1', 'cv-1']) expect(line).not.toContain(secret);
    // The reply code of the access log is not a secret.
    expect(JSON.parse(line!)).toMatchObject({ code: 1001, req: { method: 'GET', url: '/manager/oauth?code=[redacted]&state=[redacted]' } });
  });
});
