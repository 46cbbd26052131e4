/** One server-sent event: its name (`message` when the stream names none) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * A decoder of `text/event-stream` (the WHATWG framing): feed it text as it arrives, get the complete
 * events back. Used by the console for the support chat and by the server for an OpenAI-compatible model.
 */
export function createSseDecoder() {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  return (chunk: string): SseEvent[] => {
    buffer += chunk;
    const out: SseEvent[] = [];
    let start = 0;
    for (;;) {
      const match = /\r\n|\r|\n/g;
      match.lastIndex = start;
      const found = match.exec(buffer);
      // A lone \r at the very end may be the first half of \r\n: wait for more.
      if (!found || (found[0] === '\r' && found.index === buffer.length - 1)) break;
      const line = buffer.slice(start, found.index);
      start = found.index + found[0].length;
      if (line === '') {
        if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n') });
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    buffer = buffer.slice(start);
    return out;
  };
}

/** One event on the wire, its data as JSON. */
export const encodeSseEvent = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
