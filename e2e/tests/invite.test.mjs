// The invitation pages (docs/decisions.md, "Invitation pages"): a partner opens 邀请入驻 on its merchant lists and reads
// the link; a merchant opens the link signed out, signs in (login_other=1), comes back to the landing page, applies and
// sees the result; the partner approves it in 业务审核 and the result page says so. A group's 邀请加入 the same way,
// rejected with a reason: the result shows it with 重新申请.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { DEMO_PASSWORD, productUnderTest, promptedBefore, screenshotDir, signIn, tipSeen } from './server.mjs';

const under = productUnderTest();
const shots = process.env.E2E_SCREENSHOTS !== '0';

/** Opens the list, clicks the invite button and answers the link the dialog shows. */
async function inviteLink(page, list, button, segment) {
  await page.goto(`${under.product.url}${list}`);
  await page.getByRole('button', { name: button }).filter({ visible: true }).click();
  const dialog = page.locator('.ant-modal').filter({ visible: true });
  if (segment) await dialog.getByText(segment, { exact: true }).click();
  await dialog.getByRole('button', { name: '复制链接' }).waitFor();
  await dialog.getByRole('button', { name: '下载二维码' }).waitFor();
  await dialog.locator('canvas').waitFor();
  const link = (await dialog.getByTestId('invite-link').textContent()).trim();
  return { dialog, link };
}

/** A browser without a session opens the link: the login (login_other=1), then back to the landing page. */
async function openSignedOut(link, account) {
  const context = await under.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('login_other') === '1');
  assert.equal(new URL(page.url()).searchParams.get('redirect'), new URL(link).pathname + new URL(link).search);
  await promptedBefore(page);
  await tipSeen(page);
  await page.getByPlaceholder('账号').fill(account);
  await page.getByPlaceholder('密码').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.href === link);
  return { context, page };
}

test('a partner invites; the merchant opens the link signed out, signs in, applies; the partner approves it', async () => {
  const partner = await signIn(under, 'parking-partner');
  // The payment partner's merchant list invites to 支付服务入驻.
  const payment = await inviteLink(partner.page, '/service/payment/merchant/list', '邀请入驻');
  assert.equal(payment.link, `${under.product.url}/channel/apply?inviter=100100`);
  await payment.dialog.locator('.ant-modal-close').click();
  // Its 商户列表 (customers) invites to 停车场入驻.
  const { link } = await inviteLink(partner.page, '/account/merchant/manage/list', '邀请入驻');
  assert.equal(link, `${under.product.url}/park/apply?inviter=100100`);
  if (shots) await partner.page.screenshot({ path: join(screenshotDir, 'invite-dialog-1440.png') });

  const { context, page } = await openSignedOut(link, 'energy-merchant');
  const card = page.locator('.ant-card', { hasText: '邀请入驻' }).filter({ visible: true });
  await card.getByText('深圳泊联科技有限公司（100100）').waitFor();
  await card.getByText('停车场入驻', { exact: true }).waitFor();
  await card.getByText('停车商户平台').waitFor();
  await card.getByText('南山快充站（100201）').waitFor();
  await card.getByText('已认证').waitFor();
  assert.equal(await card.getByLabel('联系人').inputValue(), '孙强');
  await card.getByLabel('联系电话').fill('1380000');
  await card.getByRole('button', { name: '提交申请' }).click();
  await card.getByText('请输入正确的手机号').or(card.getByText(/手机号/)).first().waitFor();
  await card.getByLabel('联系电话').fill('13800000201');
  await card.getByLabel('申请说明').fill('地面停车场 80 个车位，经邀请入驻');
  if (shots) await page.screenshot({ path: join(screenshotDir, 'invite-landing-1440.png') });
  await card.getByRole('button', { name: '提交申请' }).click();
  await page.waitForURL(/\/group\/merchant\/apply\/result\?id=\d+$/);
  const id = new URL(page.url()).searchParams.get('id');
  const result = page.locator('.ant-card', { hasText: '申请结果' }).filter({ visible: true });
  await result.getByText('申请已提交，等待审核').waitFor();
  await result.getByText('等待「深圳泊联科技有限公司」审核').waitFor();
  await result.getByRole('button', { name: '我的申请' }).waitFor();
  if (shots) await page.screenshot({ path: join(screenshotDir, 'invite-result-pending-1440.png') });

  // Opening the link again says an application waits, with the way to its result.
  await page.goto(link);
  await page.getByText(`已提交过申请（编号 ${id}）`).waitFor();

  // The partner approves it in 业务审核.
  await partner.page.goto(`${under.product.url}/account/manage/audit?status=0`);
  const queue = partner.page.getByTestId('table-business-audit');
  const row = queue.locator('.ant-table-row', { hasText: '南山快充站' });
  await row.getByText('停车场入驻').waitFor();
  await row.getByRole('button', { name: /^通\s*过$/ }).click();
  const dialog = partner.page.locator('.ant-modal', { hasText: '通过申请' });
  await dialog.getByRole('button', { name: /^通\s*过$/ }).click();
  await partner.page.getByText('已通过，对方已成为合作商户').waitFor();
  await partner.context.close();

  await page.goto(`${under.product.url}/group/merchant/apply/result?id=${id}`);
  await result.getByText('申请已通过').first().waitFor();
  await result.getByText('已开通产品').waitFor();
  await result.getByRole('button', { name: '进入控制台' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/group/merchant/apply') && url.pathname !== '/redirect/home');
  await context.close();
});

test('a group invites to join; its rejection shows on the result page with 重新申请', async () => {
  const group = await signIn(under, 'energy-group');
  const { link } = await inviteLink(group.page, '/account/merchant/manage/list', '邀请加入');
  assert.equal(link, `${under.product.url}/group/merchant/apply/create?inviter=100400`);

  const { context, page } = await openSignedOut(link, 'parking-merchant');
  const card = page.locator('.ant-card', { hasText: '申请加入集团' }).filter({ visible: true });
  await card.getByText('深能充电集团（100400）').waitFor();
  await card.getByText('成为邀请方的集团成员').waitFor();
  await card.getByRole('button', { name: '提交申请' }).click();
  await page.waitForURL(/\/group\/merchant\/apply\/result\?id=\d+$/);
  const id = new URL(page.url()).searchParams.get('id');

  await group.page.goto(`${under.product.url}/account/manage/audit?status=0`);
  const row = group.page.getByTestId('table-business-audit').locator('.ant-table-row', { hasText: '福田中心停车场' });
  await row.getByRole('button', { name: /^驳\s*回$/ }).click();
  const dialog = group.page.locator('.ant-modal', { hasText: '驳回申请' });
  await dialog.getByLabel('驳回原因').fill('请先完成集团成员资质登记');
  await dialog.getByRole('button', { name: /^驳\s*回$/ }).click();
  await group.page.getByText('已驳回').first().waitFor();
  await group.context.close();

  await page.goto(`${under.product.url}/group/merchant/apply/result?id=${id}`);
  const result = page.locator('.ant-card', { hasText: '申请结果' }).filter({ visible: true });
  await result.getByText('驳回原因：请先完成集团成员资质登记').waitFor();
  if (shots) await page.screenshot({ path: join(screenshotDir, 'invite-result-rejected-1440.png') });
  await result.getByRole('button', { name: '重新申请' }).click();
  await page.waitForURL((url) => url.href === link);
  await page.locator('.ant-card', { hasText: '申请加入集团' }).filter({ visible: true }).getByRole('button', { name: '提交申请' }).waitFor();
  await context.close();
});
