// The online-support AI chat, end to end: the demo app has ENABLE_AI_SUPPORT on and no model configured,
// so answers come straight from the demo help articles, with those articles as references.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();

test('a merchant asks the support chat, gets an answer from a help article with its reference, reads the article and hands over to a human', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await page.getByTestId('support-button').click();
  const chat = page.getByTestId('support-chat');
  await chat.waitFor();
  const input = chat.getByLabel('问题');
  assert.equal(await input.getAttribute('placeholder'), '请输入您想咨询的问题');
  // Common questions come from the help centre's categories.
  await chat.getByRole('button', { name: '如何添加停车场' }).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'support-open-1440.png') });

  // A blank question is not sent; Ctrl+Enter makes a new line.
  await input.fill('   ');
  assert.equal(await chat.getByRole('button', { name: /发\s*送/ }).isDisabled(), true);
  await input.fill('第一行');
  await input.press('Control+Enter');
  await input.type('第二行');
  assert.equal(await input.inputValue(), '第一行\n第二行');

  await input.fill('怎么添加停车场？');
  await input.press('Enter');
  await chat.getByTestId('chat-question').getByText('怎么添加停车场？').waitFor();
  const answer = chat.getByTestId('chat-answer').last();
  await answer.getByText('《如何添加停车场》').first().waitFor();
  await answer.getByText(/在「停车场管理 → 车场列表」点击「新增车场」/).waitFor();
  const reference = answer.getByTestId('chat-references').getByRole('link', { name: '《如何添加停车场》' });
  await reference.waitFor();
  assert.equal(await input.inputValue(), '');
  await answer.getByRole('button', { name: /有帮助/ }).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'support-chat-1440.png') });

  // The reference opens the article's page in a new tab (the login goes along: it is for parking merchants).
  const [article] = await Promise.all([context.waitForEvent('page'), reference.click()]);
  await article.getByTestId('article-detail').getByRole('heading', { name: '如何添加停车场' }).waitFor();
  await article.getByText('点击「提交」，车场进入「待审核」状态。').waitFor();
  await article.screenshot({ path: join(screenshotDir, 'support-article-1440.png') });
  await article.close();

  // A question the help centre does not cover is answered honestly.
  await input.fill('今天天气怎么样');
  await input.press('Enter');
  await chat.getByText(/帮助中心暂未收录与您的问题相关的文章/).waitFor();

  // 转人工: asked first, then a ticket with the conversation.
  await chat.getByRole('button', { name: /转人工/ }).click();
  await chat.getByRole('alertdialog', { name: '将当前对话转给人工客服？' }).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'support-transfer-confirm-1440.png') });
  await chat.getByRole('button', { name: '确定转人工' }).click();
  const notice = chat.getByText(/已为您转人工客服，工单号 KF\d{16}/);
  await notice.waitFor();
  const no = (await notice.textContent()).match(/KF\d{16}/)[0];
  await page.screenshot({ path: join(screenshotDir, 'support-transfer-1440.png') });
  const ticket = await page.evaluate(async (number) => {
    const token = JSON.parse(localStorage.getItem('accessToken')).value;
    const reply = await fetch(`/api/qa/complaint/list?keywords=${number}`, { headers: { authorization: token } });
    return (await reply.json()).payload.row[0];
  }, no);
  assert.equal(ticket.no, no);
  assert.equal(ticket.title, '怎么添加停车场？');
  assert.equal(ticket.status, 'open');
  await context.close();
});

test('the public article page needs no login for articles for everyone, and the chat fits a phone screen', async () => {
  const visitor = await under.browser.newPage({ locale: 'zh-CN' });
  const list = await (await fetch(`${under.product.url}/api/article/article/list?keywords=导出`)).json();
  const id = list.payload.row.find((row) => row.title === '如何导出报表').id;
  await visitor.goto(`${under.product.url}/help/article/detail?id=${id}`);
  await visitor.getByRole('heading', { name: '如何导出报表' }).waitFor();
  await visitor.getByText('下载链接 15 分钟内有效', { exact: false }).first().waitFor();
  await visitor.close();

  const { context, page } = await signIn(under, 'energy-merchant', { width: 390, height: 780 });
  await page.getByTestId('support-button').click();
  const chat = page.getByTestId('support-chat');
  await chat.getByLabel('问题').fill('充电桩告警怎么处理');
  await chat.getByLabel('问题').press('Enter');
  await chat.getByTestId('chat-references').getByRole('link', { name: '《充电桩告警如何查看和处理》' }).waitFor();
  const box = await chat.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `the chat fits the screen: ${JSON.stringify(box)}`);
  await page.screenshot({ path: join(screenshotDir, 'support-chat-390.png') });
  await context.close();
});
