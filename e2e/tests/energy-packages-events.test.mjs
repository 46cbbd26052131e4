// A station's charging packages and events end to end: 南山快充站 (energy-merchant) opens 南山科技园充电站 from 电站列表,
// creates a package and puts it on sale, refunds a purchase in 购买记录 (asked in a dialog), creates an event as a draft and
// publishes it, and looks at the event crowds; the group (energy-group) reads a member's event users.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const shot = (page, name) => page.screenshot({ path: join(screenshotDir, name), fullPage: true });
const detailMenu = (page) => page.getByTestId('group-menu').getByRole('menu', { name: '电站详情' });
async function openDetail(page, group, item) {
  const menu = detailMenu(page);
  // The group is clicked only while it is closed (the station detail opens its groups by default; a click would close it).
  const title = menu.locator('.ant-menu-submenu-title', { hasText: group });
  await title.waitFor();
  if ((await menu.locator('.ant-menu-submenu-open > .ant-menu-submenu-title', { hasText: group }).count()) === 0) await title.click();
  await menu.getByText(item, { exact: true }).click();
}
async function confirm(page) {
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await dialog.waitFor({ state: 'detached' });
}
const pickTime = async (root, label, text) => {
  const input = root.getByLabel(label);
  await input.click();
  await input.fill(text);
  // The picker's 确定 confirms the typed time (Enter would also submit the form around it).
  await root.page().locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button').click();
};
const inDays = (days) => {
  const d = new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000);
  return `${d.toISOString().slice(0, 10)} 10:00:00`;
};

test('packages are created, put on sale and refunded; an event is drafted and published; the group reads event users', async () => {
  const merchant = await signIn(under, 'energy-merchant');
  let page = merchant.page;
  await openFromMenu(page, '充电管理', '电站管理', '电站列表');
  await page.locator('.ant-table-row', { hasText: '南山科技园充电站' }).getByText('南山科技园充电站', { exact: true }).click();
  await page.waitForURL(/\/detail\?station=ES\d+$/);

  // ---- 套餐列表 and 新建套餐 ----
  await openDetail(page, '充电套餐', '套餐列表');
  await page.waitForURL(/\/energy\/detail\/package\/list\?station=ES\d+/);
  const packages = page.getByTestId('table-energy-package-merchant');
  await packages.getByText('100 度电量包', { exact: true }).waitFor();
  await shot(page, 'energy-packages-1440.png');
  await page.getByRole('button', { name: '新建套餐' }).click();
  await page.waitForURL(/\/energy\/detail\/package\/create\?station=ES\d+$/);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('请输入套餐名称').waitFor();
  // (The kept-alive list page has a 套餐名称 search field too: the form's own fields.)
  const packageForm = page.locator('form#energy-package-form-new');
  await packageForm.getByLabel('套餐名称').fill('周末 50 度电量包');
  await packageForm.getByLabel('额度').fill('50');
  await packageForm.getByLabel('售价', { exact: true }).fill('45');
  await packageForm.getByLabel('划线价').fill('40');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('划线价须高于售价').waitFor();
  await packageForm.getByLabel('划线价').fill('60');
  await shot(page, 'energy-package-form-1440.png');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('套餐已新建（已下架），确认无误后请上架').waitFor();
  await page.waitForURL(/\/energy\/detail\/package\/list\?station=ES\d+/);
  const created = packages.locator('.ant-table-row', { hasText: '周末 50 度电量包' });
  await created.getByText('已下架').waitFor();
  await created.getByRole('button', { name: '上架' }).click();
  await confirm(page);
  await page.getByText('套餐已上架，用户可在充电 App 购买').waitFor();
  await created.getByText('销售中').waitFor();

  // ---- 购买记录: refund one in force ----
  await openDetail(page, '充电套餐', '购买记录');
  await page.waitForURL(/\/energy\/detail\/package\/purchase\?station=ES\d+/);
  const purchases = page.getByTestId('table-energy-package-purchase-merchant');
  const active = purchases.locator('.ant-table-row', { hasText: '生效中' }).first();
  await active.waitFor();
  const packageNo = (await active.getByText(/^PK\d{14}$/).innerText()).trim();
  await page.getByText('净收入').waitFor();
  await shot(page, 'energy-package-purchases-1440.png');
  await active.getByRole('button', { name: '退款' }).click();
  const dialog = page.locator('.ant-modal', { hasText: '套餐退款' });
  await dialog.getByText('按未用额度折算').waitFor();
  await dialog.getByLabel('退款原因').fill('用户更换车辆，申请退款');
  await shot(page, 'energy-package-refund-1440.png');
  await dialog.getByRole('button', { name: '确认退款' }).click();
  await page.getByText(/^已退款 ¥/).waitFor();
  await purchases.locator('.ant-table-row', { hasText: packageNo }).getByText('已退款').waitFor();

  // ---- 活动: draft and publish ----
  await openDetail(page, '活动', '活动列表');
  await page.waitForURL(/\/energy\/detail\/event\/list\?station=ES\d+/);
  const events = page.getByTestId('table-energy-event-merchant');
  await events.getByText('夜间充电服务费 8 折', { exact: true }).waitFor();
  await shot(page, 'energy-events-1440.png');
  await page.getByRole('button', { name: '新建活动' }).click();
  await page.waitForURL(/\/energy\/detail\/event\/create\?station=ES\d+$/);
  const eventForm = page.locator('form#energy-event-form-new');
  await eventForm.getByLabel('活动名称').fill('双十二服务费 9 折');
  await eventForm.getByLabel('服务费折扣').fill('9');
  await pickTime(eventForm, '开始时间', inDays(3));
  await pickTime(eventForm, '结束时间', inDays(5));
  await shot(page, 'energy-event-form-1440.png');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('活动已保存为草稿，确认无误后请发布').waitFor();
  const draft = events.locator('.ant-table-row', { hasText: '双十二服务费 9 折' });
  await draft.getByText('草稿').waitFor();
  await draft.getByRole('button', { name: '发布' }).click();
  await confirm(page);
  await page.getByText('活动已发布').waitFor();
  await draft.getByText('未开始').waitFor();
  await draft.getByText('双十二服务费 9 折', { exact: true }).click();
  await page.waitForURL(/\/energy\/detail\/event\/detail\?station=ES\d+&event_id=\d+$/);
  await page.locator('.ant-descriptions:visible').getByText('服务费 9 折').first().waitFor();
  assert.equal(await page.getByRole('button', { name: '编辑' }).count(), 0);
  await shot(page, 'energy-event-detail-1440.png');

  // ---- 活动人群 ----
  await openDetail(page, '活动', '活动人群');
  const crowds = page.getByTestId('table-energy-event-crowd-merchant');
  await crowds.getByText('近 30 天充电 ≥ 4 次').waitFor();
  await shot(page, 'energy-event-crowds-1440.png');
  await merchant.context.close();

  // ---- the group reads a member's event users ----
  const group = await signIn(under, 'energy-group');
  page = group.page;
  await openFromMenu(page, '充电集团', '电站管理', '电站列表');
  await page.locator('.ant-table-row', { hasText: '宝安中心充电站' }).getByText('宝安中心充电站', { exact: true }).click();
  await page.waitForURL(/\/group\/energy\/detail\?station=ES\d+$/);
  await openDetail(page, '活动', '活动用户');
  await page.waitForURL(/\/group\/energy\/detail\/event\/user\?station=ES\d+/);
  const users = page.getByTestId('table-energy-event-user-group');
  await users.locator('.ant-table-row').first().waitFor();
  await shot(page, 'energy-group-event-users-1440.png');
  await group.context.close();
});
