import { describe, expect, it } from 'vitest';
import { createSseDecoder, encodeSseEvent } from './sse.js';

describe('server-sent events', () => {
  it('decodes events split anywhere, with CRLF, comments and several data lines', () => {
    const decode = createSseDecoder();
    const wire = `: ping\r\nevent: answer\r\ndata: {"delta":"你好"}\r\n\r\ndata: a\ndata: b\n\n${encodeSseEvent('stop', { reason: 'finished' })}`;
    const events = [...wire].flatMap((c) => decode(c));
    expect(events).toEqual([
      { event: 'answer', data: '{"delta":"你好"}' },
      { event: 'message', data: 'a\nb' },
      { event: 'stop', data: '{"reason":"finished"}' },
    ]);
  });

  it('keeps an unfinished event until its blank line arrives', () => {
    const decode = createSseDecoder();
    expect(decode('data: [DO')).toEqual([]);
    expect(decode('NE]\n')).toEqual([]);
    expect(decode('\n')).toEqual([{ event: 'message', data: '[DONE]' }]);
  });
});
