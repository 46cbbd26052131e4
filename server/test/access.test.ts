import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manager, merchant, message, role } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const as = (account: string) => tokens[account]!;

beforeAll(async () => {
  t = await createTestApp();
  for (const account of ['admin', 'admin-staff', 'parking-partner', 'parking-merchant', 'parking-merchant-staff', 'parking-group', 'energy-merchant', 'energy-merchant-staff', 'energy-group', 'advertiser']) {
    tokens[account] = await t.login(account);
  }
});
afterAll(async () => {
  await t?.close();
});

const messagesOf = (merchantId: number) =>
  t.db.tenant('all', (tx) => tx.select().from(message).where(sql`${message.merchant} = ${merchantId}`).orderBy(message.id));

describe('permission and product checks', () => {
  it('answers 1403 naming the missing permission', async () => {
    const reply = await t.call('POST', 'message/message', { token: as('admin-staff'), body: { user_ids: [100101], title: '通知', body: '内容' } });
    expect(reply.status).toBe(403);
    expect(reply.body.code).toBe(1403);
    expect(reply.body.message).toContain('base:message:create');
    expect(reply.body.seqno).toBeTruthy();
  });

  it('answers 1405 naming the missing product, before looking at permissions', async () => {
    const reply = await t.call('POST', 'message/message', { token: as('parking-merchant'), body: { user_ids: [100101], title: '通知', body: '内容' } });
    expect(reply.status).toBe(403);
    expect(reply.body.code).toBe(1405);
    expect(reply.body.message).toContain('ALL');
  });

  it('lets a sub-account use exactly the permissions of its roles', async () => {
    expect((await t.call('GET', 'parking/parking/todo/statistics', { token: as('parking-merchant-staff') })).body.code).toBe(1001);
    expect((await t.call('GET', 'energy/todo/statistics', { token: as('parking-merchant-staff') })).body.code).toBe(1403);
    expect((await t.call('GET', 'payment/todo/statistics', { token: as('parking-merchant-staff') })).body.code).toBe(1403);
    expect((await t.call('GET', 'energy/todo/statistics', { token: as('energy-merchant-staff') })).body.code).toBe(1001);
  });

  it("gives a superuser every permission of its merchant's products and nothing of the others", async () => {
    const me = (await t.call('GET', 'merchant/manager/whoami', { token: as('energy-merchant') })).body.payload;
    expect(me.permission).toContain('energy:alarm:basic');
    expect(me.permission).toContain('universal:message:basic');
    expect(me.permission).not.toContain('parking:parking:release:list');
    expect(me.permission).not.toContain('energy:partner:alarm:basic');
  });

  it('takes a removed role permission away on the next call', async () => {
    const token = await t.login('energy-merchant-staff');
    expect((await t.call('GET', 'energy/todo/statistics', { token })).body.code).toBe(1001);
    await t.db.tenant('all', async (tx) => {
      await tx.execute(sql`delete from role_permission where permission = 'energy:alarm:basic' and merchant = 100201`);
      await t.sessions.publish(tx, { type: 'all' });
    });
    expect((await t.call('GET', 'energy/todo/statistics', { token })).body.code).toBe(1403);
  });
});

describe('to-do statistics', () => {
  it('answers the three groups: pending releases, abnormal channel applications, unprocessed alarms of the last 30 days', async () => {
    const parking = (await t.call('GET', 'parking/parking/todo/statistics', { token: as('parking-merchant'), query: { business: 'parking:parking:todo:statistics', dimension: 'parking:parking:release:statistics' } })).body;
    // 福田中心停车场's four pending abnormal releases (demo seed; server/test/parking-records.test.ts).
    expect(parking.payload.data).toMatchObject({ title: '停车', total_count: 4, rows: [{ dimension: 'parking:parking:release:statistics', count: 4 }] });
    const payment = (await t.call('GET', 'payment/todo/statistics', { token: as('admin') })).body;
    expect(payment.payload.data.title).toBe('支付');
    const energy = (await t.call('GET', 'energy/todo/statistics', { token: as('energy-merchant'), query: { business: 'car:energy:cashier', dimension: 'energy:todo:statistics' } })).body;
    // 南山快充站's unprocessed alarms of the last 30 days (demo seed; server/test/energy.test.ts).
    expect(energy.payload.data.rows[0]).toMatchObject({ dimension: 'energy:todo:statistics', count: 8 });
    expect(energy.payload.data.rows[0].start_time).toBeTruthy();
  });
});

