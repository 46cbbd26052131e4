// 车辆管理 end to end (福田中心停车场): 月卡 — the list by state, 续费 three periods (the amount and the new period shown
// before confirming; the drawer's 续费记录), 新增月卡 with two plates; 固定车申请 — 审核 › 通过 opens a card, 驳回 with a
// reason; 黑名单 and 白名单 — a plate blacklisted at a park cannot be whitelisted there (the message names the
// blacklist), 移出 asks first; the staff account sees every list without the buttons.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, pick, productUnderTest, screenshotDir, sideOf, signIn } from './server.mjs';

const under = productUnderTest();
const totalOf = async (table) => Number((await table.locator('.ant-pagination-total-text').textContent()).match(/共 (\d+) 条/)[1]);
const shot = (page, name) => page.screenshot({ path: join(screenshotDir, `${name}-1440.png`) });
const waitTotal = (page, id, total) =>
  page.waitForFunction(([id, text]) => document.querySelector(`[data-testid="table-${id}"] .ant-pagination-total-text`)?.textContent?.includes(text), [id, `共 ${total} 条`]);

/** Opens 车辆管理 › `item` from the top menu and the side menu, as a person would. */
async function openVehicles(page, item) {
  await openFromMenu(page, '停车管理', '车辆管理', item);
}

test('月卡: states; 新增月卡 with two plates; 续费 three periods with the amount shown first, the renewal in the detail', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await openVehicles(page, '月卡');
  await page.waitForURL(/\/parking-merchant\/vehicle\/monthly$/);
  const table = page.getByTestId('table-parking-vip-list');
  await table.locator('.ant-table-row').first().waitFor();
  assert.equal(await totalOf(table), 10);
  // Mobiles are masked in the list.
  await table.getByText('139****5672').waitFor();
  await shot(page, 'parking-vip-list');

  // 已过期: two cards.
  await page.locator('#search-parking-vip-list_state').click();
  await pick(page, '已过期');
  await page.getByRole('button', { name: /查\s*询/ }).filter({ visible: true }).click();
  await page.waitForURL(/state=3/);
  await waitTotal(page, 'parking-vip-list', 2);
  await page.getByRole('button', { name: /重\s*置/ }).filter({ visible: true }).click();
  await waitTotal(page, 'parking-vip-list', 10);

  // 新增月卡: the park, its package (the end date follows), two plates, holder and mobile.
  await page.getByRole('button', { name: '新增月卡' }).click();
  const form = page.locator('.ant-modal', { hasText: '新增月卡' });
  await form.getByLabel('停车场').click();
  await pick(page, '会展中心北广场停车场');
  await form.getByLabel('月卡套餐').click();
  await pick(page, '地面月卡', { exact: false });
  await form.getByLabel('车牌号').fill('粤B1234');
  await form.getByLabel('车牌号').press('Enter');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await form.getByText('车牌号「粤B1234」格式不正确，如 粤B12345').waitFor();
  await form.locator('.ant-select-selection-item-remove').first().click();
  for (const plate of ['粤b·55881', '粤BD55882']) {
    await form.getByLabel('车牌号').fill(plate);
    await form.getByLabel('车牌号').press('Enter');
  }
  await form.getByLabel('车主姓名').fill('钱多多');
  await form.getByLabel('手机号').fill('13612340000');
  await form.getByText('请输入车主姓名').waitFor({ state: 'detached' });
  await shot(page, 'parking-vip-create');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('月卡已新增').waitFor();
  await waitTotal(page, 'parking-vip-list', 11);
  const created = table.locator('.ant-table-row', { hasText: '钱多多' });
  await created.getByText('粤B55881').waitFor();
  await created.getByText('粤BD55882').waitFor();
  await created.getByText('136****0000').waitFor();

  // 续费 赵敏's card (ends within the week): three periods of 全天月卡.
  const row = table.locator('.ant-table-row', { hasText: '赵敏' });
  await row.getByRole('button', { name: '续费' }).click();
  const dialog = page.locator('.ant-modal', { hasText: '月卡续费' });
  await dialog.getByTestId('renewal-amount').getByText('600.00 元').waitFor();
  await dialog.getByLabel(/续费周期数/).fill('3');
  await dialog.getByTestId('renewal-amount').getByText('1,800.00 元').waitFor();
  await dialog.getByLabel('支付方式').click();
  await pick(page, '现金');
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
  await shot(page, 'parking-vip-renewal');
  await dialog.getByRole('button', { name: '确认续费' }).click();
  await page.getByText(/续费成功，收款 1,800.00 元/).waitFor();
  await dialog.waitFor({ state: 'detached' });
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = page.locator('.ant-drawer', { hasText: '月卡详情' });
  await drawer.getByRole('tab', { name: '续费记录（1）' }).waitFor();
  await drawer.locator('.ant-table-row', { hasText: '1,800.00 元' }).getByText('现金').waitFor();
  // Hovering waits for the drawer to stop moving.
  await drawer.locator('.ant-drawer-close').hover();
  await shot(page, 'parking-vip-detail');

  await context.close();
});

