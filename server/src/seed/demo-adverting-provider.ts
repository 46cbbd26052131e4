import { addDays, ChannelBillStatus, todayInChina } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { adChannelBill, adProviderSetting, adProviderTraffic, adSpace, ENABLED } from '../db/schema/index.js';
import { writeBills } from '../modules/adverting/provider/provider.service.js';

/**
 * The platform's (100000, `admin`) 流量主 side: 100 days of traffic on its enabled ad spaces (weekends busier, a steady
 * pseudo-random spread), its billing rule and profit setting, and the channel bills of the last three whole months —
 * the oldest settled, the next confirmed, the last waiting to be confirmed. docs/decisions.md, "Traffic providers'
 * bills (广告 › 流量主)".
 */
export async function seedDemoAdvertingProvider(tx: Tx) {
  const merchant = 100000;
  const today = todayInChina();
  const spaces = await tx
    .select({ id: adSpace.id, code: adSpace.code, billing: adSpace.billing, floor_price: adSpace.floor_price, provider: adSpace.provider })
    .from(adSpace)
    .where(and(eq(adSpace.merchant, merchant), eq(adSpace.status, ENABLED)));
  // Shows a day and click-through (‰) per space; the partner's own ads take a share of the shows.
  const shape: Record<string, { shows: number; ctr: number; internal: number }> = {
    APP_SPLASH: { shows: 42_000, ctr: 18, internal: 15 },
    APP_HOME_BANNER: { shows: 26_000, ctr: 9, internal: 30 },
    PAY_SUCCESS: { shows: 8_600, ctr: 24, internal: 20 },
    FT_EXIT_SCREEN: { shows: 3_100, ctr: 0, internal: 10 },
    NS_PILE_SCREEN: { shows: 2_400, ctr: 6, internal: 25 },
  };
  let state = 20261127;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  const rows: (typeof adProviderTraffic.$inferInsert)[] = [];
  for (let offset = 100; offset >= 1; offset--) {
    const day = addDays(today, -offset);
    const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    for (const space of spaces) {
      const s = shape[space.code];
      if (!s) continue;
      const exposures = Math.round(s.shows * (weekend ? 1.25 : 1) * (0.8 + random() * 0.4));
      const clicks = Math.round((exposures * s.ctr * (0.7 + random() * 0.6)) / 1000);
      const internal_exposures = Math.round((exposures * s.internal) / 100);
      const paid = exposures - internal_exposures;
      // Advertisers pay at about the floor price: per thousand shows, per click, or the day (booked 6 days in 7).
      const price = space.floor_price * (1 + random() * 0.3);
      const revenue = Math.round(space.billing === 1 ? (paid * price) / 1000 : space.billing === 2 ? clicks * price : offset % 7 === 0 ? 0 : price);
      rows.push({ merchant, day, space: space.id, provider: space.provider, exposures, clicks, internal_exposures, revenue });
    }
  }
  for (let i = 0; i < rows.length; i += 200) await tx.insert(adProviderTraffic).values(rows.slice(i, i + 200));

  const ruleTime = new Date('2026-08-20T02:00:00Z');
  await tx.insert(adProviderSetting).values({
    merchant, invalid_rate: 20, internal_cpm_price: 800, bill_day: 5, remark: '无效流量按第三方监测报告扣减', rule_updater: '平台管理员', rule_time: ruleTime,
    basis: 2, service_rate: 50, profit_updater: '平台管理员', profit_time: ruleTime,
  });

  // The last three whole months: the oldest settled, the next confirmed, the last waiting.
  const month = (back: number) => {
    const [y, m] = today.split('-').map(Number) as [number, number];
    const index = y * 12 + (m - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  };
  const periods = [month(3), month(2), month(1)];
  for (const period of periods) await writeBills(tx, merchant, period, '平台管理员');
  // Each confirmed on the 6th of the month after its period.
  const sixth = (period: string) => new Date(`${period}-06T03:00:00+08:00`);
  await tx.update(adChannelBill).set({ status: ChannelBillStatus.confirmed, confirm_time: sixth(month(1)) }).where(and(eq(adChannelBill.merchant, merchant), eq(adChannelBill.period, periods[1]!)));
  const bills = await tx.select({ id: adChannelBill.id }).from(adChannelBill).where(and(eq(adChannelBill.merchant, merchant), eq(adChannelBill.period, periods[0]!)));
  for (const [i, bill] of bills.entries()) {
    await tx
      .update(adChannelBill)
      .set({ status: ChannelBillStatus.settled, confirm_time: sixth(month(2)), settle_time: new Date(sixth(month(2)).getTime() + 3 * 86_400_000), settle_no: `TRF${periods[0]!.replace('-', '')}${String(i + 1).padStart(4, '0')}` })
      .where(and(eq(adChannelBill.merchant, merchant), eq(adChannelBill.id, bill.id)));
  }
}
