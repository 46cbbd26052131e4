import type { CallQuery, calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import type { Access } from '../../../plugins/access.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { boundedDays, iso } from '../../../shared/time.js';
import * as repository from './online-log.repository.js';

/** The days 在线日志 covers when none are chosen, and at most (the log grows with every flap of a gate). */
export const ONLINE_LOG_DEFAULT_DAYS = 7;
export const ONLINE_LOG_MAX_DAYS = 92;

/**
 * 在线日志 (docs/decisions.md, "Plateless cars, key customers and online logs"): when the parks' parking systems and gate
 * cameras went on and off line, newest first, over a UTC+8 day range (7 days unless chosen, at most 92), with how many
 * gates are off line now.
 */
export async function list(db: Database, access: Access, query: CallQuery<typeof calls.onlineLogList>) {
  const page = cappedPageOf(query);
  const days = boundedDays(query, ONLINE_LOG_DEFAULT_DAYS, ONLINE_LOG_MAX_DAYS, '查询的时间');
  const filter: repository.Filter = {
    merchants: access.scope, merchant: chosenMerchant(access.scope, query.merchant), parkCode: query.park_code || undefined, from: days.from, before: days.before,
    device: query.device?.trim() || undefined, deviceKind: query.device_kind, event: query.event,
  };
  const { rows, total, offline } = await db.tenant(access.scope, async (tx) => ({
    rows: await repository.page(tx, filter, page.size, page.offset),
    total: await repository.total(tx, filter),
    offline: await repository.offlineNow(tx, filter),
  }));
  return { ...listPayload(rows.map((r) => ({ ...r, event_time: iso(r.event_time) })), total, page), offline_now: offline };
}
