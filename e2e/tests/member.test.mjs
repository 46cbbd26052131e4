// 会员 end to end: the platform operator opens 会员 › 会员类型, opens 停车月享卡, creates a package and gives it a price
// (the package detail shows it), blocks an app user in 用户检索 with a reason (asked first; the row turns 已封禁) and
// sees 会员列表; its staff account (looks only) has no 新建 or 封禁 and meets the no-auth page at a create screen.
// Screenshots at 1440 px and one at 390 px in e2e/screenshots.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, pick, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const shot = (name) => join(screenshotDir, `member-${name}.png`);

test('the operator creates a package with a price, blocks a user and lists members', async () => {
  const { context, page } = await signIn(under, 'admin');
  await openFromMenu(page, '会员', '会员管理', '会员类型');
  await page.waitForURL(/\/user\/member\/type(\?|$)/);
  const types = page.getByTestId('table-member-type-list');
  await types.getByText('畅行联名卡').waitFor();
  await page.screenshot({ path: shot('type-list-1440'), fullPage: true });

  await types.getByText('停车月享卡').click();
  await page.waitForURL(/\/user\/member\/type\/detail\?id=\d+$/);
  await page.locator('a:visible', { hasText: /^尊享版$/ }).first().waitFor();
  await page.getByRole('button', { name: 'plus 新建套餐' }).click();
  await page.waitForURL(/\/user\/member\/package\/info\/create\?type=\d+$/);
  const info = page.locator('form#member-package-info-create');
  await info.getByLabel('套餐名称').fill('夜间版');
  await info.getByLabel('套餐介绍').fill('夜间 19:00 至次日 8:00 停车 8 折');
  await info.getByRole('button', { name: '创建套餐' }).click();
  await page.waitForURL(/\/user\/member\/type\/detail\?id=\d+$/);
  await page.locator('a:visible', { hasText: /^夜间版$/ }).first().click();
  await page.waitForURL(/\/user\/member\/package\/detail\?uuid=[0-9a-f-]{36}$/);
  await page.getByText('还没有价格').waitFor();

  await page.getByRole('button', { name: 'plus 添加价格' }).click();
  await page.waitForURL(/\/user\/member\/package\/price\/create\?uuid=/);
  const price = page.locator('form#member-package-price-create');
  await price.getByRole('button', { name: '添加价格' }).click();
  await price.getByText('请填写售价').waitFor();
  await price.getByLabel('周期').click();
  await pick(page, '季卡（3 个月）');
  await price.getByLabel('售价').fill('49.90');
  await price.getByLabel('原价').fill('59.70');
  await page.screenshot({ path: shot('price-create-1440'), fullPage: true });
  await price.getByRole('button', { name: '添加价格' }).click();
  await page.waitForURL(/\/user\/member\/package\/detail\?uuid=/);
  await page.locator('.ant-table-row', { hasText: '季卡（3 个月）' }).getByText('¥49.90').waitFor();
  await page.screenshot({ path: shot('package-detail-1440'), fullPage: true });
  const packageUrl = page.url();

  // 用户检索: block 许嘉欣 with a reason.
  await openFromMenu(page, '会员', '用户管理', '用户检索');
  await page.waitForURL(/\/user\/user\/retrieval/);
  const users = page.getByTestId('table-user-list');
  const row = users.locator('.ant-table-row', { hasText: '许嘉欣' });
  await row.getByRole('button', { name: /^封\s?禁$/ }).click();
  const dialog = page.getByRole('dialog', { name: /封禁用户 · 许嘉欣/ });
  await dialog.getByRole('button', { name: /^封\s?禁$/ }).click();
  await dialog.getByText('请填写原因').waitFor();
  await dialog.getByLabel('封禁原因').fill('多次恶意占用充电车位');
  await page.screenshot({ path: shot('block-dialog-1440') });
  await dialog.getByRole('button', { name: /^封\s?禁$/ }).click();
  await page.getByText('已封禁', { exact: true }).first().waitFor();
  await row.getByText('已封禁').waitFor();
  await row.getByRole('button', { name: /^解\s?封$/ }).waitFor();
  await page.screenshot({ path: shot('user-list-1440'), fullPage: true });

  await openFromMenu(page, '会员', '会员管理', '会员列表');
  await page.waitForURL(/\/user\/member\/list/);
  const members = page.getByTestId('table-member-list');
  await members.getByText('已过期').first().waitFor();
  await page.screenshot({ path: shot('member-list-1440'), fullPage: true });

  // A phone-sized screen: the same session, narrowed.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(packageUrl);
  await page.getByText('¥49.90', { exact: true }).first().waitFor();
  await page.screenshot({ path: shot('package-detail-390'), fullPage: true });
  await context.close();
});

test('the staff account looks only: no 新建 or 封禁, and a create screen answers no-auth', async () => {
  const { context, page } = await signIn(under, 'admin-staff');
  await openFromMenu(page, '会员', '用户管理', '用户检索');
  const users = page.getByTestId('table-user-list');
  await users.getByText('许嘉欣').waitFor();
  assert.equal(await users.getByRole('button', { name: /^封\s?禁$/ }).count(), 0);
  await openFromMenu(page, '会员', '会员管理', '会员类型');
  await page.getByTestId('table-member-type-list').getByText('停车月享卡').waitFor();
  assert.equal(await page.getByRole('button', { name: /新建会员类型/ }).count(), 0);
  await page.goto(`${under.product.url}/user/member/package/price/create?uuid=00000000-0000-4000-8000-000000000000`);
  await page.waitForURL(/\/error-page\/no-auth\?/);
  await page.getByText('user:member:type:update').waitFor();
  await context.close();
});
