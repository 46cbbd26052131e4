import { maskPhone, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { dayRange, iso } from '../../../shared/time.js';
import * as repository from './benefit.repository.js';

/**
 * 保险权益: the benefits of the caller's scope (the operator's: every merchant's), to look at; mobiles masked everywhere.
 * docs/decisions.md, "Insurance benefits (保险权益)".
 */

const times = (r: Pick<repository.BenefitRow, 'holder_mobile' | 'start_time' | 'end_time' | 'create_time'>) => ({
  holder_mobile: maskPhone(r.holder_mobile),
  start_time: iso(r.start_time),
  end_time: iso(r.end_time),
  create_time: iso(r.create_time),
});
const row = ({ policy_no: _p, trade_no: _t, claim_amount: _a, claim_time: _c, claim_remark: _r, ...r }: repository.BenefitRow) => ({ ...r, ...times(r) });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.insuranceBenefitList>) {
  const page = pageOf(query);
  const filter: repository.Filter = {
    scope: access.scope, merchant: query.merchant, type: query.type, state: query.state, keywords: query.keywords?.trim() || undefined, ...dayRange(query),
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(row), total, page);
}

export async function get(db: Database, access: Access, benefitNo: string) {
  const found = await db.tenant(access.scope, (tx) => repository.byNumber(tx, access.scope, benefitNo));
  if (!found) throw notFound('保险权益');
  return { ...found, ...times(found), claim_time: iso(found.claim_time) };
}
