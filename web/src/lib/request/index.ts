import type { CallDefinition } from '@console/contract';
import { readToken } from '../../shell/session/storage';
import { dropExternalToken, readExternalToken } from '../external-token';
import { showError } from '../../shell/feedback/feedback';
import { createRequest } from './client';

export { CancelledRequest, RequestError, displayOf } from './error';
export type { SendOptions } from './client';
export { newIdempotencyKey, useIdempotencyKey } from './idempotency';

/** What the session plugs into the request layer once it starts. */
const session = {
  onUnauthorized: () => {},
  beforeSend: (_call: CallDefinition): Promise<void> | void => undefined,
  encodePayload: () => true,
};
export const connectSession = (handlers: Partial<typeof session>) => Object.assign(session, handlers);

/** The console's one request client; resource api.ts files call `send(call, input)`. */
export const { send } = createRequest({
  authorization: () => readToken()?.value,
  onUnauthorized: () => session.onUnauthorized(),
  externalAuthorization: () => {
    const token = readExternalToken();
    return token ? `Bearer ${token}` : undefined;
  },
  onExternalUnauthorized: dropExternalToken,
  beforeSend: (call) => session.beforeSend(call),
  encodePayload: () => session.encodePayload(),
  notify: showError,
});
