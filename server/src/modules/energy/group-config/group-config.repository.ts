import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { energyStationCharge, energyStationChannel, merchant, merchantRelation, paymentChannel } from '../../../db/schema/index.js';

// The station is found within the caller's scope first; these read and write that station's rows only.

export async function channelOf(tx: Tx, merchantId: number, stationId: number) {
  const [row] = await tx
    .select()
    .from(energyStationChannel)
    .where(and(eq(energyStationChannel.merchant, merchantId), eq(energyStationChannel.station, stationId)));
  return row;
}

type ChannelValues = Pick<typeof energyStationChannel.$inferInsert, 'mode' | 'payee' | 'payee_merchant' | 'channel' | 'mch_no' | 'remark' | 'operator'>;
export const saveChannel = (tx: Tx, merchantId: number, stationId: number, values: ChannelValues) =>
  tx
    .insert(energyStationChannel)
    .values({ merchant: merchantId, station: stationId, ...values })
    .onConflictDoUpdate({ target: energyStationChannel.station, set: { ...values, update_time: new Date() } });

export async function chargeOf(tx: Tx, merchantId: number, stationId: number) {
  const [row] = await tx
    .select()
    .from(energyStationCharge)
    .where(and(eq(energyStationCharge.merchant, merchantId), eq(energyStationCharge.station, stationId)));
  return row;
}

type ChargeValues = Omit<typeof energyStationCharge.$inferInsert, 'id' | 'merchant' | 'station' | 'create_time' | 'update_time'>;
export const saveCharge = (tx: Tx, merchantId: number, stationId: number, values: ChargeValues) =>
  tx
    .insert(energyStationCharge)
    .values({ merchant: merchantId, station: stationId, ...values })
    .onConflictDoUpdate({ target: energyStationCharge.station, set: { ...values, update_time: new Date() } });

/** The platform's payment channels, in their order. */
export const channels = (tx: Tx) => tx.select({ code: paymentChannel.code, name: paymentChannel.name }).from(paymentChannel).orderBy(asc(paymentChannel.sort), asc(paymentChannel.code));

/** The groups the merchant is a member of (id and name), lowest id first. */
export const groupsOf = (tx: Tx, memberId: number) =>
  tx
    .select({ id: merchant.id, name: merchant.name })
    .from(merchantRelation)
    .innerJoin(merchant, eq(merchant.id, merchantRelation.parent))
    .where(and(eq(merchantRelation.child, memberId), eq(merchantRelation.type, 'member'), sql`${merchant.status} <> -1`))
    .orderBy(asc(merchant.id));
