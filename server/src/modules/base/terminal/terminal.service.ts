import type { CallQuery, calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as repository from './terminal.repository.js';

/** 终端: the terminals of the caller's scope (the operator's: every merchant's), to look at. docs/decisions.md, "Terminals (终端)". */

const shown = ({ firmware: _f, remark: _r, create_time: _c, update_time: _u, ...r }: repository.TerminalRow) => ({ ...r, last_online_time: iso(r.last_online_time), bind_time: iso(r.bind_time) });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.terminalList>) {
  const page = pageOf(query);
  const filter: repository.Filter = {
    scope: access.scope, merchant: query.merchant, keywords: query.keywords?.trim() || undefined, type: query.type, online: query.online === undefined ? undefined : query.online === 1,
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

export async function get(db: Database, access: Access, sn: string) {
  const row = await db.tenant(access.scope, (tx) => repository.bySn(tx, access.scope, sn));
  if (!row) throw notFound('终端');
  return { ...shown(row), firmware: row.firmware, remark: row.remark, create_time: iso(row.create_time), update_time: iso(row.update_time) };
}
