// 预约管理 end to end (福田中心停车场): 预约记录 — the statistics cards, the state filter, the detail with its parking
// record, 取消 refunding the prepaid; 预约申请 — 审核 › 通过 makes the reservation; 预约申诉 — 采纳 cancels the no-show and
// takes the plate off the 预约黑名单 it caused; 预约规则 — 设置 a park (price in 元) and a time window; the staff account
// sees every list without the buttons; one page at 390 px.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { closeDrawer, openFromMenu, pick, productUnderTest, sideOf, signIn } from './server.mjs';

const under = productUnderTest();
const shots = '/tmp/parking-reserve-shots';
mkdirSync(shots, { recursive: true });
const shot = (page, name, width = 1440) => page.screenshot({ path: join(shots, `${name}-${width}.png`) });
const totalOf = async (table) => Number((await table.locator('.ant-pagination-total-text').textContent()).match(/共 (\d+) 条/)[1]);
const waitTotal = (page, id, total) =>
  page.waitForFunction(([id, text]) => document.querySelector(`[data-testid="table-${id}"] .ant-pagination-total-text`)?.textContent?.includes(text), [id, `共 ${total} 条`]);
const side = (page, item) => sideOf(page).getByText(item, { exact: true }).click();

test('预约记录: cards, the state filter, the detail with its parking record; 取消 refunds the prepaid', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await openFromMenu(page, '停车管理', '预约管理', '预约记录');
  await page.waitForURL(/\/parking-merchant\/reserve\/record$/);
  const table = page.getByTestId('table-parking-reserve-list');
  await table.locator('.ant-table-row').first().waitFor();
  assert.equal(await totalOf(table), 39);
  const cards = page.getByTestId('reserve-cards');
  await cards.getByText('预约数').waitFor();
  await cards.getByText(/统计范围：/).waitFor();
  await table.locator('.ant-table-row').first().getByText(/\*{4}/).waitFor();
  await shot(page, 'reserve-record');

  await page.locator('#search-parking-reserve-list_state').click();
  await pick(page, '已违约');
  await page.getByRole('button', { name: /查\s*询/ }).filter({ visible: true }).click();
  await page.waitForURL(/state=4/);
  await waitTotal(page, 'parking-reserve-list', 6);
  assert.equal(await table.getByRole('button', { name: '取消' }).count(), 0);
  await page.getByRole('button', { name: /重\s*置/ }).filter({ visible: true }).click();
  await waitTotal(page, 'parking-reserve-list', 39);

  // An arrival: its parking record in the detail.
  await page.locator('#search-parking-reserve-list_state').click();
  await pick(page, '已到场');
  await page.getByRole('button', { name: /查\s*询/ }).filter({ visible: true }).click();
  await waitTotal(page, 'parking-reserve-list', 22);
  await table.locator('.ant-table-row').first().getByRole('button', { name: '详情' }).click();
  const drawer = page.locator('.ant-drawer', { hasText: '预约详情' });
  await drawer.getByText(/^入场 /).waitFor();
  await drawer.getByRole('tab', { name: '操作记录' }).waitFor();
  await drawer.locator('.ant-drawer-close').hover();
  await shot(page, 'reserve-detail');
  await closeDrawer(page);
  await page.getByRole('button', { name: /重\s*置/ }).filter({ visible: true }).click();
  await waitTotal(page, 'parking-reserve-list', 39);

  // 取消 a waiting reservation: the refund shown first, a reason required.
  const row = table.locator('.ant-table-row', { hasText: '粤B1R8E5' });
  await row.getByRole('button', { name: '取消' }).click();
  const dialog = page.locator('.ant-modal', { hasText: '取消预约' });
  await dialog.getByTestId('oversee-amount').getByText('5.00 元').waitFor();
  await dialog.getByRole('button', { name: '确认取消并退款' }).click();
  await dialog.getByText('请填写取消原因').waitFor();
  await dialog.getByLabel('取消原因').fill('车主来电，行程取消');
  await shot(page, 'reserve-cancel');
  await dialog.getByRole('button', { name: '确认取消并退款' }).click();
  await page.getByText('预约已取消，已退还预付 5.00 元').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await row.getByText('已取消').waitFor();
  await context.close();
});

