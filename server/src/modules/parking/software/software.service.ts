import { addDays, parkingSoftware, softwareName, todayInChina, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import type { Access } from '../../../plugins/access.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { dayStart, iso } from '../../../shared/time.js';
import * as repository from './software.repository.js';

/**
 * 软件列表 and 软件统计 of the parking partner: its customers' 停车软件 registrations (合作伙伴's, written there), with
 * their parks and today's entries. docs/decisions.md, "Parking partner: records, data collection, other parks,
 * software, vehicle mock, passports".
 */

/** Registrations ending within this many days show on the statistics as 即将到期. */
const EXPIRING_DAYS = 30;

const shown = ({ park_count, space_count, today_entries, ...r }: repository.SoftwareRow) => ({
  ...r,
  software_name: softwareName(r.type, r.software),
  create_time: iso(r.create_time)!,
  update_time: iso(r.update_time)!,
  park_count,
  space_count,
  today_entries,
});

const filterOf = (access: Access, query: { merchant?: number; keywords?: string; software?: string; state?: repository.State }): repository.Filter => ({
  merchants: access.scope,
  merchant: chosenMerchant(access.scope, query.merchant),
  keywords: query.keywords?.trim() || undefined,
  software: query.software,
  state: query.state,
  today: todayInChina(),
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.parkingSoftwareList>) {
  const page = pageOf(query);
  const filter = filterOf(access, query);
  const since = dayStart(filter.today);
  return db.tenant(access.scope, async (tx) => {
    const rows = await repository.page(tx, filter, since, page.size, page.offset);
    return listPayload(rows.map(shown), await repository.total(tx, filter), page);
  });
}

export async function statistics(db: Database, access: Access, query: CallQuery<typeof calls.parkingSoftwareStatistics>) {
  const filter = filterOf(access, query);
  const since = dayStart(filter.today);
  return db.tenant(access.scope, async (tx) => {
    const groups = await repository.bySoftware(tx, filter, since);
    // Every software of the catalogue has a line (0 where no customer runs it), the catalogue's order, then others.
    const known = Object.keys(parkingSoftware);
    const codes = [...known, ...groups.map((g) => g.software).filter((c) => !known.includes(c))];
    const empty = { customers: 0, active: 0, pending: 0, expired: 0, disabled: 0, parks: 0, spaces: 0, today_entries: 0, annual_fee: 0 };
    const by_software = codes.map((software) => {
      const { software: _s, ...tally } = groups.find((g) => g.software === software) ?? { software, ...empty };
      return { software, software_name: softwareName('parking', software), ...tally };
    });
    const summary = by_software.reduce(
      (sum, g) => Object.fromEntries(Object.entries(sum).map(([k, v]) => [k, v + g[k as keyof typeof empty]])) as typeof empty,
      { ...empty },
    );
    const expiring = await repository.expiring(tx, filter, addDays(filter.today, EXPIRING_DAYS), since);
    return {
      summary: { ...summary, unregistered: await repository.unregistered(tx, filter) },
      by_software,
      expiring: expiring.map((r) => {
        const { park_count: _p, space_count: _s, today_entries: _t, ...row } = shown(r);
        return row;
      }),
    };
  });
}
