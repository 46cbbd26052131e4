import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as auths from './wallet-auth.service.js';

/** 机构钱包 (`energy/wallet/auth…`). */
export function energyWalletAuthRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.energyWalletAuthList, ({ access, query }) => auths.list(db, access, query));
  registerCall(app, calls.energyWalletAuthCreate, ({ actor, body }) => auths.create(db, actor, body));
  registerCall(app, calls.energyWalletAuthUpdate, ({ actor, body }) => auths.update(db, actor, body));
  registerCall(app, calls.energyWalletAuthStatus, ({ actor, body }) => auths.setStatus(db, actor, body));
}
