import { maskPhone, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import type { Access } from '../../../plugins/access.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { sharedFilter } from '../record/record.service.js';
import * as repository from './plateless.repository.js';

/**
 * 无牌车 (docs/decisions.md, "Plateless cars, key customers and online logs"): the stays of cars the cameras read no
 * plate of, which took a ticket by scanning the entry code; newest entry first, with the filter's cars in the lot and
 * what they paid. Mobiles masked.
 */
export async function list(db: Database, access: Access, query: CallQuery<typeof calls.platelessList>) {
  const page = cappedPageOf(query);
  const { plate: _plate, ...shared } = sharedFilter(access, query);
  const filter: repository.Filter = { ...shared, ticketNo: query.ticket_no?.trim() || undefined, channel: query.channel, status: query.status };
  const { rows, total, sums } = await db.tenant(access.scope, async (tx) => ({
    rows: await repository.page(tx, filter, page.size, page.offset),
    total: await repository.total(tx, filter),
    sums: await repository.sums(tx, filter),
  }));
  const now = Date.now();
  const shown = rows.map((r) => ({
    ...r,
    mobile: r.mobile ? maskPhone(r.mobile) : '',
    entry_time: iso(r.entry_time),
    exit_time: r.exit_time ? iso(r.exit_time) : null,
    duration_minutes: Math.max(0, Math.floor(((r.exit_time?.getTime() ?? now) - r.entry_time.getTime()) / 60_000)),
  }));
  return { ...listPayload(shown, total, page), ...sums };
}