test('固定车申请: 审核 › 通过 opens the monthly card; 驳回 needs a reason', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await openVehicles(page, '固定车申请');
  await page.waitForURL(/\/parking-merchant\/vehicle\/fixed-apply\/list$/);
  const table = page.getByTestId('table-parking-vip-apply-list');
  await table.locator('.ant-table-row').first().waitFor();
  assert.equal(await totalOf(table), 5);
  await shot(page, 'parking-vip-apply-list');

  await table.locator('.ant-table-row', { hasText: '杨帆' }).getByRole('button', { name: '审核' }).click();
  await page.waitForURL(/\/parking-merchant\/vehicle\/fixed-apply\/audit\?id=\d+$/);
  await page.locator('.ant-descriptions').getByText('家里两辆车共用一个车位').waitFor();
  await shot(page, 'parking-vip-apply-audit');
  await page.getByRole('button', { name: /通\s*过/ }).click();
  const approve = page.locator('.ant-modal', { hasText: '通过固定车申请' });
  await approve.getByLabel('分配车位号').fill('B2-067');
  await approve.getByRole('button', { name: '通过并开通月卡' }).click();
  await page.getByText('已通过，月卡已开通').waitFor();
  await page.getByText('查看月卡').click();
  await page.waitForURL(/\/parking-merchant\/vehicle\/monthly\?plate=/);
  await page.getByTestId('table-parking-vip-list').locator('.ant-table-row', { hasText: '杨帆' }).getByText('B2-067').waitFor();

  await page.goto(`${under.product.url}/parking-merchant/vehicle/fixed-apply/list?status=0`);
  await waitTotal(page, 'parking-vip-apply-list', 2);
  await table.locator('.ant-table-row', { hasText: '许文' }).getByRole('button', { name: '详情' }).click();
  await page.waitForURL(/fixed-apply\/detail\?id=\d+$/);
  await page.getByRole('button', { name: /驳\s*回/ }).click();
  const reject = page.locator('.ant-modal', { hasText: '驳回固定车申请' });
  await reject.getByRole('button', { name: /驳\s*回/ }).click();
  await reject.getByText('请填写驳回原因').waitFor();
  await reject.getByLabel('驳回原因').fill('北广场月卡车位已满，请改办福田中心停车场');
  await reject.getByRole('button', { name: /驳\s*回/ }).click();
  await reject.waitFor({ state: 'detached' });
  await page.locator('.ant-descriptions').getByText('北广场月卡车位已满，请改办福田中心停车场').waitFor();
  await shot(page, 'parking-vip-apply-rejected');
  await context.close();
});

