import { DEFAULT_QUANTITY_SETTING, lossAmountOf, lossOf, lossRatioText, STATISTICS_DEFAULT_DAYS, STATISTICS_MAX_DAYS, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { boundedDays, dayRange, iso } from '../../../shared/time.js';
import { energyScope } from '../scope.js';
import { stationFor } from '../station/station.service.js';
import * as repository from './quantity.repository.js';

/**
 * 虚拟电损 (energy/quantity…): a station's setting (read with the station's list permission, saved with its update
 * permission) and the records of its finished sessions (read with the orders' list permission, synchronised with their
 * update permission). docs/decisions.md, "Energy station detail: the rest".
 */

const settingText = (s: { enabled: boolean; loss_ratio: number; notes: string }) => ({
  enabled: s.enabled ? '启用' : '停用',
  loss_ratio: lossRatioText(s.loss_ratio),
  notes: s.notes,
});

export async function getSetting(db: Database, access: Access, stationCode: string) {
  return db.tenant(access.scope, async (tx) => {
    const station = await stationFor(tx, energyScope(access, 'station', 'list'), stationCode);
    const row = await repository.settingOf(tx, station.merchant, station.id);
    const setting = row ? { enabled: row.enabled, loss_ratio: row.loss_ratio, notes: row.notes } : DEFAULT_QUANTITY_SETTING;
    return { station_code: station.station_code, ...setting, update_time: row ? iso(row.update_time) : null };
  });
}

export async function setSetting(db: Database, actor: Actor, body: CallBody<typeof calls.energyQuantityRtSet>) {
  const access = actor.access;
  const next = { enabled: body.enabled, loss_ratio: body.loss_ratio, notes: body.notes?.trim() ?? '' };
  return db.tenant(access.scope, async (tx) => {
    const station = await stationFor(tx, energyScope(access, 'station', 'update'), body.station_code, { lock: true });
    const row = await repository.settingOf(tx, station.merchant, station.id);
    await repository.saveSetting(tx, station.merchant, station.id, next);
    await audit(tx, actor, { type: 'energy_station', id: station.station_code, name: station.name, merchant: station.merchant }, {
      before: { virtual_loss: settingText(row ?? DEFAULT_QUANTITY_SETTING) },
      after: { virtual_loss: settingText(next) },
    });
    return { station_code: station.station_code };
  });
}

type ListQuery = CallQuery<typeof calls.energyQuantityLatest>;

const filterOf = (access: Access, query: ListQuery): repository.Filter => ({
  merchants: energyScope(access, 'order', 'list'),
  merchant: query.merchant,
  station_code: query.station_code,
  order_no: query.order_no?.trim() || undefined,
  device_code: query.device_code?.trim() || undefined,
  sync_state: query.sync_state,
});

const shown = ({ replenish: _r, ...r }: repository.QuantityRow) => ({ ...r, record_time: iso(r.record_time), sync_time: r.sync_time ? iso(r.sync_time) : null });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.energyQuantityList>) {
  const page = cappedPageOf(query);
  const filter = { ...filterOf(access, query), ...dayRange(query) };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

/** The sums over a bounded period (at most STATISTICS_MAX_DAYS days; none given: the last 30). */
export async function latest(db: Database, access: Access, query: ListQuery) {
  const { start: start_date, end: end_date, from, before } = boundedDays(query, STATISTICS_DEFAULT_DAYS, STATISTICS_MAX_DAYS, '统计的时间');
  const sums = await db.tenant(access.scope, (tx) => repository.sums(tx, { ...filterOf(access, query), from, before }));
  return { start_date, end_date, ...sums, latest_time: sums.latest_time ? iso(sums.latest_time) : null };
}

const NOT_SETTLED = '充电订单尚未结算，结算后再同步';

/**
 * 同步: the records named (at most 500), or the station's 待同步 and 同步失败 ones; a record whose session is settled
 * becomes 已同步, one whose session is not yet settled 同步失败 with the reason; 已同步 ones named again are skipped.
 */
export async function sync(db: Database, actor: Actor, body: CallBody<typeof calls.energyQuantitySync>) {
  const access = actor.access;
  if (!body.ids && !body.station_code) throw badParameter('请选择要同步的记录或电站', '参数 ids、station_code 至少填写一项');
  const merchants = energyScope(access, 'order', 'update');
  return db.tenant(access.scope, async (tx) => {
    const station = body.station_code ? await stationFor(tx, merchants, body.station_code) : undefined;
    const rows = await repository.toSync(tx, merchants, body.ids, station?.id);
    if (body.ids && rows.length < new Set(body.ids).size) throw badParameter('部分记录不存在', '请刷新列表后重新选择');
    const open = rows.filter((r) => r.sync_state !== 1);
    const ok = open.filter((r) => r.settled).map((r) => r.id);
    const bad = open.filter((r) => !r.settled).map((r) => r.id);
    const now = new Date();
    await repository.markSynced(tx, ok, now);
    await repository.markFailed(tx, bad, now, NOT_SETTLED);
    for (const merchant of new Set(open.map((r) => r.merchant))) {
      const mine = open.filter((r) => r.merchant === merchant);
      await audit(tx, actor, { type: 'energy_quantity', id: station?.station_code ?? String(mine[0]!.id), name: '虚拟电损同步', merchant }, {
        after: { synced: mine.filter((r) => r.settled).map((r) => r.order_no).join('、'), failed: mine.filter((r) => !r.settled).map((r) => r.order_no).join('、') },
      });
    }
    return { synced: ok.length, failed: bad.length, skipped: rows.length - open.length };
  });
}

/**
 * Writes the virtual loss of a finished session (called in the transaction that ends it): nothing when the station's
 * loss is off or the session used no energy.
 */
export async function recordLoss(
  tx: Tx,
  session: { id: number; merchant: number; station: number; order_no: string; device_code: string; port_no: number; meter_start: number; meter_end: number; energy_wh: number; elec_amount: number; end_time: Date },
) {
  const setting = await repository.settingOf(tx, session.merchant, session.station);
  if (!setting?.enabled || session.energy_wh <= 0) return;
  const loss = lossOf(session.energy_wh, setting.loss_ratio);
  await repository.insert(tx, {
    merchant: session.merchant,
    station: session.station,
    replenish: session.id,
    order_no: session.order_no,
    device_code: session.device_code,
    port_no: session.port_no,
    record_time: session.end_time,
    meter_start: session.meter_start,
    meter_end: session.meter_end,
    energy_wh: session.energy_wh,
    loss_ratio: setting.loss_ratio,
    loss_wh: loss,
    loss_amount: lossAmountOf(loss, session.energy_wh, session.elec_amount),
  });
}
