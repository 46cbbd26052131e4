import { createSseDecoder } from '@console/contract';
import type { AiConfig } from '../../../config.js';

export interface ModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The model refused, failed or went silent; its words go to the log only. */
export class ModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelError';
  }
}

/**
 * Streams an answer from an OpenAI-compatible `/chat/completions` (`stream: true`): yields the content
 * deltas as they arrive. `signal` stops it (the user's stop button or closed connection), which aborts
 * the upstream request; so does a silence longer than the configured time-out.
 */
export async function* streamCompletion(ai: AiConfig, messages: ModelMessage[], signal: AbortSignal): AsyncGenerator<string> {
  const silence = new AbortController();
  let timer = setTimeout(() => silence.abort(), ai.timeoutMs);
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(() => silence.abort(), ai.timeoutMs);
  };
  const combined = AbortSignal.any([signal, silence.signal]);
  try {
    let response: Response;
    try {
      response = await fetch(`${ai.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${ai.apiKey}` },
        body: JSON.stringify({ model: ai.model, stream: true, temperature: 0.2, messages }),
        signal: combined,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new ModelError(silence.signal.aborted ? 'no answer within the time-out' : `request failed: ${(error as Error).message}`);
    }
    if (!response.ok || !response.body) {
      const text = await response.text().catch(() => '');
      throw new ModelError(`status ${response.status}: ${text.slice(0, 300)}`);
    }
    const decode = createSseDecoder();
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        restart();
        for (const event of decode(decoder.decode(chunk, { stream: true }))) {
          if (event.data === '[DONE]') return;
          let parsed: { choices?: { delta?: { content?: unknown } }[]; error?: { message?: string } };
          try {
            parsed = JSON.parse(event.data);
          } catch {
            throw new ModelError(`unreadable chunk: ${event.data.slice(0, 100)}`);
          }
          if (parsed.error) throw new ModelError(`error: ${parsed.error.message ?? 'unknown'}`);
          const delta = parsed.choices?.[0]?.delta?.content;
          if (typeof delta === 'string' && delta) yield delta;
        }
      }
    } catch (error) {
      if (signal.aborted || error instanceof ModelError) throw error;
      throw new ModelError(silence.signal.aborted ? 'the answer stalled beyond the time-out' : `stream failed: ${(error as Error).message}`);
    }
  } finally {
    clearTimeout(timer);
  }
}