test('黑名单 and 白名单: a plate on one list of a park only; 移出 asks first', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await openVehicles(page, '黑名单');
  await page.waitForURL(/\/parking-merchant\/vehicle\/blacklist$/);
  const black = page.getByTestId('table-parking-blacklist');
  await black.locator('.ant-table-row').first().waitFor();
  assert.equal(await totalOf(black), 4);

  const add = async (name) => {
    await page.getByRole('button', { name: `添加${name}` }).click();
    const dialog = page.locator('.ant-modal', { hasText: `添加${name}` });
    await dialog.getByLabel('停车场').click();
    await pick(page, '福田中心停车场');
    await dialog.getByLabel('车牌号').fill('粤b·55667');
    await dialog.getByLabel(name === '黑名单' ? '拉黑原因' : '加白原因').fill('多次逃费，累计欠费 218 元');
    return dialog;
  };
  const dialog = await add('黑名单');
  await dialog.getByText('指定时段').click();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.getByText('请选择有效时段').waitFor();
  await dialog.getByText('永久有效').click();
  await shot(page, 'parking-blacklist-add');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('已加入黑名单').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await black.locator('.ant-table-row', { hasText: '粤B55667' }).getByText('永久有效').waitFor();
  await shot(page, 'parking-blacklist');

  await sideOf(page).getByText('白名单', { exact: true }).click();
  await page.waitForURL(/\/parking-merchant\/vehicle\/whitelist$/);
  const white = page.getByTestId('table-parking-whitelist');
  await white.locator('.ant-table-row').first().waitFor();
  const refused = await add('白名单');
  await refused.getByRole('button', { name: /保\s*存/ }).click();
  // The refusal names the other list; hovering waits for the message to stop moving.
  await page.getByText('车牌号 粤B55667 已在福田中心停车场的黑名单中，不能同时加入白名单').hover();
  await shot(page, 'parking-whitelist-refused');
  await refused.getByRole('button', { name: /取\s*消/ }).click();

  await sideOf(page).getByText('黑名单', { exact: true }).click();
  await black.locator('.ant-table-row', { hasText: '粤B55667' }).getByRole('button', { name: '移出黑名单' }).click();
  const confirm = page.locator('.ant-modal-confirm', { hasText: '将 粤B55667 移出福田中心停车场的黑名单？' });
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('已移出黑名单').waitFor();
  await waitTotal(page, 'parking-blacklist', 4);
  await context.close();
});

test('the staff account (值班员) sees the vehicle lists without 新增, 续费, 审核, 添加 or 移出', async () => {
  const { context, page } = await signIn(under, 'parking-merchant-staff');
  await openVehicles(page, '月卡');
  const cards = page.getByTestId('table-parking-vip-list');
  await cards.locator('.ant-table-row').first().waitFor();
  assert.equal(await page.getByRole('button', { name: '新增月卡' }).count(), 0);
  for (const name of ['续费', '编辑', '暂停', '删除']) assert.equal(await cards.getByRole('button', { name }).count(), 0, name);
  await cards.getByRole('button', { name: '详情' }).first().waitFor();
  // The park picker offers the merchant's parks to the staff too.
  await page.getByTestId('search-panel').getByRole('combobox').first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '会展中心北广场停车场' }).waitFor();
  await page.keyboard.press('Escape');
  await shot(page, 'parking-vip-list-staff');
  await sideOf(page).getByText('固定车申请', { exact: true }).click();
  const applies = page.getByTestId('table-parking-vip-apply-list');
  await applies.locator('.ant-table-row').first().waitFor();
  assert.equal(await applies.getByRole('button', { name: '审核' }).count(), 0);
  for (const [item, id, name] of [['黑名单', 'parking-blacklist', '黑名单'], ['白名单', 'parking-whitelist', '白名单']]) {
    await sideOf(page).getByText(item, { exact: true }).click();
    const table = page.getByTestId(`table-${id}`);
    await table.locator('.ant-table-row').first().waitFor();
    assert.equal(await page.getByRole('button', { name: `添加${name}` }).count(), 0);
    assert.equal(await table.getByRole('button', { name: `移出${name}` }).count(), 0);
  }
  await context.close();
});
