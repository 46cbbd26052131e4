// Coupon event rules and event records end to end: 福田中心停车场's main account reads the demo's event rules, adds a
// payment rule (满 30 元送 5 元券), opens its detail, disables and deletes it (asked first), opens a demo rule's detail
// with the events it met, and reads 事件记录 filtered to the events that granted nothing. Screenshots in
// e2e/screenshots/parking-coupon-more/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { openTop, pick, productUnderTest, sideOf, signIn } from './server.mjs';

const under = productUnderTest();
const shots = new URL('../screenshots/parking-coupon-more/', import.meta.url).pathname;
mkdirSync(shots, { recursive: true });

test('a merchant keeps event rules and reads what they granted', async () => {
  const { page, context } = await signIn(under, 'parking-merchant');

  // ---- 事件规则: the demo's rules ----
  await openTop(page, '停车优惠券');
  await sideOf(page).getByText('事件规则', { exact: true }).click();
  await page.waitForURL(/\/parking-coupon\/rule\/event$/);
  const rules = page.getByTestId('table-coupon-event-rule-list');
  await rules.locator('.ant-table-row', { hasText: '缴费满 20 元送 5 元券' }).getByText('3 / 3 张').waitFor();
  await rules.locator('.ant-table-row', { hasText: '办理月卡送 8.5 折券' }).getByText('停用').first().waitFor();
  await page.screenshot({ path: join(shots, 'event-rules-1440.png'), fullPage: true });

  // ---- 新建事件规则: a payment rule with a minimum amount ----
  await page.getByRole('button', { name: /新建事件规则/ }).click();
  await page.waitForURL(/\/parking-coupon\/rule\/event\/create$/);
  const form = page.locator('form#event-rule-create');
  await form.getByLabel('规则名称').fill('缴费满 30 元送券');
  await form.getByLabel('触发事件').click();
  await pick(page, '停车缴费');
  await form.getByLabel('最低缴费金额').fill('30');
  await form.getByLabel('优惠券', { exact: true }).click();
  await pick(page, '商户满减 5 元券（5.00 元）');
  await form.getByLabel('每车每日上限').fill('1');
  await form.getByLabel('累计发放上限').fill('200');
  await page.screenshot({ path: join(shots, 'event-rule-form-1440.png'), fullPage: true });
  await form.getByRole('button', { name: /保\s*存|提\s*交/ }).click();
  await page.waitForURL(/\/parking-coupon\/rule\/event$/);
  const created = rules.locator('.ant-table-row', { hasText: '缴费满 30 元送券' });
  await created.getByText('停车缴费满 30.00 元').waitFor();

  // ---- 详情, then 停用 and 删除 (each asked first) ----
  await created.getByText('详情', { exact: true }).click();
  await page.waitForURL(/\/parking-coupon\/rule\/event\/detail\?id=\d+$/);
  await page.getByText('0 次（未发放 0 次）').waitFor();
  await page.getByRole('button', { name: /停\s*用/ }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|确\s*认/ }).click();
  await page.getByText('已停用').first().waitFor();
  await page.getByRole('button', { name: /删\s*除/ }).click();
  await page.locator('.ant-modal-confirm', { hasText: '已有的发放记录保留' }).getByRole('button', { name: /确\s*定|确\s*认/ }).click();
  await page.waitForURL(/\/parking-coupon\/rule\/event$/);
  await rules.locator('.ant-table-row', { hasText: '入场送 2 小时券' }).waitFor();
  await created.waitFor({ state: 'detached' });

  // ---- a demo rule's detail: the events it met ----
  await rules.locator('.ant-table-row', { hasText: '入场送 2 小时券' }).getByText('详情', { exact: true }).click();
  await page.waitForURL(/\/parking-coupon\/rule\/event\/detail\?id=\d+$/);
  const records = page.getByTestId('table-event-rule-records');
  await records.locator('.ant-table-row', { hasText: 'R202611270003' }).getByText('未发放').waitFor();
  await records.locator('.ant-table-row', { hasText: 'R202611270001' }).getByText('已发放 1 张').waitFor();
  await page.screenshot({ path: join(shots, 'event-rule-detail-1440.png'), fullPage: true });

  // ---- 事件记录: those that granted nothing ----
  await sideOf(page).getByText('事件记录', { exact: true }).click();
  await page.waitForURL(/\/parking-coupon\/event\/record/);
  const all = page.getByTestId('table-coupon-event-record');
  await all.locator('.ant-table-row', { hasText: 'P202611270105' }).getByText('累计上限 3 张', { exact: false }).waitFor();
  await page.screenshot({ path: join(shots, 'event-records-1440.png'), fullPage: true });
  await context.close();
});
