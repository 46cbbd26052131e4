import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { originOf, registerCall } from '../../../plugins/route.js';
import type { ChannelAuthService } from './channel-auth.service.js';

/** 支付宝第三方应用授权: its state on an application, starting one, and the public callback (rate-limited like login). */
export function channelAuthRoutes(app: FastifyInstance, auth: ChannelAuthService, loginRateLimit: number) {
  registerCall(app, calls.channelAuthAlipayGet, ({ access, query }) => auth.get(access, query.apply_no.trim()));
  registerCall(app, calls.channelAuthAlipayStart, ({ actor, body, request }) => auth.start(actor, body, originOf(request)));
  registerCall(app, calls.channelAuthAlipayCallback, ({ body, request, seqno }) => auth.callback(body, { seqno, ip: request.ip }, request.log), {
    rateLimit: { max: loginRateLimit, timeWindow: 60_000 },
  });
}
