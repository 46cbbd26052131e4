import { endOfDayInChina } from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { merchantContract, merchantProduct } from '../db/schema/index.js';

/** A day `days` from today in UTC+8 (YYYY-MM-DD): the demo's contracts are dated around the day it is created. */
const day = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + days * 86_400_000));

/**
 * Contracts of 福田中心停车场 (100101) with the platform: a running SaaS contract, an invoice service contract in
 * its last month, and an old terminated one; and one of 南山科技园停车场 (100102) with its partner 100100. The grants
 * they cover carry their numbers and end with them.
 */
export async function seedDemoContracts(tx: Tx) {
  const contracts = [
    { merchant: 100101, grantor: 100000, contract_no: 'ZB-2025-0101', name: '智慧停车 SaaS 服务合同', sign: day(-420), start: day(-400), end: day(330), amount: 3_600_000, products: ['parking:merchant:platform', 'parking:mcoupon:platform', 'payment:merchant:platform'] },
    { merchant: 100101, grantor: 100000, contract_no: 'ZB-2025-0188', name: '电子发票服务合同', sign: day(-345), start: day(-340), end: day(20), amount: 480_000, products: ['invoice:merchant:platform'] },
    { merchant: 100101, grantor: 100000, contract_no: 'ZB-2023-0042', name: '停车场道闸联网试点协议', sign: day(-900), start: day(-890), end: day(-400), amount: null, products: [], terminated: '试点结束，转签正式合同 ZB-2025-0101' },
    { merchant: 100102, grantor: 100100, contract_no: 'BL-2026-007', name: '停车场代运营服务协议', sign: day(-60), start: day(-55), end: null, amount: 1_200_000, products: ['parking:merchant:platform'] },
  ];
  for (const [i, c] of contracts.entries()) {
    const created = new Date(Date.parse(`${c.sign}T10:00:00+08:00`) + i * 60_000);
    await tx.insert(merchantContract).values({
      merchant: c.merchant,
      grantor: c.grantor,
      contract_no: c.contract_no,
      name: c.name,
      sign_date: c.sign,
      start_date: c.start,
      end_date: c.end,
      amount: c.amount,
      attachments: [{ name: `${c.contract_no}.pdf`, link: '/demo/contract.pdf' }],
      remark: '',
      status: c.terminated ? 0 : 1,
      terminate_reason: c.terminated ?? '',
      terminate_time: c.terminated ? new Date(endOfDayInChina(c.end!)) : null,
      create_time: created,
      update_time: created,
    });
    if (c.products.length) {
      await tx
        .update(merchantProduct)
        .set({ contract_no: c.contract_no, expire_time: c.end ? new Date(endOfDayInChina(c.end)) : null, grantor: c.grantor })
        .where(and(eq(merchantProduct.merchant, c.merchant), inArray(merchantProduct.product, c.products)));
    }
  }
}
