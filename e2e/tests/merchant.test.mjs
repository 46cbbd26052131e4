// Merchant administration end to end (issue 5, steps 1 and 5 of its story, with its steps 2 to 4 for the new
// merchant): the platform operator creates a merchant under a partner — area picked from the region tree, products,
// subject with its licence, main account — audits its subject, sees it in the list (search, export, disable and
// enable); the merchant's main account signs in, sees its subject approved, creates a department and a
// sub-account in it; every change is in the logging list and in the merchant's timeline.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { noisyPng } from './png.mjs';
import { DEMO_PASSWORD, pick, productUnderTest, promptedBefore, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const LIST = '/account/merchant/manage/list';
const NAME = '前海智慧停车有限公司';

/** Picks an option in an antd select or cascader dropdown that is open now. */

test('the operator creates and audits a merchant; its main account administers it; every change is logged', async () => {
  const { context, page } = await signIn(under, 'admin');
  await page.goto(`${under.product.url}${LIST}`);
  await page.getByTestId('merchant-summary').getByText('11').first().waitFor();
  await page.getByRole('button', { name: /新建商户/ }).click();
  await page.getByRole('menuitem', { name: '新建商户' }).click();
  await page.waitForURL(/\/merchant\/merchant\/generic\/create$/);

  const form = page.locator('form#merchant-create-merchant');
  // Saving an empty form names what is missing.
  await form.getByRole('checkbox', { name: '停车商户平台' }).waitFor();
  await form.getByRole('button', { name: '创建商户' }).click();
  await form.getByText('请输入商户名称').waitFor();
  await form.getByText('请至少开通一个产品').waitFor();

  await form.getByLabel('商户名称').fill(NAME);
  await form.getByLabel('联系人').fill('黄磊');
  await form.getByLabel('联系电话').fill('13912345678');
  // The area from the region tree: province, city, district.
  await form.getByLabel('所在地区').click();
  await pick(page, '广东省');
  await pick(page, '深圳市');
  await pick(page, '南山区');
  await form.getByLabel('详细地址').fill('前海大道 100 号');
  await form.getByLabel('上级商户').click();
  await page.keyboard.type('泊联');
  await pick(page, '深圳泊联科技有限公司');
  await form.getByRole('checkbox', { name: '停车商户平台' }).check();
  await form.getByRole('checkbox', { name: '停车优惠券平台' }).check();
  await form.getByLabel('主体名称').fill(NAME);
  await form.getByLabel('统一社会信用代码').fill('91440300MA5G00001X');
  await form.getByLabel('法定代表人', { exact: true }).fill('黄磊');
  // The licence: a large photo, compressed in the browser before it is uploaded.
  await form.getByTestId('image-upload-input').nth(1).setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: noisyPng(1600, 1100, 7) });
  await form.getByTestId('image-upload').nth(1).getByRole('img', { name: '已上传的图片' }).waitFor();
  await form.getByLabel('登录账号').fill('qianhai');
  await form.getByLabel('姓名').fill('黄磊');
  await form.getByLabel('手机号', { exact: true }).fill('13912345678');
  await form.getByLabel('初始密码').fill('Qianhai-2026');
  await form.getByRole('button', { name: '创建商户' }).click();
  // A wrong credit code is refused with its rule's message, in place.
  await form.getByText('请输入正确的统一社会信用代码').waitFor();
  await form.getByLabel('统一社会信用代码').fill('91440300MA5G00001W');
  await page.screenshot({ path: join(screenshotDir, 'merchant-create-1440.png'), fullPage: true });
  await form.getByRole('button', { name: '创建商户' }).click();
  await page.waitForURL(new RegExp(`${LIST}$`));

  // In the list: search, then the detail.
  await page.getByLabel('商户', { exact: true }).fill('前海');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const table = page.getByTestId('table-merchant-list');
  await table.getByText('共 1 条').waitFor();
  const row = table.locator('.ant-table-row', { hasText: NAME });
  await row.getByText('深圳泊联科技有限公司（服务商客户）').waitFor();
  await row.getByText('待审核').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'merchant-list-1440.png') });

  // Export the filtered list: a job for the report centre.
  await page.getByRole('button', { name: /导出/ }).click();
  await page.getByText('CSV 文件（.csv）').click();
  await page.locator('.ant-modal-confirm-title', { hasText: '导出任务已创建' }).waitFor();
  await page.getByRole('button', { name: '留在本页' }).click();

  // Disable (confirmed) and enable again.
  await row.getByRole('button', { name: '停用' }).click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await row.locator('.ant-tag', { hasText: /^停用$/ }).waitFor();
  await row.getByRole('button', { name: '启用' }).click();
  await row.locator('.ant-tag', { hasText: /^启用$/ }).waitFor();

  // The detail: audit the subject.
  await row.getByRole('button', { name: '详情' }).click();
  await page.waitForURL(/\/account\/merchant\/detail\?id=\d+$/);
  const merchantId = Number(new URL(page.url()).searchParams.get('id'));
  await page.getByText('广东省深圳市南山区').waitFor();
  await page.getByRole('tab', { name: '主体信息' }).click();
  await page.getByRole('button', { name: /审\s*核/ }).click();
  const audit = page.locator('.ant-modal', { hasText: '审核主体认证' });
  await audit.getByText('驳回', { exact: true }).click();
  await audit.getByRole('button', { name: /提\s*交/ }).click();
  await audit.getByText('驳回时请填写审核意见').first().waitFor();
  await audit.getByText('通过', { exact: true }).click();
  await audit.getByRole('button', { name: /提\s*交/ }).click();
  await page.getByText('已通过认证').waitFor();
  await page.getByRole('tabpanel', { name: '主体信息' }).getByText('已认证').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'merchant-detail-subject-1440.png') });
  await page.getByRole('tab', { name: '已开通产品' }).click();
  await page.getByRole('tabpanel', { name: '已开通产品' }).getByText('停车优惠券平台').waitFor();
  await page.getByRole('tab', { name: '子账号' }).click();
  await page.getByRole('tabpanel', { name: '子账号' }).getByText('qianhai').waitFor();
  await page.getByRole('tab', { name: '操作记录' }).click();
  const timeline = page.getByRole('tabpanel', { name: '操作记录' });
  await timeline.getByText(/^停用商户.*（状态：启用 → 停用）/).waitFor();
  await timeline.getByText(/^新建商户（含主体、开通产品与主账号）/).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'merchant-detail-timeline-1440.png') });

  // The new main account: its merchant, its subject approved, a department and a sub-account in it.
  const owner = await under.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`${under.product.url}/`);
  await ownerPage.getByPlaceholder('账号').fill('qianhai');
  await ownerPage.getByPlaceholder('密码').fill('Qianhai-2026');
  await ownerPage.keyboard.press('Enter');
  await ownerPage.waitForURL(/\/home\/index$/);
  await ownerPage.goto(`${under.product.url}/account/merchant/info`);
  await ownerPage.getByTestId('own-subject').getByText('已认证').waitFor();
  await ownerPage.getByText('深圳泊联科技有限公司（100100）').waitFor();
  await ownerPage.screenshot({ path: join(screenshotDir, 'merchant-info-1440.png'), fullPage: true });
  // No merchant administration for a plain merchant.
  await ownerPage.goto(`${under.product.url}${LIST}`);
  await ownerPage.waitForURL(/\/error-page\/no-auth\?/);

  await ownerPage.goto(`${under.product.url}/account/role-permission/department`);
  await ownerPage.getByRole('button', { name: '新增顶级部门' }).click();
  const departmentDialog = ownerPage.locator('.ant-modal:visible');
  await departmentDialog.getByLabel('部门名称').fill('收费部');
  await departmentDialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await ownerPage.getByTestId('department-tree').getByText('收费部').waitFor();

  await ownerPage.goto(`${under.product.url}/account/role-permission/sub-account/add`);
  const accountForm = ownerPage.locator('form#sub-account-add');
  await accountForm.getByLabel('登录账号').fill('qianhai-cashier');
  await accountForm.getByLabel('姓名').fill('收费员');
  await accountForm.getByLabel('手机号').fill('13700002222');
  await accountForm.getByLabel('部门').click();
  await ownerPage.locator('.ant-select-dropdown:visible').getByText('收费部').click();
  await accountForm.getByRole('button', { name: /^保\s*存$/ }).click();
  await ownerPage.getByText('初始密码').first().waitFor();

  // Step 5: the merchant's own log holds its changes; the operator's holds the creation with its values.
  await ownerPage.goto(`${under.product.url}/account/logging/list`);
  const ownLog = ownerPage.getByTestId('table-logging');
  await ownLog.getByText('新建子账号').waitFor();
  await ownLog.getByText('新建部门').waitFor();
  await ownerPage.screenshot({ path: join(screenshotDir, 'merchant-own-logging-1440.png') });

  // 账号设置 from the avatar menu: a new mobile (password checked), then a new password ends the session.
  await ownerPage.getByTestId('avatar').click();
  await ownerPage.getByRole('menuitem', { name: '账号设置' }).click();
  await ownerPage.waitForURL(/\/account\/role-permission\/mine$/);
  await ownerPage.getByText('账号权限管理').waitFor();
  const mobileForm = ownerPage.locator('form#mine-mobile');
  await mobileForm.getByLabel('新手机号').fill('13612345678');
  await mobileForm.getByLabel('当前密码').fill('wrong-password');
  await mobileForm.getByRole('button', { name: '修改手机号' }).click();
  await ownerPage.getByText('当前密码错误').waitFor();
  await mobileForm.getByLabel('当前密码').fill('Qianhai-2026');
  await mobileForm.getByRole('button', { name: '修改手机号' }).click();
  await ownerPage.getByText('手机号已修改').waitFor();
  await ownerPage.getByText('136****5678').waitFor();
  const passwordForm = ownerPage.locator('form#mine-password');
  await passwordForm.getByLabel('原密码').fill('Qianhai-2026');
  await passwordForm.getByLabel('新密码', { exact: true }).fill('Qianhai-2027');
  await passwordForm.getByLabel('确认新密码').fill('Qianhai-2027');
  await ownerPage.screenshot({ path: join(screenshotDir, 'account-mine-1440.png'), fullPage: true });
  await passwordForm.getByRole('button', { name: '修改密码' }).click();
  await ownerPage.getByRole('button', { name: '重新登录' }).click();
  await ownerPage.getByPlaceholder('账号').fill('qianhai');
  await ownerPage.getByPlaceholder('密码').fill('Qianhai-2027');
  await ownerPage.keyboard.press('Enter');
  await ownerPage.waitForURL(/\/home\/index$/);
  await owner.close();

  await page.goto(`${under.product.url}/account/logging/list?target_type=merchant&keywords=${encodeURIComponent('前海')}`);
  const log = page.getByTestId('table-logging');
  await log.getByText('新建商户（含主体、开通产品与主账号）').waitFor();
  await log.getByText(`${NAME}（${merchantId}）`).first().waitFor();
  // Created, disabled, enabled.
  await log.getByText('共 3 条').waitFor();
  assert.equal(await log.locator('.ant-table-row').count(), 3);
  await page.screenshot({ path: join(screenshotDir, 'merchant-logging-1440.png') });
  await context.close();
});

