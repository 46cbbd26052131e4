import { bonusGrantSources, bonusValueKinds, redPacketStates, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import type { Access } from '../../../plugins/access.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso, todayInChina } from '../../../shared/time.js';
import * as repository from './red-packet.repository.js';

/**
 * 红包奖励 (账户中心 › 商户管理): what the caller's merchant received from activities (营销中心 grants), newest first; a
 * reward past its 有效期 reads 已过期 (UTC+8 day). The grants live in the activity owners' tenancies: the read is
 * unscoped and always bound to the caller as player. docs/decisions.md, "Account invoices".
 */
export async function list(db: Database, access: Access, query: CallQuery<typeof calls.bonusRedPacketList>) {
  const page = pageOf(query);
  const today = todayInChina();
  const filter: repository.RedPacketFilter = { player: access.merchant.id, kind: query.kind, state: query.state, today };
  return db.tenant('all', async (tx) => {
    const rows = await repository.page(tx, filter, page.size, page.offset);
    return listPayload(
      rows.map((r) => {
        const state = r.expire_date >= today ? 1 : 2;
        return {
          ...r, kind_name: bonusValueKinds[r.kind] ?? String(r.kind), source_name: bonusGrantSources[r.source] ?? String(r.source),
          state, state_name: redPacketStates[state] ?? '', create_time: iso(r.create_time),
        };
      }),
      await repository.total(tx, filter),
      page,
    );
  });
}
