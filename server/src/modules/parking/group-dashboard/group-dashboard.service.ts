import type { CallQuery, calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import type { Access } from '../../../plugins/access.js';
import { analysisPeriod, periodReply } from '../../../shared/analysis.js';
import { addDays, todayInChina } from '../../../shared/time.js';
import * as repository from './group-dashboard.repository.js';

/** How far ahead a card's end counts as 即将到期. */
const EXPIRING_DAYS = 30;

/**
 * 集团看板 (docs/decisions.md, "The group's person cards and dashboard"): the parking overview's figures (the page shows
 * `parking/parking/analysis/statistics` over the group's scope) and, here, the same period per member with its lots,
 * cards and pending releases now — every member, the idle ones too, so that the rows add up to the totals.
 */
export async function members(db: Database, access: Access, query: CallQuery<typeof calls.groupDashboardMembers>) {
  const period = analysisPeriod(query);
  const today = todayInChina();
  const rows = await db.tenant(access.scope, (tx) =>
    repository.members(tx, { merchants: access.scope, self: access.merchant.id, from: period.from, before: period.before, today, soon: addDays(today, EXPIRING_DAYS) }),
  );
  return { ...periodReply(period), rows };
}
