import { clockMinutes, clockText, type TariffPeriod, type TariffPrice, type TouBucket } from '@console/contract';
import type { TouBucketValue } from '../../../db/schema/index.js';

/** Prices (fen per kWh) by bucket, and the day's periods in minutes from UTC+8 midnight ([from, to)). */
export interface Tariff {
  prices: Partial<Record<TouBucket, { elec: number; service: number }>>;
  periods: { from: number; to: number; bucket: TouBucket }[];
}

/**
 * The platform's default time-of-use tariff (尖峰平谷, UTC+8), used to price the sessions of a station without a charge
 * rule in force (and the demo stations' rules). Prices are fen per kWh. docs/decisions.md, "Energy orders: charging
 * records and payments" and "Energy station configuration".
 */
export const DEFAULT_TARIFF: Tariff = {
  prices: { sharp: { elec: 130, service: 80 }, peak: { elec: 108, service: 80 }, flat: { elec: 68, service: 80 }, valley: { elec: 25, service: 60 } },
  periods: [
    { from: 0, to: 8, bucket: 'valley' as const },
    { from: 8, to: 10, bucket: 'flat' as const },
    { from: 10, to: 11, bucket: 'peak' as const },
    { from: 11, to: 12, bucket: 'sharp' as const },
    { from: 12, to: 14, bucket: 'flat' as const },
    { from: 14, to: 15, bucket: 'peak' as const },
    { from: 15, to: 17, bucket: 'sharp' as const },
    { from: 17, to: 19, bucket: 'peak' as const },
    { from: 19, to: 24, bucket: 'flat' as const },
  ].map((p) => ({ ...p, from: p.from * 60, to: p.to * 60 })),
};

/** A station's charge rule (validated when saved) as a tariff. */
export const tariffOf = (rule: { prices: readonly TariffPrice[]; periods: readonly TariffPeriod[] }): Tariff => ({
  prices: Object.fromEntries(rule.prices.map((p) => [p.bucket, { elec: p.elec_fee, service: p.service_fee }])),
  periods: rule.periods.map((p) => ({ from: clockMinutes(p.start), to: clockMinutes(p.end), bucket: p.bucket })).sort((a, b) => a.from - b.from),
});

/** The default tariff as a charge rule's prices and periods (the demo stations' rules). */
export const DEFAULT_RULE = {
  prices: (['sharp', 'peak', 'flat', 'valley'] as const).map((bucket) => ({ bucket, elec_fee: DEFAULT_TARIFF.prices[bucket]!.elec, service_fee: DEFAULT_TARIFF.prices[bucket]!.service })),
  periods: DEFAULT_TARIFF.periods.map((p) => ({ start: clockText(p.from), end: clockText(p.to), bucket: p.bucket })),
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const CHINA = 8 * HOUR;
const ORDER: TouBucket[] = ['sharp', 'peak', 'flat', 'valley'];

/** How many milliseconds of [start, end) fall in each bucket. */
function timeIn(tariff: Tariff, start: Date, end: Date): Record<TouBucket, number> {
  const spent: Record<TouBucket, number> = { sharp: 0, peak: 0, flat: 0, valley: 0 };
  let t = start.getTime();
  const stop = end.getTime();
  while (t < stop) {
    const local = t + CHINA;
    const dayStart = local - (((local % (24 * HOUR)) + 24 * HOUR) % (24 * HOUR));
    const minute = (local - dayStart) / MINUTE;
    const period = tariff.periods.find((p) => minute >= p.from && minute < p.to)!;
    const boundary = dayStart + period.to * MINUTE - CHINA;
    const next = Math.min(stop, boundary);
    spent[period.bucket] += next - t;
    t = next;
  }
  return spent;
}

/** The bucket an instant falls in. */
const bucketAt = (tariff: Tariff, at: Date): TouBucket => {
  const minute = (((at.getTime() + CHINA) % (24 * HOUR)) + 24 * HOUR) % (24 * HOUR) / MINUTE;
  return tariff.periods.find((p) => minute >= p.from && minute < p.to)!.bucket;
};

/**
 * A session's energy split over the buckets of `tariff` (the station's rule in force, else the default) in proportion
 * to the time spent in each (constant power assumed), priced: per bucket the energy (Wh) and the amounts (fen, rounded
 * half up); the last bucket takes the rounding remainder of the energy. Buckets without energy are left out.
 */
export function price(start: Date, end: Date, energyWh: number, tariff: Tariff = DEFAULT_TARIFF) {
  const spent = timeIn(tariff, start, end);
  const total = Object.values(spent).reduce((a, b) => a + b, 0);
  const shares: Record<TouBucket, number> =
    total === 0 ? { sharp: 0, peak: 0, flat: 0, valley: 0, [bucketAt(tariff, start)]: 1 } : { sharp: spent.sharp / total, peak: spent.peak / total, flat: spent.flat / total, valley: spent.valley / total };
  const used = ORDER.filter((b) => shares[b] > 0);
  let left = energyWh;
  const buckets: TouBucketValue[] = used.map((bucket, i) => {
    const energy = i === used.length - 1 ? left : Math.round(energyWh * shares[bucket]);
    left -= energy;
    const { elec, service } = tariff.prices[bucket]!;
    return { bucket, elec_price: elec, service_price: service, energy_wh: energy, elec_amount: Math.round((energy * elec) / 1000), service_amount: Math.round((energy * service) / 1000) };
  });
  const elec_amount = buckets.reduce((a, b) => a + b.elec_amount, 0);
  const service_amount = buckets.reduce((a, b) => a + b.service_amount, 0);
  return { buckets: buckets.filter((b) => b.energy_wh > 0), elec_amount, service_amount };
}
