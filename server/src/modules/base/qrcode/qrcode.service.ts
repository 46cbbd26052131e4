import { QRCODE_CODE_LENGTH, qrcodePurposeNames, qrcodeStatusNames, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, conflict, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { readableCode } from '../../../shared/readable-code.js';
import { iso, todayInChina } from '../../../shared/time.js';
import { findBelow } from '../../merchant/merchant/merchant.scope.js';
import * as repository from './qrcode.repository.js';

/**
 * 码牌: the QR codes the caller (the platform operator) issued, each bound to a merchant below it — or, from 制码, blank
 * (待绑定) until 编辑 binds one. 启用 / 待绑定 → 停用 (with a reason) → 恢复 (启用 when bound, else 待绑定). The code never
 * changes (it is printed); its content is `QRCODE_BASE_URL/<code>`. docs/decisions.md, "QR codes and bonus activities of
 * the base services".
 */

export const QrcodeStatus = { blank: 0, enabled: 1, stopped: -1 } as const;

/** `F20261127-K7QM`: the day (UTC+8) and four random letters. */
const batchNumber = () => `F${todayInChina().replaceAll('-', '')}-${readableCode(4)}`;

export class QrcodeService {
  constructor(private readonly db: Database, private readonly baseUrl: string) {}

  private urlOf = (code: string) => `${this.baseUrl}/${code}`;

  private shown = ({ merchant: _m, remark: _r, creator: _c, update_time: _u, ...r }: repository.QrcodeRow) => ({
    ...r,
    url: this.urlOf(r.code),
    stop_time: iso(r.stop_time) ?? null,
    bind_time: iso(r.bind_time) ?? null,
    create_time: iso(r.create_time)!,
  });

  async list(access: Access, query: CallQuery<typeof calls.qrcodeList>) {
    const page = cappedPageOf(query);
    const filter: repository.Filter = {
      merchant: access.merchant.id, keywords: query.keywords?.trim() || undefined, purpose: query.purpose, status: query.status, bindMerchant: query.bind_merchant, batchNo: query.batch_no,
    };
    const { rows, total } = await this.db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
    return listPayload(rows.map(this.shown), total, page);
  }

  async get(access: Access, id: number) {
    const row = await this.db.tenant(access.scope, (tx) => repository.find(tx, access.merchant.id, id));
    if (!row) throw notFound('码牌');
    return { ...this.shown(row), remark: row.remark, creator: row.creator, update_time: iso(row.update_time)! };
  }

  /** The fields checked: the merchant below the caller (1404 otherwise), the terminal one of that merchant's. */
  private async values(tx: Tx, access: Access, body: Omit<CallBody<typeof calls.qrcodeCreate>, never>): Promise<repository.Values & { merchant_name: string }> {
    const name = body.name.trim();
    if (name.length < 2) throw badParameter('参数 name（码牌名称）至少 2 个字', '请填写能区分码牌的名称，如门店或车场名');
    const bound = await findBelow(tx, access, body.bind_merchant);
    const sn = body.terminal_sn?.trim() ?? '';
    if (sn) {
      const terminal = await repository.terminalOf(tx, bound.id, sn);
      if (!terminal) throw badParameter(`参数 terminal_sn：终端「${sn}」不是商户「${bound.name}」的终端`, '请在终端管理中核对该商户绑定的终端序列号，或留空');
    }
    return { name, purpose: body.purpose, bind_merchant: bound.id, merchant_name: bound.name, terminal_sn: sn, place: body.place?.trim() ?? '', remark: body.remark?.trim() ?? '' };
  }

  private snapshot = (v: Partial<repository.Values> & { merchant_name?: string; status?: number; code?: string }) => ({
    ...(v.code ? { code: v.code } : {}),
    name: v.name,
    purpose: v.purpose === undefined ? undefined : qrcodePurposeNames[v.purpose],
    bind_merchant: v.bind_merchant ? `${v.merchant_name ?? ''}（${v.bind_merchant}）` : '未绑定',
    terminal_sn: v.terminal_sn || '无',
    place: v.place,
    remark: v.remark,
    ...(v.status === undefined ? {} : { status: qrcodeStatusNames[v.status] }),
  });

  private target = (r: { id: number; name: string }, merchant: number) => ({ type: 'base_qrcode', id: r.id, name: r.name, merchant });

  /** A single code, bound and enabled at once. */
  async create(actor: Actor, body: CallBody<typeof calls.qrcodeCreate>) {
    const access = actor.access;
    return this.db.tenant(access.scope, async (tx) => {
      const { merchant_name, ...values } = await this.values(tx, access, body);
      const code = readableCode(QRCODE_CODE_LENGTH);
      const [row] = await repository.insert(tx, [{ ...values, merchant: access.merchant.id, code, status: QrcodeStatus.enabled, batch_no: '', creator: access.manager.name, bind_time: new Date() }]);
      await audit(tx, actor, this.target({ id: row!.id, name: values.name }, access.merchant.id), { after: this.snapshot({ ...values, merchant_name, code, status: QrcodeStatus.enabled }) });
      return { id: row!.id, code };
    });
  }

  private async forChange(tx: Tx, access: Access, id: number) {
    const row = await repository.find(tx, access.merchant.id, id, { lock: true });
    if (!row) throw notFound('码牌');
    return row;
  }

  /** Binding a blank code enables it; a stopped code stays stopped (恢复 brings it back). A new merchant: a new bind time. */
  async update(actor: Actor, body: CallBody<typeof calls.qrcodeUpdate>) {
    const access = actor.access;
    return this.db.tenant(access.scope, async (tx) => {
      const row = await this.forChange(tx, access, body.id);
      const { merchant_name, ...values } = await this.values(tx, access, body);
      const status = row.status === QrcodeStatus.blank ? QrcodeStatus.enabled : row.status;
      const bind_time = row.bind_merchant === values.bind_merchant ? row.bind_time : new Date();
      await repository.update(tx, row.merchant, row.id, { ...values, status, bind_time });
      await audit(tx, actor, this.target({ id: row.id, name: values.name }, row.merchant), {
        before: this.snapshot({ ...row, merchant_name: row.bind_merchant_name }),
        after: this.snapshot({ ...values, merchant_name, status: status === row.status ? undefined : status }),
      });
      return { id: row.id, status };
    });
  }

  async setStatus(actor: Actor, body: CallBody<typeof calls.qrcodeStatus>) {
    const access = actor.access;
    return this.db.tenant(access.scope, async (tx) => {
      const row = await this.forChange(tx, access, body.id);
      let change: Parameters<typeof repository.update>[3];
      if (body.status === QrcodeStatus.stopped) {
        if (row.status === QrcodeStatus.stopped) throw conflict(`码牌「${row.name}」已停用`, '可在停用码牌中恢复');
        const reason = body.reason?.trim() ?? '';
        if (reason.length < 2) throw badParameter('参数 reason（停用原因）至少 2 个字', '如：码牌损坏、门店停业、商户解约');
        change = { status: QrcodeStatus.stopped, stop_reason: reason, stop_time: new Date() };
      } else {
        if (row.status !== QrcodeStatus.stopped) throw conflict(`码牌「${row.name}」未停用，无需恢复`);
        change = { status: row.bind_merchant ? QrcodeStatus.enabled : QrcodeStatus.blank, stop_reason: '', stop_time: null };
      }
      await repository.update(tx, row.merchant, row.id, change);
      await audit(tx, actor, this.target(row, row.merchant), {
        before: { status: qrcodeStatusNames[row.status] },
        after: { status: qrcodeStatusNames[change.status!], ...(change.stop_reason ? { reason: change.stop_reason } : {}) },
      });
      return { id: row.id, status: change.status! };
    });
  }

  /** 制码: `count` blank codes of one batch, to print; each is bound later in 编辑. One audit entry for the batch. */
  async feed(actor: Actor, body: CallBody<typeof calls.qrcodeFeed>) {
    const access = actor.access;
    const name = body.name.trim();
    if (name.length < 2) throw badParameter('参数 name（码牌名称）至少 2 个字', '如：2026 年 12 月收款码牌');
    return this.db.tenant(access.scope, async (tx) => {
      const batch_no = batchNumber();
      const remark = body.remark?.trim() ?? '';
      const rows = await repository.insert(
        tx,
        Array.from({ length: body.count }, () => ({
          name, purpose: body.purpose, bind_merchant: null, terminal_sn: '', place: '', remark, merchant: access.merchant.id, code: readableCode(QRCODE_CODE_LENGTH),
          status: QrcodeStatus.blank, batch_no, creator: access.manager.name, bind_time: null,
        })),
      );
      await audit(tx, actor, { type: 'base_qrcode_batch', id: batch_no, name, merchant: access.merchant.id }, {
        after: { batch_no, name, purpose: qrcodePurposeNames[body.purpose], count: body.count, first: rows[0]?.code, last: rows.at(-1)?.code },
      });
      return { batch_no, row: rows.map((r) => ({ id: r.id, code: r.code, url: this.urlOf(r.code) })) };
    });
  }
}
