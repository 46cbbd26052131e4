// Energy station configuration end to end: 南山快充站 (energy-merchant) opens 南山科技园充电站's detail › 计费规则, creates a
// time-of-use rule (the form names a gap in the periods as it is typed), makes it the rule in force (asked first), and
// saves 运行配置 and 预付金额; the group (energy-group) sees its other member's station's rule under /group/energy/detail.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const RULE = '冬季分时电价';

async function openStation(page, platform, name) {
  await openFromMenu(page, platform, '电站管理', '电站列表');
  await page.locator('.ant-table-row', { hasText: name }).getByText(name, { exact: true }).click();
  await page.waitForURL(/\/detail\?station=ES\d+$/);
  return page.getByTestId('group-menu').getByRole('menu', { name: '电站详情' });
}

test('the merchant creates a charge rule, puts it in force, and saves the runtime settings and payment amounts; the group sees its member’s', async () => {
  const merchant = await signIn(under, 'energy-merchant');
  let page = merchant.page;
  let menu = await openStation(page, '充电管理', '南山科技园充电站');
  await menu.getByText('计费规则', { exact: true }).click();
  await page.waitForURL(/\/energy\/detail\/config\/billing\/list\?station=ES\d+$/);
  const rules = page.getByTestId('table-energy-charge-rule-merchant');
  await rules.locator('.ant-table-row', { hasText: '标准分时电价' }).getByText('生效中').waitFor();
  assert.equal(await rules.locator('.ant-table-row').count(), 3);
  // The rule in force offers neither 设为生效 nor 删除.
  assert.equal(await rules.locator('.ant-table-row', { hasText: '标准分时电价' }).getByText('删除').count(), 0);
  await page.screenshot({ path: join(screenshotDir, 'energy-charge-rule-list-1440.png'), fullPage: true });

  // ---- 新建计费规则: the periods are checked as they are typed ----
  await page.getByRole('button', { name: /新建计费规则/ }).click();
  await page.waitForURL(/\/energy\/detail\/config\/billing\/create\?station=ES\d+$/);
  // The hidden form lights the merchant's own top menu, as the station detail's pages do.
  await page.getByTestId('top-menu').locator('.ant-menu-item-selected', { hasText: '充电管理' }).waitFor();
  const form = page.locator('form#energy-charge-rule-create');
  await form.getByText('请填写所用时段的电费和服务费').waitFor();
  await form.getByLabel('规则名称').fill(RULE);
  await form.getByLabel('谷时段电费').fill('0.30');
  await form.getByLabel('谷时段服务费').fill('0.50');
  await form.getByLabel('平时段电费').fill('0.75');
  await form.getByLabel('平时段服务费').fill('0.80');
  await form.getByText('时段覆盖全天，无重叠').waitFor();
  await form.getByLabel('第 2 段开始时间').fill('09:00');
  await form.getByText('08:00-09:00 没有划入任何时段').waitFor();
  await form.getByLabel('第 2 段开始时间').fill('08:00');
  await form.getByText('时段覆盖全天，无重叠').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'energy-charge-rule-create-1440.png'), fullPage: true });
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('在列表中「设为生效」后按此规则计费').waitFor();
  await page.waitForURL(/\/energy\/detail\/config\/billing\/list\?station=ES\d+$/);
  const created = rules.locator('.ant-table-row', { hasText: RULE });
  await created.getByText('未生效').waitFor();

  // ---- 设为生效, asked first: the previous rule stops ----
  await created.getByText('设为生效').click();
  await page.locator('.ant-modal-confirm', { hasText: `按「${RULE}」计费` }).getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText(`「${RULE}」已生效`).waitFor();
  await created.getByText('生效中').waitFor();
  await rules.locator('.ant-table-row', { hasText: '标准分时电价' }).getByText('未生效').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'energy-charge-rule-active-1440.png'), fullPage: true });

  // ---- 运行配置 and 预付金额 ----
  await menu.getByText('运行配置', { exact: true }).click();
  await page.waitForURL(/\/energy\/detail\/config\/runtime\?station=ES\d+$/);
  await page.getByLabel('单次最长时长').fill('480');
  await page.screenshot({ path: join(screenshotDir, 'energy-station-runtime-1440.png'), fullPage: true });
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('运行配置已保存').waitFor();
  await menu.getByText('预付金额', { exact: true }).click();
  await page.waitForURL(/\/energy\/detail\/config\/payment-amount\?station=ES\d+$/);
  assert.equal(await page.getByLabel('预设金额 1', { exact: true }).inputValue(), '30.00');
  await page.getByRole('button', { name: /添加金额/ }).click();
  await page.getByLabel('预设金额 5', { exact: true }).fill('30');
  await page.getByText('金额不能重复').waitFor();
  await page.getByLabel('预设金额 5', { exact: true }).fill('300');
  await page.screenshot({ path: join(screenshotDir, 'energy-payment-amount-1440.png'), fullPage: true });
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('预付金额已保存').waitFor();
  await merchant.context.close();

  // ---- the group: its other member's station ----
  const group = await signIn(under, 'energy-group');
  page = group.page;
  menu = await openStation(page, '充电集团', '宝安中心充电站');
  await menu.getByText('计费规则', { exact: true }).click();
  await page.waitForURL(/\/group\/energy\/detail\/config\/billing\/list\?station=ES\d+$/);
  await page.getByTestId('table-energy-charge-rule-group').locator('.ant-table-row', { hasText: '标准分时电价' }).getByText('生效中').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'energy-charge-rule-group-1440.png'), fullPage: true });
  await group.context.close();
});
