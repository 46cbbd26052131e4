// 集团停车 end to end (华润置地停车集团, members 南山科技园 100102 and 罗湖万象 100103): 月卡套餐 — 新建 for a member's park
// (the price in 元), 删除 of an unused one asks first; 月卡 — the members' cards with 所属商户, 新增月卡 on the new
// package, 续费 with the amount first, which 续费记录 then lists; 固定车申请, 黑名单 (添加 from `…/blacklist/add`) and
// 停车记录 over the members; the staff account (集团财务) sees every list without the buttons.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, openTop, pick, productUnderTest, screenshotDir, sideOf, signIn } from './server.mjs';

const under = productUnderTest();
const totalOf = async (table) => Number((await table.locator('.ant-pagination-total-text').textContent()).match(/共 (\d+) 条/)[1]);
/** A screenshot once dialogs, drawers, dropdowns and messages have finished moving. */
const shot = async (page, name) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: join(screenshotDir, `${name}-1440.png`) });
};

/** Opens 集团停车 › (车辆管理 ›) `item` from the top menu and the side menu, as a person would. */
async function openGroupParking(page, item) {
  if (item === '停车记录') {
    await openTop(page, '集团停车');
    await sideOf(page).getByText(item, { exact: true }).click();
  } else await openFromMenu(page, '集团停车', '车辆管理', item);
}

test('月卡套餐 and 月卡: a package for a member’s park, a card on it, 续费 listed in 续费记录', async () => {
  const { context, page } = await signIn(under, 'parking-group');
  await openGroupParking(page, '月卡套餐');
  await page.waitForURL(/\/group\/car-manage\/package\/list$/);
  const packages = page.getByTestId('table-group-vip-package-list');
  await packages.locator('.ant-table-row').first().waitFor();
  const before = await totalOf(packages);
  await packages.getByText('罗湖万象停车场').first().waitFor();
  await shot(page, 'group-vip-package-list');

  // 删除 an unused package asks first.
  const unused = packages.locator('.ant-table-row', { hasText: '夜间季卡' });
  await unused.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-modal-confirm', { hasText: '删除套餐「夜间季卡」' }).getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('套餐已删除').waitFor();
  await unused.waitFor({ state: 'detached' });

  // 新建套餐 on 南山科技园停车场: 员工夜间月卡, 260 元 a month.
  await page.getByRole('button', { name: '新建套餐' }).click();
  await page.waitForURL(/\/package\/create$/);
  const packageForm = page.locator('form#group-vip-package-create');
  await packageForm.getByLabel('停车场').click();
  await pick(page, '南山科技园停车场');
  await packageForm.getByLabel('套餐名称').fill('员工夜间月卡');
  await packageForm.getByLabel('每周期价格（元）').fill('260');
  await packageForm.getByLabel('时段').click();
  await pick(page, '夜间（19:00–次日 07:00）');
  await shot(page, 'group-vip-package-create');
  await packageForm.getByRole('button', { name: /保\s*存/ }).click();
  await page.waitForURL(/\/package\/list$/);
  const created = packages.locator('.ant-table-row', { hasText: '员工夜间月卡' });
  await created.getByText('260.00 元').waitFor();
  assert.equal(await totalOf(packages), before);

  // 月卡: the members' cards, whose 所属商户 shows; 新增月卡 on the new package.
  await openGroupParking(page, '月卡');
  await page.waitForURL(/\/group\/car-manage\/monthly\/list$/);
  const cards = page.getByTestId('table-group-vip-list');
  await cards.locator('.ant-table-row').first().waitFor();
  await cards.locator('.ant-table-row').first().getByText('南山科技园停车场').first().waitFor();
  await page.getByRole('button', { name: '新增月卡' }).click();
  const form = page.locator('.ant-modal', { hasText: '新增月卡' });
  await form.getByLabel('停车场').click();
  await pick(page, '南山科技园停车场');
  await form.getByLabel('月卡套餐').click();
  await pick(page, '员工夜间月卡', { exact: false });
  await form.getByLabel('车牌号').fill('粤B7G7G7');
  await form.getByLabel('车牌号').press('Enter');
  await form.getByLabel('车主姓名').fill('集团员工 许晴');
  await form.getByLabel('手机号').fill('13600001111');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('月卡已新增').waitFor();
  const row = cards.locator('.ant-table-row', { hasText: '许晴' });
  await row.waitFor();
  await form.waitFor({ state: 'detached' });
  await shot(page, 'group-vip-list');

  // 续费 two periods: 520.00 元 shown before confirming.
  await row.getByRole('button', { name: '续费' }).click();
  const dialog = page.locator('.ant-modal', { hasText: '月卡续费' });
  await dialog.getByLabel(/续费周期数/).fill('2');
  await dialog.getByTestId('renewal-amount').getByText('520.00 元').waitFor();
  await dialog.getByRole('button', { name: '确认续费' }).click();
  await page.getByText(/续费成功，收款 520\.00 元/).waitFor();

  await openGroupParking(page, '续费记录');
  await page.waitForURL(/\/group\/car-manage\/renewal\/list$/);
  const renewals = page.getByTestId('table-group-vip-renewal-list');
  const renewal = renewals.locator('.ant-table-row', { hasText: '许晴' });
  await renewal.getByText('520.00 元').waitFor();
  await renewal.getByText('南山科技园停车场').first().waitFor();
  // 详情 opens the renewal's page (parking-merchant-more); the time cell still opens the drawer.
  await renewal.getByRole('button', { name: '详情' }).click();
  await page.waitForURL(/\/group\/car-manage\/renewal\/detail\?id=\d+$/);
  await page.getByText('2 个周期（2 个月）').waitFor();
  await shot(page, 'group-vip-renewal-list');

  // 套餐月卡: the package's 月卡数 opens its cards — the new one only.
  await openGroupParking(page, '月卡套餐');
  await packages.locator('.ant-table-row', { hasText: '员工夜间月卡' }).getByRole('cell', { name: '1', exact: true }).locator('a').click();
  await page.waitForURL(/\/group\/car-manage\/package\/members\?id=\d+$/);
  await page.locator('.ant-card-head', { hasText: '员工夜间月卡' }).waitFor();
  const members = page.getByTestId('table-group-package-member-list');
  await members.locator('.ant-table-row', { hasText: '许晴' }).waitFor();
  assert.equal(await totalOf(members), 1);
  assert.equal((await page.locator('.ant-breadcrumb').textContent()).replace(/\s/g, ''), '/集团停车/车辆管理/套餐月卡');
  await shot(page, 'group-vip-package-members');
  await context.close();
});

