// Export and import end to end: an export queued from a list appears in the report centre with its progress
// and downloads; a file imported from a list is applied by the job worker while its progress page follows it.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();

test('export a filtered list, follow it in the report centre and download the file', async () => {
  const { context, page } = await signIn(under, 'admin');
  await page.goto(`${under.product.url}/base/services/announcement/notice/list?title=%E9%80%9A%E7%9F%A5`);
  await page.getByTestId('table-announcement-notice').locator('.ant-table-row').first().waitFor();
  await page.getByRole('button', { name: /导出/ }).click();
  await page.getByText('Excel 文件（.xlsx）').click();
  await page.locator('.ant-modal-confirm-title', { hasText: '导出任务已创建' }).waitFor();
  await page.getByRole('button', { name: '前往报表中心' }).click();
  await page.waitForURL(/\/account\/report\/list$/);
  const table = page.getByTestId('table-report-centre');
  const row = table.locator('.ant-table-row', { hasText: '平台公告' }).first();
  await row.getByText('已完成').waitFor({ timeout: 30_000 });
  await page.screenshot({ path: join(screenshotDir, 'report-centre-1440.png') });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: '下载' }).click();
  const file = await download;
  assert.match(file.suggestedFilename(), /\.xlsx$/);
  const path = await file.path();
  const { statSync } = await import('node:fs');
  assert.ok(statSync(path).size > 1000, 'an Excel file with rows');
  await context.close();
});

test('import a file with good and bad rows and watch its progress to the end', async () => {
  const { context, page } = await signIn(under, 'admin');
  await page.goto(`${under.product.url}/base/services/message/push/list`);
  await page.getByTestId('table-message-push').waitFor();
  await page.getByRole('button', { name: '批量导入' }).click();
  const dialog = page.locator('.ant-modal', { hasText: '批量导入：站内消息批量推送' });
  await dialog.waitFor();
  // Nothing chosen yet: the spec's messages.
  await dialog.getByRole('button', { name: '创建导入任务' }).click();
  await dialog.getByText('请上传需要批量导入的文件').waitFor();

  const lines = ['接收商户编号,标题,内容,链接'];
  for (let i = 1; i <= 40; i++) lines.push(i % 10 === 0 ? `99999999,无效商户 ${i},第 ${i} 行,` : `${[100101, 100201, 100102][i % 3]},导入测试消息 ${i},第 ${i} 行,/home/index`);
  await dialog.getByTestId('file-upload-input').setInputFiles({ name: '推送名单.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
  await dialog.getByText('推送名单.csv').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'import-dialog-1440.png') });
  await dialog.getByRole('button', { name: '创建导入任务' }).click();
  await page.locator('.ant-modal-confirm-title', { hasText: '创建导入任务成功' }).waitFor();
  await page.getByRole('button', { name: '查看导入进度' }).click();
  await page.waitForURL(/\/account\/report\/batch\/detail\?batch_no=/);
  const detail = page.getByTestId('batch-detail');
  await detail.getByText('已完成').waitFor({ timeout: 60_000 });
  await detail.getByText('推送名单.csv').waitFor();
  const stat = async (name) => Number((await page.getByTestId(`batch-${name}`).locator('.ant-statistic-content-value').textContent()).replace(/,/g, ''));
  assert.equal(await stat('总行数'), 40);
  assert.equal(await stat('成功'), 36);
  assert.equal(await stat('失败'), 4);
  const rejected = page.getByTestId('table-batch-task');
  await rejected.getByText('共 4 条').waitFor();
  assert.ok((await rejected.locator('.ant-table-row').first().textContent()).includes('99999999'));
  await page.screenshot({ path: join(screenshotDir, 'import-progress-1440.png') });

  await page.goto(`${under.product.url}/base/services/message/push/list?title=%E5%AF%BC%E5%85%A5%E6%B5%8B%E8%AF%95%E6%B6%88%E6%81%AF`);
  await page.getByTestId('table-message-push').getByText('共 36 条').waitFor();
  await context.close();
});
