import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import { QrcodeService } from './qrcode.service.js';

/** 基础服务 › 码牌管理 (docs/decisions.md, "QR codes and bonus activities of the base services"). */
export function qrcodeRoutes(app: FastifyInstance, baseUrl: string) {
  const qrcodes = new QrcodeService(app.db, baseUrl);
  registerCall(app, calls.qrcodeList, ({ access, query }) => qrcodes.list(access, query));
  registerCall(app, calls.qrcodeGet, ({ access, query }) => qrcodes.get(access, query.id));
  registerCall(app, calls.qrcodeCreate, ({ actor, body }) => qrcodes.create(actor, body));
  registerCall(app, calls.qrcodeUpdate, ({ actor, body }) => qrcodes.update(actor, body));
  registerCall(app, calls.qrcodeStatus, ({ actor, body }) => qrcodes.setStatus(actor, body));
  registerCall(app, calls.qrcodeFeed, ({ actor, body }) => qrcodes.feed(actor, body));
}
