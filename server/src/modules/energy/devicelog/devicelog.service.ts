import type { CallQuery, calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import type { Access } from '../../../plugins/access.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { dayRange, iso } from '../../../shared/time.js';
import { energyScope } from '../scope.js';
import * as repository from './devicelog.repository.js';

/**
 * The chargers' online (上下线) and message (报文) logs, read-only: the device gateway writes them (the demo seeds them).
 * docs/decisions.md, "Energy configuration: blacklist, whitelist, SIM, logs, apps, map referrals".
 */

type LogQuery = CallQuery<typeof calls.energyDeviceOnlineList>;

const filterOf = (access: Access, query: Omit<LogQuery, 'event'>, more: repository.Filter['more']): repository.Filter => ({
  merchants: energyScope(access, 'log', 'list'),
  merchant: query.merchant,
  station_code: query.station_code,
  device_code: query.device_code?.trim() || undefined,
  ...dayRange({ start_date: query.start_time, end_date: query.end_time }),
  more,
});

const timed = <R extends { event_time: Date }>(r: R) => ({ ...r, event_time: iso(r.event_time) });

export async function onlineList(db: Database, access: Access, query: LogQuery) {
  const page = cappedPageOf(query);
  const filter = filterOf(access, query, [query.event !== undefined ? repository.onlineWhere.event(query.event) : undefined]);
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.onlinePage(tx, filter, page.size, page.offset), total: await repository.onlineTotal(tx, filter) }));
  return listPayload(rows.map(timed), total, page);
}

export async function messageList(db: Database, access: Access, query: CallQuery<typeof calls.energyDeviceMessageList>) {
  const page = cappedPageOf(query);
  const action = query.action?.trim();
  const filter = filterOf(access, query, [
    query.direction !== undefined ? repository.messageWhere.direction(query.direction) : undefined,
    action ? repository.messageWhere.action(action) : undefined,
  ]);
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.messagePage(tx, filter, page.size, page.offset), total: await repository.messageTotal(tx, filter) }));
  return listPayload(rows.map(timed), total, page);
}
