import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as logs from './devicelog.service.js';

/** 设备上下线日志 and 设备报文日志 (read-only). */
export function energyDeviceLogRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.energyDeviceOnlineList, ({ access, query }) => logs.onlineList(db, access, query));
  registerCall(app, calls.energyDeviceMessageList, ({ access, query }) => logs.messageList(db, access, query));
}