test('a merchant applies to settle under a partner from the apply page; the partner approves it', async () => {
  // Without a session the apply page sends to the login with login_other=1, and comes back after it.
  const context = await under.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${under.product.url}/merchant/business/apply`);
  await page.waitForURL(/\/\?redirect=%2Fmerchant%2Fbusiness%2Fapply&login_other=1$/);
  await promptedBefore(page);
  await page.getByPlaceholder('账号').fill('energy-merchant');
  await page.getByPlaceholder('密码').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/merchant\/business\/apply$/);

  const form = page.locator('form#business-apply-form');
  await form.getByLabel('联系人').waitFor();
  assert.equal(await form.getByLabel('联系人').inputValue(), '孙强');
  await form.getByLabel('申请业务').click();
  await pick(page, '停车场入驻');
  await form.getByText('通过后开通：停车商户平台').waitFor();
  await form.getByLabel('受理方').click();
  await pick(page, '深圳泊联科技有限公司');
  await form.getByLabel('联系电话').fill('13800000201');
  await form.getByLabel('申请说明').fill('南山快充站旁地面停车场 80 个车位');
  await page.screenshot({ path: join(screenshotDir, 'business-apply-form-1440.png') });
  await form.getByRole('button', { name: '提交申请' }).click();
  await page.waitForURL(/\/account\/manage\/apply$/);
  const mine = page.getByTestId('table-business-apply');
  const row = mine.locator('.ant-table-row', { hasText: '深圳泊联科技有限公司' });
  await row.getByText('待审核').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'business-apply-list-1440.png') });

  // The partner approves it from its audit list; the applicant becomes its customer.
  const partner = await signIn(under, 'parking-partner');
  await partner.page.goto(`${under.product.url}/account/manage/audit?status=0`);
  const queue = partner.page.getByTestId('table-business-audit');
  const pending = queue.locator('.ant-table-row', { hasText: '南山快充站' });
  await pending.getByRole('button', { name: '详情' }).click();
  await partner.page.waitForURL(/\/account\/merchant\/apply\/detail\?id=\d+$/);
  await partner.page.getByText('南山快充站旁地面停车场 80 个车位').waitFor();
  await partner.page.getByRole('tab', { name: '主体信息' }).click();
  await partner.page.getByRole('tabpanel', { name: '主体信息' }).getByText('91440300MA5100201H').waitFor();
  await partner.page.screenshot({ path: join(screenshotDir, 'business-apply-detail-1440.png') });
  await partner.page.getByRole('button', { name: /^通\s*过$/ }).first().click();
  const dialog = partner.page.locator('.ant-modal', { hasText: '通过申请' });
  await dialog.getByText('将成为本商户的客户').waitFor();
  await dialog.getByRole('button', { name: /^通\s*过$/ }).click();
  await partner.page.getByText('已通过，对方已成为合作商户').waitFor();
  await partner.page.goto(`${under.product.url}/account/merchant/manage/list?keywords=100201`);
  await partner.page.getByTestId('table-merchant-list').getByText('南山快充站').waitFor();
  await partner.context.close();

  await page.reload();
  await mine.locator('.ant-table-row', { hasText: '深圳泊联科技有限公司' }).getByText('已通过').waitFor();
  await context.close();
});

test('the operator registers a contract for a merchant with its scanned copy; terminating it ends what it covers; the merchant reads its own', async () => {
  const day = (days) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + days * 86_400_000));
  const { context, page } = await signIn(under, 'admin');
  await page.goto(`${under.product.url}/account/merchant/contract/list`);
  const table = page.getByTestId('table-contract-list');
  await table.locator('.ant-table-row', { hasText: 'ZB-2025-0188' }).getByText('即将到期').waitFor();
  await page.getByRole('button', { name: /登记合同/ }).click();
  await page.waitForURL(/\/account\/merchant\/contract\/create$/);

  const form = page.locator('form#contract-create');
  await form.getByRole('button', { name: '登记合同' }).click();
  await form.getByText('请选择商户').waitFor();
  await form.getByText('请选择生效日期').waitFor();
  await form.getByLabel('商户').click();
  await page.keyboard.type('罗湖');
  await pick(page, '罗湖万象停车场');
  await form.getByLabel('合同编号').fill('ZB-2026-0300');
  await form.getByLabel('合同名称').fill('停车场智慧运营服务合同');
  await form.getByPlaceholder('生效日期').click();
  // (Tab, not Enter: Enter submits the form.)
  await form.getByPlaceholder('生效日期').fill(day(0));
  await page.keyboard.press('Tab');
  await form.getByPlaceholder('到期日期（不填为长期）').fill(day(365));
  await page.keyboard.press('Tab');
  await form.getByLabel('合同金额').fill('36000');
  await form.getByLabel('涵盖产品').click();
  await pick(page, '停车商户平台');
  await page.keyboard.press('Escape');
  const pdf = readFileSync(new URL('../../web/public/demo/contract.pdf', import.meta.url));
  await form.getByTestId('file-upload-input').setInputFiles({ name: '合同扫描件.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form.getByText('合同扫描件.pdf').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'contract-create-1440.png'), fullPage: true });
  await form.getByRole('button', { name: '登记合同' }).click();
  await page.waitForURL(/\/account\/merchant\/contract\/list/);
  const row = table.locator('.ant-table-row', { hasText: 'ZB-2026-0300' });
  await row.getByText('生效中').waitFor();
  await row.getByText('¥36,000.00').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'contract-list-1440.png') });

  // The merchant's detail: its 合同 tab lists it; a grant's 登记合同 picks one of its contracts in force.
  await page.goto(`${under.product.url}/account/merchant/detail?id=100103`);
  await page.getByRole('tab', { name: '合同' }).click();
  await page.getByRole('tabpanel', { name: '合同' }).getByText('ZB-2026-0300').waitFor();
  await page.getByRole('tab', { name: '已开通产品' }).click();
  const grants = page.getByRole('tabpanel', { name: '已开通产品' });
  await grants.locator('.ant-table-row', { hasText: '停车商户平台' }).getByRole('button', { name: '登记合同' }).click();
  const pickDialog = page.locator('.ant-modal', { hasText: '登记合同 · 停车商户平台' });
  await pickDialog.getByLabel('合同').click();
  await pick(page, `ZB-2026-0300 停车场智慧运营服务合同（${day(0)} 至 ${day(365)}）`);
  await page.screenshot({ path: join(screenshotDir, 'contract-grant-dialog-1440.png') });
  await pickDialog.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('合同已登记').waitFor();
  await page.goto(`${under.product.url}/account/merchant/contract/list`);

  await row.getByRole('button', { name: '查看' }).click();
  await page.waitForURL(/\/account\/merchant\/contract\/detail\?id=\d+$/);
  await page.getByRole('tabpanel', { name: '涵盖产品' }).getByText(`${day(365)} 23:59:59`).waitFor();
  await page.getByRole('tab', { name: '合同附件' }).click();
  await page.getByRole('tabpanel', { name: '合同附件' }).getByRole('link', { name: /合同扫描件\.pdf/ }).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'contract-detail-1440.png') });
  await page.getByRole('button', { name: '终止合同' }).click();
  const dialog = page.locator('.ant-modal', { hasText: '终止合同 · ZB-2026-0300' });
  await dialog.getByText('将立即到期失效').waitFor();
  await dialog.getByLabel('终止原因').fill('商户停业');
  await dialog.getByRole('button', { name: '终止合同' }).click();
  await page.getByText('合同已终止').waitFor();
  await page.locator('.ant-descriptions').getByText('商户停业').waitFor();
  await page.getByRole('tab', { name: '涵盖产品' }).click();
  await page.getByRole('tabpanel', { name: '涵盖产品' }).getByText('已失效').waitFor();
  await page.getByRole('tab', { name: '操作记录' }).click();
  await page.getByRole('tabpanel', { name: '操作记录' }).getByText(/终止原因：商户停业/).waitFor();
  assert.equal(await page.getByRole('button', { name: '终止合同' }).count(), 0);
  await context.close();

  // The merchant reads its own contracts (registered by the platform); it changes none.
  const merchant = await signIn(under, 'parking-merchant');
  await merchant.page.goto(`${under.product.url}/account/merchant/contract/list`);
  const own = merchant.page.getByTestId('table-contract-list');
  await own.locator('.ant-table-row', { hasText: 'ZB-2023-0042' }).getByText('已终止').waitFor();
  assert.equal(await own.locator('.ant-table-row').count(), 3);
  assert.equal(await merchant.page.getByRole('button', { name: /登记合同/ }).count(), 0);
  assert.equal(await own.getByRole('button', { name: '终止' }).count(), 0);
  await merchant.page.screenshot({ path: join(screenshotDir, 'contract-list-merchant-1440.png') });
  await merchant.context.close();
});
