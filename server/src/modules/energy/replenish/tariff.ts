import type { TouBucket } from '@console/contract';
import type { TouBucketValue } from '../../../db/schema/index.js';

/**
 * The platform's default time-of-use tariff (尖峰平谷, UTC+8 hours), used to price sessions until stations carry their own
 * charge rules (计费规则, later work). Prices are fen per kWh. docs/decisions.md, "Energy orders: charging records and
 * payments".
 */
export const DEFAULT_TARIFF: { prices: Record<TouBucket, { elec: number; service: number }>; periods: { from: number; to: number; bucket: TouBucket }[] } = {
  prices: { sharp: { elec: 130, service: 80 }, peak: { elec: 108, service: 80 }, flat: { elec: 68, service: 80 }, valley: { elec: 25, service: 60 } },
  periods: [
    { from: 0, to: 8, bucket: 'valley' },
    { from: 8, to: 10, bucket: 'flat' },
    { from: 10, to: 11, bucket: 'peak' },
    { from: 11, to: 12, bucket: 'sharp' },
    { from: 12, to: 14, bucket: 'flat' },
    { from: 14, to: 15, bucket: 'peak' },
    { from: 15, to: 17, bucket: 'sharp' },
    { from: 17, to: 19, bucket: 'peak' },
    { from: 19, to: 24, bucket: 'flat' },
  ],
};

const HOUR = 3_600_000;
const CHINA = 8 * HOUR;
const ORDER: TouBucket[] = ['sharp', 'peak', 'flat', 'valley'];

/** How many milliseconds of [start, end) fall in each bucket. */
function timeIn(start: Date, end: Date): Record<TouBucket, number> {
  const spent: Record<TouBucket, number> = { sharp: 0, peak: 0, flat: 0, valley: 0 };
  let t = start.getTime();
  const stop = end.getTime();
  while (t < stop) {
    const local = t + CHINA;
    const dayStart = local - (((local % (24 * HOUR)) + 24 * HOUR) % (24 * HOUR));
    const hour = (local - dayStart) / HOUR;
    const period = DEFAULT_TARIFF.periods.find((p) => hour >= p.from && hour < p.to)!;
    const boundary = dayStart + period.to * HOUR - CHINA;
    const next = Math.min(stop, boundary);
    spent[period.bucket] += next - t;
    t = next;
  }
  return spent;
}

/** The bucket an instant falls in. */
const bucketAt = (at: Date): TouBucket => {
  const hour = (((at.getTime() + CHINA) % (24 * HOUR)) + 24 * HOUR) % (24 * HOUR) / HOUR;
  return DEFAULT_TARIFF.periods.find((p) => hour >= p.from && hour < p.to)!.bucket;
};

/**
 * A session's energy split over the buckets in proportion to the time spent in each (constant power assumed), priced:
 * per bucket the energy (Wh) and the amounts (fen, rounded half up); the last bucket takes the rounding remainder of
 * the energy. Buckets without energy are left out.
 */
export function price(start: Date, end: Date, energyWh: number) {
  const spent = timeIn(start, end);
  const total = Object.values(spent).reduce((a, b) => a + b, 0);
  const shares: Record<TouBucket, number> =
    total === 0 ? { sharp: 0, peak: 0, flat: 0, valley: 0, [bucketAt(start)]: 1 } : { sharp: spent.sharp / total, peak: spent.peak / total, flat: spent.flat / total, valley: spent.valley / total };
  const used = ORDER.filter((b) => shares[b] > 0);
  let left = energyWh;
  const buckets: TouBucketValue[] = used.map((bucket, i) => {
    const energy = i === used.length - 1 ? left : Math.round(energyWh * shares[bucket]);
    left -= energy;
    const { elec, service } = DEFAULT_TARIFF.prices[bucket];
    return { bucket, elec_price: elec, service_price: service, energy_wh: energy, elec_amount: Math.round((energy * elec) / 1000), service_amount: Math.round((energy * service) / 1000) };
  });
  const elec_amount = buckets.reduce((a, b) => a + b.elec_amount, 0);
  const service_amount = buckets.reduce((a, b) => a + b.service_amount, 0);
  return { buckets: buckets.filter((b) => b.energy_wh > 0), elec_amount, service_amount };
}
