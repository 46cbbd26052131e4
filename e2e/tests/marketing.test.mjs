// 营销中心 end to end, as the platform operator (admin): the board's cards, the activity list, a new activity with a
// reward, 发布 (asked first), 补库存 (asked first, sent once), a partner's reward rejected with a reason in 奖品审核, a
// redeem-code batch with its codes; admin-staff (no bonus permission) meets the no-auth page. Screenshots in
// e2e/screenshots/marketing-*.png (1440 px and one at 390 px).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, openTop, pick, productUnderTest, screenshotDir, sideOf, signIn, topSections } from './server.mjs';

const under = productUnderTest();
const shot = (name) => join(screenshotDir, `marketing-${name}.png`);
const NAME = '充电站开业回馈';

test('the operator runs an activity: board, create, reward, publish, repair stock, audit, redeem codes', async () => {
  const { context, page } = await signIn(under, 'admin');
  await openTop(page, '营销中心');
  await sideOf(page).getByText('营销看板', { exact: true }).click();
  await page.waitForURL(/\/marketing-center\/board$/);
  const cards = page.getByTestId('marketing-cards');
  await cards.getByText('进行中的活动').waitFor();
  await cards.getByText('待审核奖品').waitFor();
  await page.getByTestId('daily-bar').first().waitFor();
  await page.screenshot({ path: shot('board-1440'), fullPage: true });

  await openFromMenu(page, '营销中心', '活动管理', '活动列表');
  await page.waitForURL(/\/marketing-center\/manage\/activity(\?|$)/);
  const table = page.getByTestId('table-marketing-activity-list');
  await table.getByText('新商户入驻有礼').waitFor();
  await page.screenshot({ path: shot('activity-list-1440'), fullPage: true });

  // 新建活动: the business event is asked for an event activity.
  await page.getByRole('button', { name: /新建活动/ }).click();
  await page.waitForURL(/\/activity\/create$/);
  const form = page.locator('form#marketing-activity-create');
  await form.getByLabel('活动名称').fill(NAME);
  await form.getByRole('button', { name: '创建活动' }).click();
  await form.getByText('请选择触发事件').waitFor();
  await form.getByLabel('触发事件').click();
  await pick(page, '提交充电站入驻申请');
  await form.getByLabel('活动规则').fill('提交充电站入驻申请即送 8 元代金券，每个商户限领一次。');
  await page.screenshot({ path: shot('activity-create-1440'), fullPage: true });
  await form.getByRole('button', { name: '创建活动' }).click();
  await page.waitForURL(/\/marketing-center\/manage\/activity(\?|$)/);
  await table.getByText(NAME).click();
  await page.waitForURL(/\/activity\/detail\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await page.getByText('草稿').first().waitFor();

  // 添加奖品: an 8-yuan voucher with 100 in stock.
  await page.getByRole('tab', { name: '奖品' }).click();
  await page.getByRole('button', { name: /添加奖品/ }).click();
  await page.waitForURL(new RegExp(`/reward/create\\?event=${id}$`));
  const reward = page.locator('form#marketing-reward-create');
  await reward.getByLabel('奖品名称').fill('8 元充电代金券');
  await reward.getByLabel('奖品类型').click();
  await pick(page, '代金券');
  await reward.getByLabel('面值').fill('8');
  await reward.getByRole('button', { name: '添加奖品' }).click();
  await page.waitForURL(new RegExp(`/activity/detail\\?id=${id}$`));

  // 发布 is asked first; then the activity is running.
  await page.getByRole('button', { name: /^发\s*布$/ }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByRole('button', { name: /^停\s*用$/ }).first().waitFor(); // the page's own; a 停用 per reward row follows it
  await page.getByRole('tab', { name: '奖品' }).click();
  const row = page.locator('.ant-table-row', { hasText: '8 元充电代金券' });
  await row.getByText('8.00 元代金券').waitFor();
  await page.screenshot({ path: shot('activity-detail-1440'), fullPage: true });

  // 补库存: asked first, then 100 + 50.
  await row.getByRole('button', { name: '补库存' }).click();
  await page.waitForURL(/\/reward\/repair\?id=\d+$/);
  const repair = page.locator('form#marketing-reward-repair');
  await repair.getByText('剩余 100，累计 100，已发放 0').waitFor();
  await repair.getByLabel('补充数量').fill('50');
  await repair.getByRole('button', { name: '补库存' }).click();
  await page.getByRole('button', { name: '确认补充' }).click();
  await page.getByText('已补充 50 份，剩余库存 150').waitFor();
  await page.waitForURL(/\/reward\/detail\?id=\d+$/);
  await page.getByText('+50').waitFor();
  await page.screenshot({ path: shot('reward-detail-1440'), fullPage: true });

  // 奖品审核: a partner's reward rejected with a reason.
  await openFromMenu(page, '营销中心', '活动管理', '奖品审核');
  const audit = page.getByTestId('table-marketing-reward-audit');
  const waiting = audit.locator('.ant-table-row', { hasText: '泊联 200 积分' });
  await waiting.getByRole('button', { name: /^驳\s*回$/ }).click();
  const dialog = page.getByRole('dialog', { name: /驳回奖品/ });
  await dialog.getByLabel('驳回原因').fill('积分有效期过长，请改为 90 天');
  await dialog.getByRole('button', { name: /驳\s*回/ }).click();
  await waiting.getByText('积分有效期过长，请改为 90 天').waitFor();
  await page.screenshot({ path: shot('reward-audit-1440'), fullPage: true });

  // 兑换码批次 › the demo batch and its codes.
  await openFromMenu(page, '营销中心', '活动管理', '兑换码批次');
  await page.getByTestId('table-marketing-batch-list').getByText('第一批兑换码').click();
  await page.waitForURL(/\/redeem-code\/detail\?id=\d+$/);
  await page.locator('.ant-descriptions').getByText('3 / 20').waitFor();
  await page.locator('.ant-tag', { hasText: '已兑换' }).first().waitFor();
  await page.screenshot({ path: shot('redeem-code-detail-1440'), fullPage: true });
  await context.close();

  const phone = await signIn(under, 'admin', { width: 390, height: 844 });
  await phone.page.goto(`${under.product.url}/marketing-center/manage/activity/detail?id=${id}`);
  await phone.page.getByText(NAME).first().waitFor();
  await phone.page.getByRole('tab', { name: '奖品' }).waitFor();
  await phone.page.screenshot({ path: shot('activity-detail-390'), fullPage: true });
  await phone.context.close();
});

test('a staff account without the bonus permissions has no 营销中心 and meets the no-auth page', async () => {
  const { context, page } = await signIn(under, 'admin-staff');
  assert.equal((await topSections(page)).includes('营销中心'), false);
  await page.goto(`${under.product.url}/marketing-center/manage/activity`);
  await page.waitForURL(/\/error-page\/no-auth\?/);
  await page.getByText('bonus:event:list').waitFor();
  await context.close();
});