describe('tenant scope', () => {
  it("hides another merchant's messages from a list by id", async () => {
    const reply = await t.call('GET', 'message/message/list', { token: as('energy-merchant'), query: { user_id: 100101 } });
    expect(reply.body.code).toBe(1002);
    expect(reply.body.payload.row).toEqual([]);
    expect(reply.body.payload.paging_header.total_count).toBe(0);
  });

  it("cannot mark another merchant's messages read", async () => {
    const before = await messagesOf(100101);
    const ids = before.map((m) => m.id);
    const reply = await t.call('PUT', 'message/message/read', { token: as('energy-merchant'), body: { ids } });
    expect(reply.body.payload.updated).toBe(0);
    expect(await messagesOf(100101)).toEqual(before);
  });

  it("answers not found for another merchant's record by code", async () => {
    expect((await t.call('GET', 'merchant/merchant/info', { token: as('energy-merchant'), query: { code: 100101 } })).body.code).toBe(1404);
    expect((await t.call('GET', 'group/merchant/lookup', { token: as('energy-group'), query: { code: 100300 } })).body.code).toBe(1404);
    expect((await t.call('GET', 'merchant/merchant/info', { token: as('energy-merchant'), query: { code: 999999 } })).body.code).toBe(1404);
  });

  it("lets a partner act for its customers, a group for its members and the operator for all", async () => {
    const partner = await t.call('GET', 'message/message/list', { token: as('parking-partner'), query: { user_id: 100101 } });
    expect(partner.body.payload.paging_header.total_count).toBe(4);
    expect((await t.call('GET', 'merchant/merchant/info', { token: as('parking-group'), query: { code: 100102 } })).body.payload.name).toBe('南山科技园停车场');
    expect((await t.call('GET', 'merchant/merchant/info', { token: as('parking-group'), query: { code: 100101 } })).body.code).toBe(1404);
    expect((await t.call('GET', 'group/merchant/lookup', { token: as('energy-group'), query: { code: 100400 } })).body.payload).toEqual({ code: 100400, name: '深能充电集团' });
    expect((await t.call('GET', 'merchant/merchant/info', { token: as('admin'), query: { code: 100500 } })).body.code).toBe(1001);
  });

  it('scopes the merchant options of the remote-search dropdown', async () => {
    const partner = (await t.call('GET', 'session/option/list', { token: as('parking-partner'), query: { id: 'merchant' } })).body.payload.row;
    expect(partner.map((o: { value: number }) => o.value)).toEqual([100100, 100101, 100102]);
    const all = (await t.call('GET', 'session/option/list', { token: as('admin'), query: { id: 'merchant', keywords: '充电' } })).body.payload.row;
    expect(all.map((o: { label: string }) => o.label)).toEqual(['鹏城充电服务商', '宝安充电站', '深能充电集团']);
    // merchant-below: the same without the caller's own merchant (whom one grants products or registers contracts for).
    const below = (await t.call('GET', 'session/option/list', { token: as('parking-partner'), query: { id: 'merchant-below' } })).body.payload.row;
    expect(below.map((o: { value: number }) => o.value)).toEqual([100101, 100102]);
    const one = (await t.call('GET', 'session/option/list', { token: as('admin'), query: { id: 'merchant-below', limit: 1 } })).body.payload.row;
    expect(one.map((o: { value: number }) => o.value)).toEqual([100100]);
  });
});

describe('row-level security (the second line)', () => {
  it('shows a transaction only the rows of its scope, even without a filter in the query', async () => {
    const rows = await t.db.tenant([100201], (tx) => tx.select({ merchant: message.merchant }).from(message));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.merchant))).toEqual(new Set([100201]));
    const merchants = await t.db.tenant([100201], (tx) => tx.select({ id: merchant.id }).from(merchant));
    expect(merchants).toEqual([{ id: 100201 }]);
  });

  it('shows a transaction without a tenant setting nothing, and refuses its writes', async () => {
    const unset = sql`select set_config('app.all_merchants', '', true), set_config('app.merchants', '', true)`;
    const counts = await t.db.tenant('all', async (tx) => {
      await tx.execute(unset);
      return Promise.all([tx.select().from(message), tx.select().from(manager), tx.select().from(role), tx.select().from(merchant)]);
    });
    expect(counts.map((rows) => rows.length)).toEqual([0, 0, 0, 0]);
    await expect(
      t.db.tenant('all', async (tx) => {
        await tx.execute(unset);
        await tx.insert(message).values({ merchant: 100101, title: 'x' });
      }),
    ).rejects.toThrow();
  });

  it('still binds the server after maintenance (which runs as the owner for one transaction)', async () => {
    await t.db.maintain();
    const rows = await t.db.tenant([100201], (tx) => tx.select({ merchant: message.merchant }).from(message));
    expect(new Set(rows.map((r) => r.merchant))).toEqual(new Set([100201]));
  });

  it('refuses a write outside the scope', async () => {
    await expect(t.db.tenant([100201], (tx) => tx.insert(message).values({ merchant: 100101, title: 'x' }))).rejects.toThrow();
  });
});
