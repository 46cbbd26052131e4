import { ChargeRuleStatus, ChargeRuleType } from '@console/contract';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { energyChargeRule, energyStation, energyStationRuntime } from '../db/schema/index.js';
import { DEFAULT_RULE } from '../modules/energy/replenish/tariff.js';

/**
 * The demo stations' configuration: each station's rule in force is the platform's standard 尖峰平谷 tariff (so the demo
 * charging records, priced by it, agree); 南山科技园充电站 also keeps two rules waiting (a flat price and a summer
 * tariff) and saved runtime settings; the other stations run with the default settings.
 */
export async function seedDemoEnergyConfig(tx: Tx) {
  const created = new Date('2026-06-01T02:30:00Z');
  const stations = await tx.select({ id: energyStation.id, name: energyStation.name, merchant: energyStation.merchant }).from(energyStation).where(inArray(energyStation.merchant, [100201, 100202]));
  for (const s of stations) {
    const base = { merchant: s.merchant, station: s.id, create_time: created, update_time: created };
    await tx.insert(energyChargeRule).values({ ...base, name: '标准分时电价', type: ChargeRuleType.tou, ...DEFAULT_RULE, status: ChargeRuleStatus.active });
    if (s.name !== '南山科技园充电站') continue;
    await tx.insert(energyChargeRule).values([
      {
        ...base, name: '夜间单一电价', type: ChargeRuleType.flat, status: ChargeRuleStatus.inactive,
        prices: [{ bucket: 'flat', elec_fee: 60, service_fee: 50 }], periods: [{ start: '00:00', end: '24:00', bucket: 'flat' }],
      },
      {
        ...base, name: '2027 年夏季分时电价', type: ChargeRuleType.tou, status: ChargeRuleStatus.inactive,
        prices: [{ bucket: 'peak', elec_fee: 115, service_fee: 80 }, { bucket: 'flat', elec_fee: 72, service_fee: 80 }, { bucket: 'valley', elec_fee: 28, service_fee: 60 }],
        periods: [{ start: '00:00', end: '08:00', bucket: 'valley' }, { start: '08:00', end: '10:00', bucket: 'flat' }, { start: '10:00', end: '12:00', bucket: 'peak' }, { start: '12:00', end: '14:00', bucket: 'flat' }, { start: '14:00', end: '19:00', bucket: 'peak' }, { start: '19:00', end: '24:00', bucket: 'flat' }],
      },
    ]);
    await tx.insert(energyStationRuntime).values({
      ...base, start_types: [1, 2, 3, 4], min_balance: 1000, max_duration: 600, idle_timeout: 10, offline_charge: true,
      amounts: [3000, 5000, 10000, 20000], custom_amount: true, custom_min: 1000, custom_max: 50000,
    });
  }
}
