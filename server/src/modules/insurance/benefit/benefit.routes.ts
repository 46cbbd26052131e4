import { calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as benefits from './benefit.service.js';

/** 保险权益 (docs/decisions.md, "Insurance benefits (保险权益)"). */
export function insuranceBenefitRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.insuranceBenefitList, ({ access, query }) => benefits.list(db, access, query));
  registerCall(app, calls.insuranceBenefitGet, ({ access, query }) => benefits.get(db, access, query.benefit_no));
}
