import { CardKind, CardStatus } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { energyCard, energyCardAcl, energyStation } from '../db/schema/index.js';

const { enabled, disabled, lost } = CardStatus;
const surnames = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙'];
const given = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '娟', '涛'];

interface DemoCard {
  kind: 1 | 2 | 3;
  card_no?: string;
  logical_no?: string;
  plate?: string;
  status: number;
  balance: number;
  /** The names of the owner's stations the card is limited to (none: all of them). */
  acl?: string[];
  runtime?: { daily_max_amount: number; max_power: number | null; start_time: string | null; end_time: string | null };
}

const KJY = '南山科技园充电站';
const HH = '南山后海充电站';

/** 南山快充站 (100201): 12 physical cards, 5 VINs, 4 virtual cards in mixed states, some limited to one station. */
const nanshan: DemoCard[] = [
  ...Array.from({ length: 12 }, (_, i): DemoCard => ({
    kind: CardKind.physical,
    card_no: `880020100${String(i + 1).padStart(3, '0')}`,
    logical_no: `A1B2C3${(0xd0 + i).toString(16).toUpperCase()}`,
    status: i === 3 || i === 8 ? disabled : i === 5 ? lost : enabled,
    balance: 5_000 + i * 3_750,
    ...(i % 4 === 1 ? { acl: [KJY] } : i === 2 ? { acl: [KJY, HH] } : {}),
    ...(i === 0 ? { runtime: { daily_max_amount: 20_000, max_power: 60_000, start_time: '07:00', end_time: '23:00' } } : {}),
  })),
  { kind: CardKind.vin, card_no: 'LFV3A23C8K3012345', plate: '粤B12345', status: enabled, balance: 0, acl: [HH] },
  { kind: CardKind.vin, card_no: 'LGBH52E05KY123456', plate: '粤BD23456', status: enabled, balance: 0 },
  { kind: CardKind.vin, card_no: 'LSGBC5345HS123457', plate: '粤B3K678', status: disabled, balance: 0 },
  { kind: CardKind.vin, card_no: 'LVHRU1846K5023456', plate: '粤BF45678', status: enabled, balance: 0, runtime: { daily_max_amount: 15_000, max_power: null, start_time: null, end_time: null } },
  { kind: CardKind.vin, card_no: 'LNBSCCAK7LR123458', plate: '', status: lost, balance: 0 },
  { kind: CardKind.virtual, status: enabled, balance: 12_000 },
  { kind: CardKind.virtual, status: enabled, balance: 800, acl: [KJY] },
  { kind: CardKind.virtual, status: disabled, balance: 0 },
  { kind: CardKind.virtual, status: lost, balance: 3_600 },
];

/** 宝安充电站 (100202): a few, so the group's lists show both members and the partner's only its customer. */
const baoan: DemoCard[] = [
  { kind: CardKind.physical, card_no: '880020200001', logical_no: 'B5C6D7E8', status: enabled, balance: 9_900, acl: ['宝安中心充电站'] },
  { kind: CardKind.physical, card_no: '880020200002', logical_no: 'B5C6D7E9', status: enabled, balance: 2_000 },
  { kind: CardKind.vin, card_no: 'LB37624S7LX123459', plate: '粤BG67890', status: enabled, balance: 0 },
  { kind: CardKind.virtual, status: enabled, balance: 5_000 },
];

/**
 * The energy cards demo (after `seedDemoEnergy`, whose stations the ACLs name). Holders' mobiles are 139 0020 xxxx; the
 * balances are seeded (read-only in the console: the wallet is later work).
 */
export async function seedDemoEnergyCards(tx: Tx) {
  const created = new Date('2026-07-01T02:00:00Z');
  for (const [merchant, cards] of [[100201, nanshan], [100202, baoan]] as const) {
    const stations = new Map((await tx.select({ id: energyStation.id, name: energyStation.name }).from(energyStation).where(eq(energyStation.merchant, merchant))).map((s) => [s.name, s.id]));
    for (const [i, c] of cards.entries()) {
      const cardNo = c.card_no ?? ((await tx.execute(sql`select 'VC' || nextval('energy_virtual_card_seq') as no`)) as unknown as { rows: { no: string }[] }).rows[0]!.no;
      const time = new Date(created.getTime() + (merchant - 100201) * 3_600_000 + i * 86_400_000);
      const [row] = await tx
        .insert(energyCard)
        .values({
          merchant, kind: c.kind, card_no: cardNo, logical_no: c.logical_no ?? '', plate: c.plate ?? '', status: c.status, balance: c.balance,
          holder_name: `${surnames[i % surnames.length]}${given[(i * 5) % given.length]}`, holder_mobile: `1390020${String(merchant % 1000).padStart(2, '0').slice(-2)}${String(i).padStart(2, '0')}`,
          ...(c.runtime ?? {}), create_time: time, update_time: time,
        })
        .returning({ id: energyCard.id });
      for (const name of c.acl ?? []) await tx.insert(energyCardAcl).values({ merchant, card: row!.id, station: stations.get(name)!, create_time: time });
    }
  }
}
