import {
  createSseDecoder,
  qaChat,
  qaChatFeedback,
  qaChatToken,
  qaChatTransfer,
  qaMessageList,
  qaMessageRead,
  qaModuleList,
  type CallBody,
  type ChatEvent,
  type Envelope,
} from '@console/contract';
import { RequestError, send } from '../../lib/request';
import { requestMessages } from '../../lib/request/messages';
import { readToken } from '../session/storage';

/** The chat's calls: JSON ones through the request layer, the answer stream through fetch (axios cannot stream). */
export const chatApi = {
  /** A conversation token, bound to this login (the layer sends the Authorization header it has). */
  token: () => send(qaChatToken, {}, { silent: true }),
  transfer: (body: CallBody<typeof qaChatTransfer>) => send(qaChatTransfer, body),
  feedback: (messageId: number, useful: 0 | 1) => send(qaChatFeedback, { message_id: messageId, useful }, { silent: true }),
  modules: () => send(qaModuleList, {}, { silent: true }),
  unreadReplies: () => send(qaMessageList, { read_status: 0, page_size: 20 }, { silent: true }),
  markRead: (ids: number[]) => send(qaMessageRead, { ids }, { silent: true }),
};

/**
 * Asks one question and hands each server-sent event to `onEvent` as it arrives; resolves when the
 * answer has ended. Aborting `signal` (the stop button) closes the connection, which stops the answer
 * on the server too. A refusal before the stream (bad input, expired login) rejects with a RequestError.
 * The body goes as plain JSON: the server takes it as it takes encoded bodies (the codec is no control).
 */
export async function streamChat(body: CallBody<typeof qaChat>, onEvent: (event: ChatEvent) => void, signal: AbortSignal): Promise<void> {
  const authorization = readToken()?.value;
  let response: Response;
  try {
    response = await fetch(`/api/${qaChat.path}`, {
      method: qaChat.method,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) return;
    throw new RequestError({ code: 'network', message: requestMessages.network, hint: `${qaChat.method} /api/${qaChat.path}` });
  }
  if (!response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
    const envelope = (await response.json().catch(() => undefined)) as Envelope | undefined;
    throw new RequestError({
      code: envelope?.code ?? response.status,
      message: response.status === 401 ? requestMessages.loginExpired : (envelope?.message ?? requestMessages.httpStatus(response.status)),
      hint: envelope?.hint,
      seqno: envelope?.seqno,
    });
  }
  const decode = createSseDecoder();
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const event of decode(decoder.decode(value, { stream: true }))) {
        onEvent({ event: event.event, data: JSON.parse(event.data) } as ChatEvent);
      }
    }
  } catch (error) {
    if (signal.aborted) return;
    throw new RequestError({ code: 'network', message: requestMessages.network });
  }
}
