import { todayInChina } from '@console/contract';
import type { Tx } from '../db/client.js';
import { baseQrcode } from '../db/schema/index.js';

const PLATFORM = 100000;

/**
 * 码牌's demo (docs/decisions.md, "QR codes and bonus activities of the base services"): the platform's codes at the
 * parking and charging merchants' exits, booths and chargers (several on their terminals), two stopped, and a 制码 batch of
 * eight printed five days ago of which two were bound since. Codes are fixed so that the pages and tests can name them.
 */
export async function seedDemoQrcodes(tx: Tx) {
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * 86_400_000);
  const batchDay = new Date(Date.parse(`${todayInChina()}T12:00:00+08:00`) - 5 * 86_400_000);
  const batch_no = `F${batchDay.toISOString().slice(0, 10).replaceAll('-', '')}-DEMO`;
  type Row = typeof baseQrcode.$inferInsert;
  const base = { merchant: PLATFORM, creator: '平台管理员' };
  const bound: (Omit<Row, 'merchant'> & { days: number })[] = [
    { code: 'ZBPK2M7QXA3D', name: '福田中心停车场 出口 1 号岗亭收款码', purpose: 1, bind_merchant: 100101, terminal_sn: 'ZB-QR-0000101', place: '出口 1 号岗亭窗口', status: 1, days: 180 },
    { code: 'ZBPK5N8RYB4E', name: '福田中心停车场 出口 2 号岗亭缴费码', purpose: 2, bind_merchant: 100101, terminal_sn: 'ZB-QR-0000102', place: '出口 2 号岗亭立柱', status: 1, days: 175 },
    { code: 'ZBPK6P9SZC5F', name: '南山科技园停车场 收费处收款码', purpose: 1, bind_merchant: 100102, terminal_sn: 'ZB-POS-0000201', place: '收费处柜台', status: 1, days: 120 },
    { code: 'ZBEV3H7TWD6G', name: '南山科技园充电站 1 号桩启动码', purpose: 3, bind_merchant: 100201, terminal_sn: 'ZB-CR-0000401', place: '1 号桩机身正面', status: 1, days: 90 },
    { code: 'ZBEV4J8UXE7H', name: '南山后海充电站 3 号桩启动码', purpose: 3, bind_merchant: 100201, terminal_sn: 'ZB-CR-0000402', place: '3 号桩机身正面', status: 1, days: 60 },
    { code: 'ZBMK7K2VYF8J', name: '福田中心停车场 入驻有礼领取码', purpose: 4, bind_merchant: 100101, terminal_sn: '', place: '管理处前台', status: 1, days: 20, remark: '扫码领取新商户入驻有礼' },
    {
      code: 'ZBPK8L3WZG9K', name: '罗湖万象城停车场 B2 出口收款码', purpose: 1, bind_merchant: 100103, terminal_sn: 'ZB-QR-0000301', place: 'B2 出口岗亭', status: -1, days: 150,
      stop_reason: '出口改造，码牌撤下', stop_time: ago(12),
    },
    {
      code: 'ZBEV9M4XAH2L', name: '宝安中心充电站 值班室收款码', purpose: 1, bind_merchant: 100202, terminal_sn: 'ZB-POS-0000501', place: '值班室窗口', status: -1, days: 100,
      stop_reason: '码牌损坏，待更换', stop_time: ago(40),
    },
  ];
  const fed = ['ZBFD2A3B4C5D', 'ZBFD3C4D5E6F', 'ZBFD4E5F6G7H', 'ZBFD5G6H7J8K', 'ZBFD6J7K8L9M', 'ZBFD7L8M9N2P', 'ZBFD8N9P2Q3R', 'ZBFD9Q2R3S4T'];
  const rows: Row[] = [
    ...bound.map(({ days, ...r }): Row => ({ ...base, ...r, remark: r.remark ?? '', bind_time: ago(days), create_time: ago(days), update_time: r.stop_time ?? ago(days - 1) })),
    ...fed.map((code, i): Row => {
      const boundTo = i === 0 ? { bind_merchant: 100102, place: '南山科技园停车场 入口岗亭', status: 1, bind_time: ago(2) } : i === 1 ? { bind_merchant: 100201, place: '南山科技园充电站 2 号桩', status: 1, bind_time: ago(1) } : { status: 0 };
      return { ...base, code, name: '2026 年第四季度收款码牌', purpose: 1, batch_no, ...boundTo, create_time: new Date(batchDay.getTime() + i), update_time: boundTo.bind_time ?? batchDay };
    }),
  ];
  // Oldest first so that ids follow creation (lists are newest first by id).
  rows.sort((a, b) => a.create_time!.getTime() - b.create_time!.getTime());
  await tx.insert(baseQrcode).values(rows);
}
