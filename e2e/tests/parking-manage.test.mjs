// 固定车类型 and 虚拟车牌 end to end (福田中心停车场): 配置管理 › 固定车类型 — the merchant's packages without 所属商户,
// 新建 with the price in 元, 停用 asks first, 月卡数 opens its cards; 车辆管理 › 虚拟车牌 — a real plate is refused in the
// dialog, 添加 and 删除 (asked first); the staff account sees both lists without the buttons.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, pick, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const totalOf = async (table) => Number((await table.locator('.ant-pagination-total-text').textContent()).match(/共 (\d+) 条/)[1]);
/** A screenshot once dialogs, drawers, dropdowns and messages have finished moving. */
const shot = async (page, name) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: join(screenshotDir, `${name}-1440.png`) });
};

test('固定车类型: the merchant’s packages; 新建 in 元; 停用 asks first; 月卡数 opens the cards', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await openFromMenu(page, '停车管理', '配置管理', '固定车类型');
  await page.waitForURL(/\/parking-merchant\/config\/fixed-type$/);
  const table = page.getByTestId('table-parking-fixed-type-list');
  await table.locator('.ant-table-row').first().waitFor();
  const before = await totalOf(table);
  assert.equal(await table.getByText('所属商户').count(), 0);
  await shot(page, 'parking-fixed-type-list');

  await page.getByRole('button', { name: '新建固定车类型' }).click();
  await page.waitForURL(/\/fixed-type\/create$/);
  const form = page.locator('form#parking-fixed-type-create');
  await form.getByLabel('停车场').click();
  await pick(page, '福田中心停车场');
  await form.getByLabel('固定车类型名称').fill('工作日白天月卡');
  await form.getByLabel('每周期价格（元）').fill('320.5');
  await form.getByLabel('时段').click();
  await pick(page, '白天（07:00–19:00）');
  await shot(page, 'parking-fixed-type-create');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await page.waitForURL(/\/fixed-type$/);
  const created = table.locator('.ant-table-row', { hasText: '工作日白天月卡' });
  await created.getByText('320.50 元').waitFor();
  assert.equal(await totalOf(table), before + 1);

  // 停用 asks first; 启用 back.
  await created.getByRole('button', { name: '停用' }).click();
  await page.locator('.ant-modal-confirm', { hasText: '停用固定车类型「工作日白天月卡」' }).getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('固定车类型已停用').waitFor();
  await created.getByText('停用', { exact: true }).first().waitFor();
  await created.getByRole('button', { name: '启用' }).click();
  await page.getByText('固定车类型已启用').waitFor();

  // 月卡数 of 全天月卡 (福田中心停车场) opens its cards under the package's card.
  const used = table.locator('.ant-table-row', { hasText: '全天月卡' }).filter({ hasText: '福田中心停车场' });
  await used.locator('td a').last().click();
  await page.waitForURL(/\/fixed-type\/members\?id=\d+$/);
  await page.locator('.ant-card-head', { hasText: '全天月卡' }).waitFor();
  const members = page.getByTestId('table-parking-fixed-type-member-list');
  await members.locator('.ant-table-row').first().waitFor();
  assert.ok((await totalOf(members)) >= 3);
  assert.equal((await page.locator('.ant-breadcrumb').textContent()).replace(/\s/g, ''), '/停车管理/配置管理/固定车类型月卡');
  await shot(page, 'parking-fixed-type-members');
  await context.close();
});

test('虚拟车牌: a real plate refused in the dialog; 添加, then 删除 asks first', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await openFromMenu(page, '停车管理', '车辆管理', '虚拟车牌');
  await page.waitForURL(/\/parking-merchant\/vehicle\/virtual-plate$/);
  const table = page.getByTestId('table-parking-virtual-plate');
  await table.locator('.ant-table-row').first().waitFor();
  assert.equal(await totalOf(table), 4);
  await table.locator('.ant-table-row', { hasText: '临000315' }).getByText('已失效').waitFor();

  await page.getByRole('button', { name: '添加虚拟车牌' }).click();
  const dialog = page.locator('.ant-modal', { hasText: '添加虚拟车牌' });
  await dialog.getByLabel('停车场').click();
  await pick(page, '福田中心停车场');
  await dialog.getByLabel('虚拟车牌').fill('粤B12345');
  await dialog.getByLabel('用途').fill('保洁公司电动三轮车');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.getByText('这是真实车牌的格式，虚拟车牌请以「虚」或「临」开头，如 虚B00001').waitFor();
  await dialog.getByLabel('虚拟车牌').fill('虚b00088');
  await shot(page, 'parking-virtual-plate-add');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('虚拟车牌已添加').waitFor();
  await dialog.waitFor({ state: 'detached' });
  const added = table.locator('.ant-table-row', { hasText: '虚B00088' });
  await added.getByText('永久有效').waitFor();
  assert.equal(await totalOf(table), 5);
  await shot(page, 'parking-virtual-plate');

  await added.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-modal-confirm', { hasText: '删除福田中心停车场的虚拟车牌 虚B00088？' }).getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('虚拟车牌已删除').waitFor();
  await added.waitFor({ state: 'detached' });
  await context.close();
});

test('the staff account (值班员) sees 虚拟车牌 and 固定车类型 without the buttons', async () => {
  const { context, page } = await signIn(under, 'parking-merchant-staff');
  await openFromMenu(page, '停车管理', '车辆管理', '虚拟车牌');
  const plates = page.getByTestId('table-parking-virtual-plate');
  await plates.locator('.ant-table-row').first().waitFor();
  assert.equal(await page.getByRole('button', { name: '添加虚拟车牌' }).count(), 0);
  for (const name of ['编辑', '删除']) assert.equal(await plates.getByRole('button', { name }).count(), 0, name);
  await openFromMenu(page, '停车管理', '配置管理', '固定车类型');
  const types = page.getByTestId('table-parking-fixed-type-list');
  await types.locator('.ant-table-row').first().waitFor();
  assert.equal(await page.getByRole('button', { name: '新建固定车类型' }).count(), 0);
  for (const name of ['编辑', '停用', '删除']) assert.equal(await types.getByRole('button', { name }).count(), 0, name);
  await types.getByRole('button', { name: '详情' }).first().waitFor();
  await shot(page, 'parking-fixed-type-list-staff');
  await context.close();
});
