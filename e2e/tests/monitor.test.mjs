// Alarm contacts and contact groups end to end: 鹏城充电服务商's main account adds two contacts, puts them in a new
// group with the member picker, disables one (it stays in the group, struck through, and receives nothing) and
// deletes the other after a confirmation that names the group it leaves; the group keeps the remaining member.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openTop, pick, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const CONTACTS = '/account/monitor/contact';
const GROUPS = '/account/monitor/contact-group';
const GROUP = '夜间巡检组';

/** Answers the confirmation dialog open now, after checking what it says. */
async function confirmWith(page, text) {
  const dialog = page.locator('.ant-modal-confirm');
  assert.equal(await dialog.locator('.ant-modal-confirm-title').textContent(), text);
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('the energy partner adds contacts, groups them, disables one and deletes one with its confirmation', async () => {
  const { context, page } = await signIn(under, 'energy-partner');
  // Reached from the menu: 账户中心 › 监控告警 › 告警联系人.
  await openTop(page, '账户中心');
  const side = page.locator('.ant-layout-sider .ant-menu-root');
  await side.getByText('监控告警', { exact: true }).click();
  await side.getByText('告警联系人', { exact: true }).click();
  await page.waitForURL(new RegExp(`${CONTACTS}$`));
  const contacts = page.getByTestId('table-monitor-contact');
  // The demo's four contacts, newest first, mobiles masked; 黄涛 is disabled.
  await contacts.getByText('共 4 条').waitFor();
  await contacts.locator('.ant-table-row', { hasText: '黄涛' }).getByText('停用（不接收告警）').waitFor();
  await contacts.getByText('139****0201').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'monitor-contacts-demo-1440.png'), fullPage: true });

  // 新建联系人: what is missing or wrong is named before anything is sent.
  const create = async (name, mobile, email) => {
    await page.getByRole('button', { name: /新建联系人/ }).click();
    await page.waitForURL(/\/account\/monitor\/contact\/create$/);
    const form = page.locator('form#monitor-contact-create');
    await form.getByLabel('姓名').fill(name);
    await form.getByLabel('手机号').fill(mobile);
    if (email) await form.getByLabel('邮箱').fill(email);
    // Enter saves the form.
    await form.getByLabel('手机号').press('Enter');
    await page.waitForURL(new RegExp(`${CONTACTS}$`));
  };
  await page.getByRole('button', { name: /新建联系人/ }).click();
  const form = page.locator('form#monitor-contact-create');
  await form.getByRole('button', { name: '创建联系人' }).click();
  await form.getByText('请输入姓名').waitFor();
  await form.getByText('请输入手机号').waitFor();
  await form.getByLabel('手机号').fill('1234567');
  await form.getByLabel('邮箱').fill('not-an-email');
  await form.getByText('请输入正确的手机号').waitFor();
  await form.getByText('请输入正确的邮箱地址').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'monitor-contact-form-errors-1440.png'), fullPage: true });
  // A mobile already used in the merchant: the server names its holder.
  await form.getByLabel('姓名').fill('重复号码');
  await form.getByLabel('手机号').fill('13912340201');
  await form.getByLabel('邮箱').fill('');
  await form.getByRole('button', { name: '创建联系人' }).click();
  await page.getByText('该手机号已是告警联系人「王磊」的手机号').waitFor();
  await form.getByRole('button', { name: /取\s*消/ }).click();
  await page.getByRole('button', { name: '放弃修改' }).click();
  await page.waitForURL(new RegExp(`${CONTACTS}$`));

  await create('刘洋', '13700001111', 'liuyang@pcharge.com.cn');
  await create('孙丽', '13700002222');
  await contacts.getByText('共 6 条').waitFor();
  await contacts.getByText('137****1111').waitFor();

  // 新建联系人组 with both, picked by typing in the member picker.
  await page.goto(`${under.product.url}${GROUPS}`);
  const groups = page.getByTestId('table-monitor-contact-group');
  await groups.getByText('充电站运维值班组').waitFor();
  await page.getByRole('button', { name: /新建联系人组/ }).click();
  await page.waitForURL(/\/account\/monitor\/contact-group\/create$/);
  const groupForm = page.locator('form#monitor-group-create');
  await groupForm.getByLabel('组名称').fill(GROUP);
  const picker = groupForm.getByRole('combobox', { name: '成员' });
  await picker.click();
  await picker.fill('刘洋');
  await pick(page, '刘洋 137****1111');
  await picker.fill('2222');
  await pick(page, '孙丽 137****2222');
  await groupForm.getByLabel('备注').click();
  await groupForm.getByLabel('备注').fill('夜间巡检发现的设备离线');
  await page.screenshot({ path: join(screenshotDir, 'monitor-group-form-1440.png'), fullPage: true });
  await groupForm.getByRole('button', { name: '创建联系人组' }).click();
  await page.waitForURL(new RegExp(`${GROUPS}$`));
  const row = groups.locator('.ant-table-row', { hasText: GROUP });
  await row.getByText('2 人', { exact: true }).waitFor();
  await row.getByText('刘洋', { exact: true }).waitFor();
  // Expanded: the members with masked mobiles.
  await row.locator('.ant-table-row-expand-icon').click();
  const members = page.getByTestId('table-monitor-group-member');
  await members.getByText('137****2222').waitFor();
  // 孙丽 was created without an e-mail (the create form starts empty each time).
  assert.equal(await members.locator('.ant-table-row', { hasText: '孙丽' }).locator('td').nth(3).textContent(), '-');
  await page.screenshot({ path: join(screenshotDir, 'monitor-groups-1440.png'), fullPage: true });

  // 停用 刘洋: the confirmation says it stays in the group; the group then counts one receiver.
  await page.goto(`${under.product.url}${CONTACTS}`);
  const liu = contacts.locator('.ant-table-row', { hasText: '刘洋' });
  await liu.getByText(GROUP).waitFor();
  await liu.getByRole('button', { name: '停用' }).click();
  await confirmWith(page, `停用「刘洋」后，它仍在联系人组「${GROUP}」中，但不再接收任何告警。确定停用吗？`);
  await liu.getByText('停用（不接收告警）').waitFor();

  // 删除 孙丽: the confirmation names the group it leaves.
  const sun = contacts.locator('.ant-table-row', { hasText: '孙丽' });
  await sun.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-modal-confirm-title').waitFor();
  await page.waitForTimeout(400); // the dialog's opening animation
  await page.screenshot({ path: join(screenshotDir, 'monitor-contact-delete-confirm-1440.png') });
  await confirmWith(page, `「孙丽」在联系人组「${GROUP}」中，删除后将移出该组（组本身保留）。确定删除吗？`);
  await page.getByText('已删除').waitFor();
  await contacts.getByText('共 5 条').waitFor();
  assert.equal(await sun.count(), 0);

  // The group keeps 刘洋, struck through: one member, nobody receiving (a warning).
  await page.goto(`${under.product.url}${GROUPS}`);
  await row.getByText('1 人，无人接收告警').waitFor();
  const struck = row.locator('.ant-tag', { hasText: '刘洋' });
  assert.equal(await struck.evaluate((tag) => getComputedStyle(tag).textDecorationLine), 'line-through');
  assert.equal(await row.getByText('孙丽').count(), 0);
  await page.screenshot({ path: join(screenshotDir, 'monitor-groups-after-1440.png'), fullPage: true });

  // The operation log tells the story.
  await page.goto(`${under.product.url}/account/logging/list`);
  await page.getByText('删除告警联系人（并移出所在的联系人组）').first().waitFor();
  await context.close();
});
