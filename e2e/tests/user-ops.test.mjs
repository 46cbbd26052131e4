// 会员 › 投诉, 站内消息, 用户合并 end to end (user-ops slice): the operator takes on an open complaint (asked first),
// replies and closes it (the history shows each step), sends a message to every normal user (the dialog says there is no
// SMS/push gateway) and merges 宋雅 into 唐俊 after a preview (asked first). Screenshots in e2e/screenshots.
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, pick, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const shot = (name) => join(screenshotDir, `user-ops-${name}.png`);

test('the operator handles a complaint, sends a message and merges two users', async () => {
  const { context, page } = await signIn(under, 'admin');
  await openFromMenu(page, '会员', '投诉管理', '投诉列表');
  await page.waitForURL(/\/user\/complaint\/list/);
  const list = page.getByTestId('table-user-complaint-list');
  await list.getByText('客服电话打不通').waitFor();
  await page.screenshot({ path: shot('complaint-list-1440'), fullPage: true });
  await list.locator('.ant-table-row', { hasText: '客服电话打不通' }).getByRole('button', { name: /^处\s?理$/ }).click();
  await page.waitForURL(/\/user\/complaint\/detail\?id=\d+$/);
  await page.getByRole('button', { name: /^受\s?理$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^(确\s?定|OK)$/ }).click();
  await page.getByText('已受理，正在核实').waitFor();
  await page.getByRole('button', { name: /^回\s?复$/ }).click();
  const reply = page.getByRole('dialog', { name: /回复投诉/ });
  await reply.getByLabel('回复内容').fill('您好，客服热线已增加坐席，工作日 9:00–18:00 可优先接通。');
  await reply.getByRole('button', { name: '发送回复' }).click();
  await page.getByText('客服热线已增加坐席', { exact: false }).first().waitFor();
  await reply.waitFor({ state: 'hidden' });
  // The page's 关 闭 (antd spaces two-character labels), not a closing dialog's ✕ (aria-label 关闭).
  await page.getByRole('button', { name: /^关\s闭$/ }).click();
  const close = page.getByRole('dialog', { name: /关闭投诉/ });
  await close.getByLabel('处理结果').fill('已回复用户并增加坐席');
  await close.getByRole('button', { name: '关闭投诉' }).click();
  await page.getByText('已关闭', { exact: true }).filter({ visible: true }).first().waitFor(); // (the kept-alive list holds hidden ones)
  await page.screenshot({ path: shot('complaint-detail-1440'), fullPage: true });

  // 站内消息: send to every normal user.
  await page.goto(`${under.product.url}/user/message`);
  await page.getByTestId('table-user-message-list').getByText('充电站升级通知').waitFor();
  await page.getByRole('button', { name: /发送消息/ }).click();
  const dialog = page.getByRole('dialog', { name: '发送站内消息' });
  await dialog.getByText('未接入短信或 APP 推送通道', { exact: false }).waitFor();
  await dialog.getByText('全部正常用户').click();
  await dialog.getByLabel('标题').fill('春节停车提示');
  await dialog.getByLabel('内容').fill('春节期间合作停车场照常营业，会员权益不变。');
  await page.screenshot({ path: shot('message-send-1440') });
  await dialog.getByRole('button', { name: /^发\s?送$/ }).click();
  await page.getByText(/已发送给 \d+ 位用户/).waitFor();
  await page.getByTestId('table-user-message-list').getByText('春节停车提示').waitFor();
  await page.screenshot({ path: shot('message-list-1440'), fullPage: true });

  // 用户合并: 宋雅 into 唐俊.
  await openFromMenu(page, '会员', '用户管理', '用户合并');
  await page.waitForURL(/\/user\/user\/merge/);
  const form = page.locator('form#user-merge');
  await form.locator('#user-merge_source').fill('宋雅');
  await pick(page, /^宋雅（/, { exact: false });
  await form.locator('#user-merge_target').fill('唐俊');
  await pick(page, /^唐俊（/, { exact: false });
  await form.getByRole('button', { name: /^预\s?览$/ }).click();
  await page.getByText('合并后保留用户的车牌').waitFor();
  await form.getByLabel('合并原因').fill('用户更换手机号后重新注册，经核实为同一人');
  await page.screenshot({ path: shot('merge-preview-1440'), fullPage: true });
  await form.getByRole('button', { name: /^合\s?并$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^合\s?并$/ }).click();
  await page.getByText(/已合并：转移会员/).waitFor();
  await page.screenshot({ path: shot('merge-done-1440'), fullPage: true });
  await context.close();
});
