import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as terminals from './terminal.service.js';

/** 基础服务 › 终端管理 (docs/decisions.md, "Terminals (终端)"). */
export function terminalRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.terminalList, ({ access, query }) => terminals.list(db, access, query));
  registerCall(app, calls.terminalGet, ({ access, query }) => terminals.get(db, access, query.sn));
}