test('固定车申请, 黑名单 (添加 from its address) and 停车记录 over the members', async () => {
  const { context, page } = await signIn(under, 'parking-group');
  await openGroupParking(page, '固定车申请');
  const applies = page.getByTestId('table-group-vip-apply-list');
  await applies.locator('.ant-table-row', { hasText: '邓丽君' }).waitFor();
  assert.equal(await totalOf(applies), 1);
  // On a loaded machine the list may re-render under the first click (its query settles): click again if it did not open.
  for (let attempt = 1; ; attempt++) {
    await applies.locator('.ant-table-row', { hasText: '邓丽君' }).getByRole('button', { name: '审核' }).click();
    try {
      await page.waitForURL(/\/group\/car-manage\/fixed-apply\/audit\?id=/, { timeout: 10_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await page.getByText('审核固定车申请 · 粤B9W3E5').waitFor();
  await shot(page, 'group-vip-apply-audit');

  await page.goto(`${under.product.url}/group/car-manage/blacklist/add`);
  const form = page.locator('.ant-modal', { hasText: '添加黑名单' });
  await form.getByLabel('停车场').click();
  await pick(page, '罗湖万象城停车场');
  await form.getByLabel('车牌号').fill('粤B6H6H6');
  await form.getByLabel('拉黑原因').fill('多次冲闸逃费');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('已加入黑名单').waitFor();
  await page.waitForURL(/\/group\/car-manage\/blacklist\/list$/);
  await form.waitFor({ state: 'detached' });
  await page.locator('.ant-breadcrumb li').last().getByText('黑名单', { exact: true }).waitFor();
  // The kept-alive …/blacklist/add page holds a hidden copy of the list: the visible one is the list page's.
  const blacklist = page.getByTestId('table-group-blacklist').filter({ visible: true });
  await blacklist.locator('.ant-table-row', { hasText: '粤B6H6H6' }).getByText('罗湖万象停车场').first().waitFor();
  await shot(page, 'group-blacklist');

  await openGroupParking(page, '停车记录');
  await page.waitForURL(/\/group\/record$/);
  const records = page.getByTestId('table-group-record-list');
  await records.locator('.ant-table-row').first().waitFor();
  assert.equal(await totalOf(records), 25);
  assert.equal(await records.getByRole('button', { name: '修正车牌' }).count(), 0);
  await shot(page, 'group-record-list');
  await context.close();
});

test('the staff account (集团财务) sees the lists without the buttons', async () => {
  const { context, page } = await signIn(under, 'parking-group-staff');
  await openGroupParking(page, '月卡套餐');
  await page.getByTestId('table-group-vip-package-list').locator('.ant-table-row').first().waitFor();
  assert.equal(await page.getByRole('button', { name: '新建套餐' }).count(), 0);
  assert.equal(await page.getByTestId('table-group-vip-package-list').getByRole('button', { name: '编辑' }).count(), 0);
  await openGroupParking(page, '月卡');
  const cards = page.getByTestId('table-group-vip-list');
  await cards.locator('.ant-table-row').first().waitFor();
  assert.equal(await page.getByRole('button', { name: '新增月卡' }).count(), 0);
  assert.equal(await cards.getByRole('button', { name: '续费' }).count(), 0);
  await openGroupParking(page, '黑名单');
  await page.getByTestId('table-group-blacklist').locator('.ant-table-row').first().waitFor();
  assert.equal(await page.getByRole('button', { name: '添加黑名单' }).count(), 0);
  await context.close();
});
