import type { Tx } from '../db/client.js';
import { baseTerminal, insuranceBenefit } from '../db/schema/index.js';

/**
 * 终端 and 保险权益's demo (docs/decisions.md, "Terminals (终端)", "Insurance benefits (保险权益)"): the parking and charging
 * merchants' payment boxes, POS, speakers, gate screens and card readers; benefits their users received with orders in
 * the last two months, in every state.
 */
export async function seedDemoTerminalsInsurance(tx: Tx) {
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * 86_400_000);
  const terminals: (typeof baseTerminal.$inferInsert)[] = [
    { merchant: 100101, sn: 'ZB-QR-0000101', type: 1, model: 'QB-200', vendor: '商米', place: '福田中心停车场 出口 1 号岗亭', firmware: 'V1.8.2', online: true, days: 0 },
    { merchant: 100101, sn: 'ZB-QR-0000102', type: 1, model: 'QB-200', vendor: '商米', place: '福田中心停车场 出口 2 号岗亭', firmware: 'V1.8.2', online: true, days: 0 },
    { merchant: 100101, sn: 'ZB-SC-0000103', type: 4, model: 'LED-P5', vendor: '捷顺', place: '会展中心北广场 入口', firmware: 'V3.0.1', online: false, days: 3 },
    { merchant: 100101, sn: 'ZB-SP-0000104', type: 3, model: 'YS-10', vendor: '收钱吧', place: '金田路路侧 收费员', firmware: 'V2.1.0', online: true, days: 0 },
    { merchant: 100102, sn: 'ZB-POS-0000201', type: 2, model: 'P2 Pro', vendor: '商米', place: '南山科技园停车场 收费处', firmware: 'V5.4.0', online: true, days: 0 },
    { merchant: 100103, sn: 'ZB-QR-0000301', type: 1, model: 'QB-300', vendor: '新大陆', place: '罗湖万象城停车场 B2 出口', firmware: 'V2.0.5', online: false, days: 12 },
    { merchant: 100201, sn: 'ZB-CR-0000401', type: 5, model: 'RF-60', vendor: '云快充', place: '南山科技园充电站 1 号桩', firmware: 'V1.2.7', online: true, days: 0 },
    { merchant: 100201, sn: 'ZB-CR-0000402', type: 5, model: 'RF-60', vendor: '云快充', place: '南山后海充电站 3 号桩', firmware: 'V1.2.7', online: true, days: 0 },
    { merchant: 100202, sn: 'ZB-POS-0000501', type: 2, model: 'A8', vendor: '拉卡拉', place: '宝安中心充电站 值班室', firmware: 'V4.9.3', online: false, days: 40 },
  ].map(({ days, ...t }, i) => ({
    ...t,
    status: t.sn === 'ZB-POS-0000501' ? 0 : 1,
    remark: t.sn === 'ZB-POS-0000501' ? '设备返厂维修，暂停使用' : '',
    last_online_time: new Date(now - days * 86_400_000 - (i + 1) * 60_000),
    bind_time: ago(200 - i * 15),
    create_time: ago(200 - i * 15),
    update_time: ago(days),
  }));
  await tx.insert(baseTerminal).values(terminals);

  const people = [
    { holder_name: '张伟', holder_mobile: '13812345678', plate: '粤B12345' },
    { holder_name: '李娜', holder_mobile: '13923456789', plate: '粤BD23456' },
    { holder_name: '王强', holder_mobile: '13534567890', plate: '粤B8K7Q2' },
    { holder_name: '刘洋', holder_mobile: '18645678901', plate: '粤BF56789' },
    { holder_name: '陈静', holder_mobile: '15056789012', plate: '湘A6M8N9' },
  ];
  const products = {
    1: { product_name: '停车驾乘意外险（单次）', insurer: '中国平安财产保险股份有限公司', coverage: 10_000_000, premium: 100, hours: 24 },
    2: { product_name: '车辆停放损失险', insurer: '中国人民财产保险股份有限公司', coverage: 2_000_000, premium: 200, hours: 24 },
    3: { product_name: '充电安全责任险', insurer: '中国太平洋财产保险股份有限公司', coverage: 50_000_000, premium: 150, hours: 12 },
    4: { product_name: '预约车位延误补偿险', insurer: '众安在线财产保险股份有限公司', coverage: 5_000, premium: 50, hours: 6 },
  } as const;
  const rows: (typeof insuranceBenefit.$inferInsert)[] = Array.from({ length: 24 }, (_, i) => {
    const merchant = [100101, 100101, 100102, 100201, 100103, 100202][i % 6]!;
    const type = (merchant === 100201 || merchant === 100202 ? 3 : [1, 2, 4][i % 3]!) as 1 | 2 | 3 | 4;
    const p = products[type];
    const person = people[i % people.length]!;
    // The newest starts tomorrow (待生效), a few are in force, the rest have ended; two were claimed, one cancelled.
    const start = i === 0 ? new Date(now + 86_400_000) : i < 4 ? new Date(now - i * 3_600_000) : ago(i * 2.5);
    const claimed = i === 6 || i === 13;
    const day = start.toISOString().slice(0, 10).replaceAll('-', '');
    return {
      merchant, type, ...p, ...person,
      benefit_no: `IB${day}${String(1001 + i)}`,
      policy_no: `${type === 3 ? 'CPIC' : type === 2 ? 'PICC' : type === 4 ? 'ZA' : 'PA'}${day}${String(880_001 + i)}`,
      trade_no: `${type === 3 ? 'EC' : 'PT'}${day}${String(7001 + i)}`,
      start_time: start,
      end_time: new Date(start.getTime() + p.hours * 3_600_000),
      state: claimed ? 2 : i === 9 ? 3 : 1,
      claim_amount: claimed ? (type === 2 ? 186_000 : 52_000) : 0,
      claim_time: claimed ? new Date(start.getTime() + 5 * 86_400_000) : null,
      claim_remark: claimed ? (type === 2 ? '停放期间车辆左后门被剐蹭，按定损金额赔付' : '出场时在坡道摔倒，门诊医疗费用赔付') : '',
      create_time: i === 0 ? new Date(now - 3_600_000) : start,
      update_time: start,
    };
  });
  await tx.insert(insuranceBenefit).values(rows);
}
