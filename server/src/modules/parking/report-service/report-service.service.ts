import { reportServiceItems, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { conflict, notFound, unlessDuplicate } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as repository from './report-service.repository.js';

/**
 * 上报服务 of a parking merchant (docs/decisions.md, "Parking members, member settings, reporting service; the 停车管理's
 * 客户, 会员, 优惠券"): per park, its number on the city's parking supervision platform, the data reported and whether
 * it is on. The merchant's own parks only; a city platform number is used once in the merchant (1409).
 */
export async function list(db: Database, access: Access, query: CallQuery<typeof calls.reportServiceList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { merchant: access.merchant.id, keywords: query.keywords?.trim() || undefined, enabled: query.enabled };
  const { rows, total, counts } = await db.tenant(ownScope(access), async (tx) => ({
    rows: await repository.page(tx, filter, page.size, page.offset),
    total: await repository.total(tx, filter),
    counts: await repository.counts(tx, filter),
  }));
  const shown = rows.map((r) => ({
    park_code: r.park_code, park_name: r.park_name, park_status: r.park_status, configured: r.setting !== null, city_park_code: r.city_park_code ?? '', items: r.items ?? [],
    enabled: r.enabled ?? false, remark: r.remark ?? '', operator: r.operator ?? '', update_time: r.update_time ? iso(r.update_time) : null,
  }));
  return { ...listPayload(shown, total, page), counts };
}

const described = (s: { city_park_code: string; items: number[]; enabled: boolean; remark: string }) => ({
  city_park_code: s.city_park_code, items: s.items.map((i) => reportServiceItems[i as 1]).join('、'), enabled: s.enabled ? '上报中' : '未上报', remark: s.remark || '-',
});

export async function set(db: Database, actor: Actor, body: CallBody<typeof calls.reportServiceSet>) {
  const access = actor.access;
  const merchant = access.merchant.id;
  const values = { city_park_code: body.city_park_code.toUpperCase(), items: [...new Set(body.items)].sort(), enabled: body.enabled, remark: body.remark?.trim() ?? '' };
  return db.tenant(ownScope(access), async (tx) => {
    const found = await repository.parkOf(tx, merchant, body.park_code);
    if (!found) throw notFound('停车场');
    const before = await repository.settingOf(tx, merchant, found.id);
    await unlessDuplicate(
      () => repository.save(tx, { merchant, park: found.id, ...values, operator: access.manager.name }),
      () => conflict(`城市平台车场编号 ${values.city_park_code} 已用于本商户的另一个停车场`, '每个停车场在城市平台的编号不同，请核对后填写'),
    );
    await audit(tx, actor, { type: 'parking_report_service', id: found.id, name: found.name, merchant }, { before: before ? described(before) : undefined, after: described(values) });
    return { park_code: body.park_code };
  });
}
