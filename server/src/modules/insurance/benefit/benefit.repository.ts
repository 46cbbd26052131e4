import type { InsuranceBenefitState } from '@console/contract';
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../../db/client.js';
import { insuranceBenefit } from '../../../db/schema/index.js';
import { merchantNameOf } from '../../../shared/names.js';
import { withinScope } from '../../../shared/scope.js';
import { startsWith } from '../../../shared/text.js';

// Every query names the merchants it serves (the caller's scope); row-level security is the second line.

/** What a benefit is today (insuranceBenefitStates in the contract). */
const state = sql<InsuranceBenefitState>`case
  when ${insuranceBenefit.state} = 2 then 'claimed'
  when ${insuranceBenefit.state} = 3 then 'cancelled'
  when ${insuranceBenefit.start_time} > now() then 'pending'
  when ${insuranceBenefit.end_time} <= now() then 'expired'
  else 'active' end`;

const columns = {
  benefit_no: insuranceBenefit.benefit_no,
  type: insuranceBenefit.type,
  product_name: insuranceBenefit.product_name,
  insurer: insuranceBenefit.insurer,
  merchant: insuranceBenefit.merchant,
  merchant_name: merchantNameOf(insuranceBenefit.merchant),
  holder_name: insuranceBenefit.holder_name,
  holder_mobile: insuranceBenefit.holder_mobile,
  plate: insuranceBenefit.plate,
  coverage: insuranceBenefit.coverage,
  premium: insuranceBenefit.premium,
  start_time: insuranceBenefit.start_time,
  end_time: insuranceBenefit.end_time,
  state,
  create_time: insuranceBenefit.create_time,
  policy_no: insuranceBenefit.policy_no,
  trade_no: insuranceBenefit.trade_no,
  claim_amount: insuranceBenefit.claim_amount,
  claim_time: insuranceBenefit.claim_time,
  claim_remark: insuranceBenefit.claim_remark,
};
export type BenefitRow = Awaited<ReturnType<typeof page>>[number];

export interface Filter {
  scope: Scope;
  merchant?: number;
  type?: number;
  state?: InsuranceBenefitState;
  keywords?: string;
  from?: Date;
  before?: Date;
}
const where = (f: Filter): SQL | undefined =>
  and(
    withinScope(insuranceBenefit.merchant, f.scope),
    f.merchant ? eq(insuranceBenefit.merchant, f.merchant) : undefined,
    f.type ? eq(insuranceBenefit.type, f.type) : undefined,
    f.state ? sql`${state} = ${f.state}` : undefined,
    f.keywords
      ? or(ilike(insuranceBenefit.benefit_no, startsWith(f.keywords.toUpperCase())), ilike(insuranceBenefit.policy_no, startsWith(f.keywords)), ilike(insuranceBenefit.plate, startsWith(f.keywords.toUpperCase())))
      : undefined,
    f.from ? gte(insuranceBenefit.create_time, f.from) : undefined,
    f.before ? lt(insuranceBenefit.create_time, f.before) : undefined,
  );

/** Newest first, on the (merchant, create_time, id) index. */
export const page = (tx: Tx, f: Filter, limit: number, offset: number) =>
  tx.select(columns).from(insuranceBenefit).where(where(f)).orderBy(desc(insuranceBenefit.create_time), desc(insuranceBenefit.id)).limit(limit).offset(offset);
export const total = async (tx: Tx, f: Filter) => (await tx.select({ n: count() }).from(insuranceBenefit).where(where(f)))[0]?.n ?? 0;
export const byNumber = async (tx: Tx, scope: Scope, benefitNo: string) =>
  (await tx.select(columns).from(insuranceBenefit).where(and(withinScope(insuranceBenefit.merchant, scope), eq(insuranceBenefit.benefit_no, benefitNo))).limit(1))[0];
