// 合作伙伴 end to end (docs/decisions.md, "Partner platform (合作伙伴)"): the parking partner (深圳泊联科技) opens 客户列表
// with its two customers and their software, 南山科技园停车场's detail › 停车软件 (科拓, 已到期), edits it to 捷顺 with new fees,
// 停用 it (asked first); 客户统计 with its cards and charts; 日订单 and 月订单 with the sums. The energy partner sees only
// 充电软件 on its customer's detail; a partner's staff without the codes meets the no-auth page. Screenshots in e2e/screenshots.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, pick, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const shot = async (page, name, width = 1440) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`), fullPage: true });
};

test('parking partner: customers, a customer’s software edited and disabled, statistics, daily and monthly orders', async () => {
  const { context, page } = await signIn(under, 'parking-partner');
  await openFromMenu(page, '合作伙伴', '客户管理', '客户列表');
  await page.waitForURL(/\/partner\/customer\/list$/);
  const table = page.getByTestId('table-partner-customer-list');
  await table.getByText('福田中心停车场').waitFor();
  await table.getByText('智泊云停车').waitFor();
  assert.equal(await table.getByText('南山快充站').count(), 0);
  await shot(page, 'partner-customer-list');

  // 详情 › 停车软件: the expired 科拓 registration, edited to 捷顺.
  await table.getByText('南山科技园停车场').click();
  await page.waitForURL(/\/partner\/customer\/detail\?code=100102$/);
  await page.getByRole('tab', { name: '已开通产品' }).waitFor();
  assert.equal(await page.getByRole('tab', { name: '充电软件' }).count(), 0);
  await page.getByRole('tab', { name: '停车软件' }).click();
  const panel = page.getByTestId('partner-software-parking');
  await panel.getByText('科拓').waitFor();
  await panel.getByText('已到期').waitFor();
  await panel.getByRole('button', { name: /^编\s*辑$/ }).click();
  await page.waitForURL(/\/partner\/customer\/software\/parking\/edit\?id=\d+&merchant=100102$/);
  const form = page.locator('form#partner-software-parking-edit');
  await form.getByLabel('软件').click();
  await pick(page, '捷顺 JSST');
  await form.getByLabel('版本').fill('V6.1');
  await form.getByLabel('年服务费（元）').fill('9600');
  await shot(page, 'partner-software-form');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await page.waitForURL(/\/partner\/customer\/detail\?code=100102$/);
  await page.getByRole('tab', { name: '停车软件' }).click();
  await panel.getByText('捷顺 JSST').first().waitFor();
  await panel.getByText('9,600.00 元').first().waitFor();

  // 停用, asked first.
  await panel.getByRole('button', { name: /^停\s*用$/ }).click();
  await page.locator('.ant-popconfirm', { hasText: '停用后客户列表显示为未使用' }).getByRole('button', { name: /停\s*用/ }).click();
  await panel.locator('.ant-tag', { hasText: '已停用' }).waitFor();
  await panel.getByRole('button', { name: /^启\s*用$/ }).waitFor();
  await shot(page, 'partner-customer-detail');

  await openFromMenu(page, '合作伙伴', '客户管理', '客户统计');
  await page.waitForURL(/\/partner\/customer\/statistics$/);
  await page.getByTestId('partner-customer-statistics').getByText('普通商户客户').waitFor();
  await page.getByTestId('partner-customer-top').getByText('福田中心停车场').waitFor();
  await shot(page, 'partner-customer-statistics');

  await openFromMenu(page, '合作伙伴', '订单管理', '日订单');
  await page.waitForURL(/\/partner\/order\/daily$/);
  await page.getByTestId('table-partner-order-daily').locator('.ant-table-row', { hasText: '福田中心停车场' }).first().waitFor();
  await page.getByTestId('partner-order-summary').getByText('净收入').waitFor();
  await shot(page, 'partner-order-daily');
  await openFromMenu(page, '合作伙伴', '订单管理', '月订单');
  await page.waitForURL(/\/partner\/order\/monthly$/);
  await page.getByTestId('table-partner-order-monthly').locator('.ant-table-row', { hasText: '福田中心停车场' }).first().waitFor();
  await context.close();
});

test('energy partner sees 充电软件 only; a partner’s staff without the codes meets no-auth', async () => {
  const energy = await signIn(under, 'energy-partner');
  await energy.page.goto(`${under.product.url}/partner/customer/detail?code=100201`);
  await energy.page.getByRole('tab', { name: '充电软件' }).click();
  await energy.page.getByTestId('partner-software-energy').getByText('云快充（YKC 协议）').waitFor();
  assert.equal(await energy.page.getByRole('tab', { name: '停车软件' }).count(), 0);
  await energy.context.close();

  const staff = await signIn(under, 'parking-partner-staff');
  await staff.page.goto(`${under.product.url}/partner/customer/list`);
  await staff.page.waitForURL(/\/error-page\/no-auth\?/);
  await staff.context.close();
});
