import type { Tx } from '../db/client.js';
import { partnerSoftware } from '../db/schema/index.js';
import { addDays, todayInChina } from '../shared/time.js';

/**
 * The partners' software registrations (合作伙伴 › 客户详情): 深圳泊联科技 (100100) registered 智泊云停车 for 福田中心停车场
 * (100101) and 科拓 for 南山科技园停车场 (100102, expired last month); 鹏城充电服务商 (100200) 云快充 for 南山快充站 (100201).
 * Dates relative to today; fees in fen.
 */
export async function seedDemoPartner(tx: Tx) {
  const today = todayInChina();
  await tx.insert(partnerSoftware).values([
    { merchant: 100101, partner: 100100, type: 'parking', software: 'zhiboyun', version: 'V3.2', start_date: addDays(today, -300), end_date: addDays(today, 430), annual_fee: 1_200_000, install_fee: 500_000, remark: '含 6 条车道的道闸与识别相机接入' },
    { merchant: 100102, partner: 100100, type: 'parking', software: 'keytop', version: 'V5.0', start_date: addDays(today, -400), end_date: addDays(today, -35), annual_fee: 800_000, install_fee: 0, remark: '客户自有系统，对接平台支付' },
    { merchant: 100201, partner: 100200, type: 'energy', software: 'ykc', version: '1.6', start_date: addDays(today, -200), end_date: null, annual_fee: 600_000, install_fee: 300_000, remark: '20 台直流桩' },
  ]);
}
