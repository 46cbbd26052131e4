import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as data from './data.service.js';

/** 广告 › 数据概览 and 数据 (docs/decisions.md, "Advertising data (广告 › 数据概览, 数据中心)"). */
export function advertingDataRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.adStatSummary, ({ access, query }) => data.summary(db, access, query));
  registerCall(app, calls.adStatGroup, ({ access, query }) => data.group(db, access, query));
  registerCall(app, calls.adStatBoard, ({ access }) => data.board(db, access));
}