test('预约申请: 审核 › 通过 makes the reservation', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await openFromMenu(page, '停车管理', '预约管理', '预约申请');
  await page.waitForURL(/\/parking-merchant\/reserve\/apply$/);
  const table = page.getByTestId('table-parking-reserve-apply-list');
  await table.locator('.ant-table-row').first().waitFor();
  assert.equal(await totalOf(table), 5);
  await shot(page, 'reserve-apply');
  const row = table.locator('.ant-table-row', { hasText: '粤B6H3K8' });
  await row.getByRole('button', { name: '审核' }).click();
  const dialog = page.locator('.ant-modal', { hasText: '审核预约申请' });
  await dialog.getByLabel('预留车位').fill('N-05');
  await shot(page, 'reserve-apply-audit');
  await dialog.getByRole('button', { name: '提交审核' }).click();
  await page.getByText('已通过，预约已生成').waitFor();
  await row.getByText('已通过').waitFor();
  assert.equal(await row.getByRole('button', { name: '审核' }).count(), 0);
  await side(page, '预约记录');
  await page.getByTestId('table-parking-reserve-list').locator('.ant-table-row', { hasText: '粤B6H3K8' }).getByText('待到场').waitFor();
  await context.close();
});

test('预约申诉: 采纳 cancels the no-show and takes the plate off the 预约黑名单', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await openFromMenu(page, '停车管理', '预约管理', '预约黑名单');
  await page.waitForURL(/\/parking-merchant\/reserve\/blacklist$/);
  const black = page.getByTestId('table-parking-reserve-blacklist');
  await black.locator('.ant-table-row', { hasText: '粤B8K3N6' }).getByText('违约自动拉黑').waitFor();
  assert.equal(await totalOf(black), 2);
  await shot(page, 'reserve-blacklist');

  await side(page, '预约申诉');
  const appeals = page.getByTestId('table-parking-reserve-appeal-list');
  await appeals.locator('.ant-table-row').first().waitFor();
  const row = appeals.locator('.ant-table-row', { hasText: '粤B8K3N6' });
  await row.getByRole('button', { name: '处理' }).click();
  const dialog = page.locator('.ant-modal', { hasText: '处理申诉' });
  await dialog.getByTestId('appeal-refund').getByText(/5\.00 元/).waitFor();
  await dialog.getByLabel('处理说明').fill('核实车辆当日 18:40 已入场，撤销违约');
  await shot(page, 'reserve-appeal-review');
  await dialog.getByRole('button', { name: '提交处理' }).click();
  await page.getByText('已采纳申诉，退还预付 5.00 元，车牌已移出预约黑名单').waitFor();
  await row.getByText('已采纳').waitFor();
  await shot(page, 'reserve-appeal');

  await side(page, '预约黑名单');
  await waitTotal(page, 'parking-reserve-blacklist', 1);
  assert.equal(await black.getByText('粤B8K3N6').count(), 0);
  // 移出 asks first.
  await black.locator('.ant-table-row', { hasText: '粤BD70931' }).getByRole('button', { name: '移出' }).click();
  const confirm = page.locator('.ant-modal-confirm', { hasText: '将 粤BD70931 移出会展中心北广场停车场的预约黑名单？' });
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('已移出预约黑名单', { exact: true }).waitFor();
  await black.locator('.ant-empty').first().waitFor();
  await context.close();
});

