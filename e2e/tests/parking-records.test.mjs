// Parking records and abnormal releases end to end: 福田中心停车场's to-do 停车 count is the 异常放行 page's total after
// 去处理 (review_status=0 from the address); 通过 one (asked first) and the count drops; 驳回 another with a reason; in
// 场内车辆 a plate is corrected and shows in 车牌修正记录 and the record's detail; the staff account sees the lists
// without the buttons.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { closeDrawer, openFromMenu, productUnderTest, screenshotDir, sideOf, signIn, todoCount } from './server.mjs';

const under = productUnderTest();
const totalOf = async (table) => Number((await table.locator('.ant-pagination-total-text').textContent()).match(/共 (\d+) 条/)[1]);

test('the to-do leads to 异常放行: its count is the list total; 通过 one and the count drops; 驳回 with a reason', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  const before = await todoCount(page, 'parking:parking:release:statistics');
  assert.equal(before, 4);
  await page.locator('.ant-drawer').getByRole('button', { name: '去处理' }).click();
  await page.waitForURL(/\/parking-merchant\/parking-manage\/release\?review_status=0$/);
  const table = page.getByTestId('table-parking-release-list');
  await table.locator('.ant-table-row').first().waitFor();
  assert.equal(await totalOf(table), before);
  // The filter came from the address.
  await page.locator('.ant-select', { hasText: '待审核' }).first().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'parking-release-1440.png') });

  // 通过 asks first, then the row leaves the pending list and the to-do count drops.
  const first = table.locator('.ant-table-row').filter({ has: page.locator('.licence-plate-badge') }).first();
  const plate = (await first.locator('.licence-plate-badge').textContent()).trim();
  await first.getByRole('button', { name: '通过' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await confirm.getByText('记为已出场').waitFor();
  await confirm.getByRole('button', { name: /通\s*过/ }).click();
  await page.getByText('已通过').first().waitFor();
  await table.locator('.ant-table-row', { hasText: plate }).waitFor({ state: 'detached' });
  assert.equal(await totalOf(table), before - 1);
  assert.equal(await todoCount(page, 'parking:parking:release:statistics'), before - 1);
  await closeDrawer(page);

  // 驳回 needs a reason.
  const next = table.locator('.ant-table-row').first();
  await next.getByRole('button', { name: '驳回' }).click();
  const dialog = page.locator('.ant-modal', { hasText: '驳回异常放行' });
  await dialog.getByRole('button', { name: /驳\s*回/ }).click();
  await dialog.getByText('请填写驳回原因').waitFor();
  await dialog.getByLabel('驳回原因').fill('无缴费凭证，请补缴后再放行');
  await page.screenshot({ path: join(screenshotDir, 'parking-release-reject-1440.png') });
  await dialog.getByRole('button', { name: /驳\s*回/ }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.querySelector('[data-testid="table-parking-release-list"] .ant-pagination-total-text')?.textContent?.includes('共 2 条'));

  // All releases: the rejected one shows its reason.
  await page.goto(`${under.product.url}/parking-merchant/parking-manage/release?review_status=2`);
  await table.getByText('无缴费凭证，请补缴后再放行').waitFor();
  await context.close();
});

test('场内车辆: space cards; 修正车牌 in the lot shows in 车牌修正记录 and the record detail', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  // The section's second group (停车管理, after 停车场管理) opens on a click.
  await openFromMenu(page, '停车管理', '停车管理', '场内车辆');
  await page.waitForURL(/\/parking-merchant\/parking-manage\/in-lot$/);
  const cards = page.getByTestId('space-cards');
  await cards.getByText('会展中心北广场停车场').waitFor();
  const table = page.getByTestId('table-parking-in-lot');
  await table.locator('.ant-table-row').first().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'parking-in-lot-1440.png') });

  const row = table.locator('.ant-table-row').last();
  const old = (await row.locator('.licence-plate-badge').textContent()).trim();
  await row.getByRole('button', { name: '修正车牌' }).click();
  const dialog = page.locator('.ant-modal', { hasText: '修正车牌' });
  await dialog.getByLabel('新车牌').fill('粤B1234');
  await dialog.getByRole('button', { name: '确认修正' }).click();
  await dialog.getByText('请输入正确的车牌号').waitFor();
  await dialog.getByLabel('新车牌').fill('粤b·6h6h8');
  await page.screenshot({ path: join(screenshotDir, 'parking-correct-plate-1440.png') });
  await dialog.getByRole('button', { name: '确认修正' }).click();
  await dialog.waitFor({ state: 'detached' });
  await table.getByText('粤B6H6H8').waitFor();

  await sideOf(page).getByText('车牌修正记录', { exact: true }).click();
  await page.waitForURL(/\/parking-merchant\/parking-manage\/plate-change$/);
  const changes = page.getByTestId('table-parking-plate-change');
  const change = changes.locator('.ant-table-row', { hasText: '粤B6H6H8' });
  await change.getByText(old).waitFor();
  await change.getByText('王芳').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'parking-plate-change-1440.png') });

  // 停车记录: the plate filter finds it; its detail lists the correction.
  await sideOf(page).getByText('停车记录', { exact: true }).click();
  await page.waitForURL(/\/parking-merchant\/parking-manage\/record$/);
  const records = page.getByTestId('table-parking-record-list');
  assert.equal(await totalOf(records), 300);
  await page.screenshot({ path: join(screenshotDir, 'parking-record-1440.png') });
  await page.locator('#search-parking-record-list_plate').fill('6H6H8');
  await page.getByRole('button', { name: /查\s*询/ }).filter({ visible: true }).click();
  await page.waitForURL(/plate=6H6H8/);
  await records.locator('.ant-table-row', { hasText: '粤B6H6H8' }).getByRole('button', { name: '详情' }).click();
  const drawer = page.locator('.ant-drawer', { hasText: '停车记录详情' });
  await drawer.getByRole('tab', { name: '车牌修正（1）' }).waitFor();
  await drawer.getByText(old).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'parking-record-detail-1440.png') });
  await context.close();
});

test('the staff account sees the lists without 通过, 驳回 or 修正车牌', async () => {
  const { context, page } = await signIn(under, 'parking-merchant-staff');
  await page.goto(`${under.product.url}/parking-merchant/parking-manage/release?review_status=0`);
  const table = page.getByTestId('table-parking-release-list');
  await table.locator('.ant-table-row').first().waitFor();
  assert.equal(await table.getByRole('button', { name: '通过' }).count(), 0);
  assert.equal(await table.getByRole('button', { name: '驳回' }).count(), 0);
  await sideOf(page).getByText('场内车辆', { exact: true }).click();
  const inLot = page.getByTestId('table-parking-in-lot');
  await inLot.locator('.ant-table-row').first().waitFor();
  assert.equal(await inLot.getByRole('button', { name: '修正车牌' }).count(), 0);
  await inLot.getByRole('button', { name: '详情' }).first().waitFor();
  await context.close();
});