test('预约规则: 设置 a park (prepaid in 元) and add a time window', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await openFromMenu(page, '停车管理', '配置管理', '预约规则');
  await page.waitForURL(/\/parking-merchant\/config\/reserve-rule$/);
  const table = page.getByTestId('table-parking-reserve-rt');
  const road = table.locator('.ant-table-row', { hasText: '金田路路侧停车位' });
  await road.getByText('未设置').waitFor();
  await table.locator('.ant-table-row', { hasText: '福田中心停车场' }).getByText('工作日（周一至周五） 07:00–22:00').waitFor();
  await shot(page, 'reserve-rule');
  await road.getByRole('button', { name: '设置' }).click();
  const dialog = page.locator('.ant-modal', { hasText: '预约规则 · 金田路路侧停车位' });
  await dialog.getByRole('switch', { name: /开放预约/ }).click();
  await dialog.getByLabel('可预约车位数').fill('40');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.getByText('可预约车位数应在 1 到 36 之间').waitFor();
  await dialog.getByLabel('可预约车位数').fill('8');
  // A value in range clears the message as it is typed.
  await dialog.getByText('可预约车位数应在 1 到 36 之间').waitFor({ state: 'detached' });
  await dialog.getByLabel('预付金额').fill('3.5');
  await shot(page, 'reserve-rule-form');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('预约规则已保存').waitFor();
  await road.getByText('开放').waitFor();
  await road.getByText('3.50 元').waitFor();

  await road.getByRole('button', { name: '可预约时段' }).click();
  const drawer = page.locator('.ant-drawer', { hasText: '可预约时段 · 金田路路侧停车位' });
  await drawer.getByText('未设置时段（全天可预约）').waitFor();
  await drawer.getByRole('button', { name: '添加时段' }).click();
  await page.getByText('可预约时段已添加').waitFor();
  await drawer.locator('.ant-table-row', { hasText: '工作日（周一至周五）' }).getByText('08:00–20:00').waitFor();
  await drawer.locator('.ant-drawer-close').hover();
  await shot(page, 'reserve-rule-windows');
  await closeDrawer(page);
  await road.getByText('工作日（周一至周五） 08:00–20:00').waitFor();
  await context.close();
});

test('the staff account (值班员) sees the reservation lists without 取消, 审核, 处理, 移出 or 设置; 390 px', async () => {
  const { context, page } = await signIn(under, 'parking-merchant-staff');
  await openFromMenu(page, '停车管理', '预约管理', '预约记录');
  const records = page.getByTestId('table-parking-reserve-list');
  await records.locator('.ant-table-row').first().waitFor();
  for (const name of ['取消', '标记违约']) assert.equal(await records.getByRole('button', { name }).count(), 0, name);
  await records.getByRole('button', { name: '详情' }).first().waitFor();
  for (const [item, id, buttons] of [
    ['预约申请', 'parking-reserve-apply-list', ['审核']],
    ['预约申诉', 'parking-reserve-appeal-list', ['处理']],
    ['预约黑名单', 'parking-reserve-blacklist', ['移出']],
    ['预约规则', 'parking-reserve-rt', ['设置', '清除']],
  ]) {
    if (item === '预约规则') await openFromMenu(page, '停车管理', '配置管理', item);
    else await side(page, item);
    const table = page.getByTestId(`table-${id}`);
    // The merchant's test emptied the 预约黑名单 (files share one product): rows or the empty table.
    await table.locator('.ant-table-row, .ant-empty').first().waitFor();
    for (const name of buttons) assert.equal(await table.getByRole('button', { name, exact: true }).count(), 0, `${item} ${name}`);
  }
  await shot(page, 'reserve-rule-staff');
  await context.close();

  const phone = await signIn(under, 'parking-merchant', { width: 390, height: 844 });
  await phone.page.goto(`${under.product.url}/parking-merchant/reserve/record`);
  await phone.page.getByTestId('table-parking-reserve-list').locator('.ant-table-row').first().waitFor();
  await phone.page.getByTestId('reserve-cards').getByText('预约数').waitFor();
  await shot(phone.page, 'reserve-record', 390);
  await phone.context.close();
});
