import type { FoundArticle } from '../../article/article.service.js';
import type { ModelMessage } from './chat.model.js';

/** The text of each article the model is shown (the rest is left out to keep the prompt small). */
const ARTICLE_TEXT_LIMIT = 1500;

export const NOT_FOUND_ANSWER =
  '抱歉，帮助中心暂未收录与您的问题相关的文章。您可以换个说法再问一次，或点击「转人工」，由客服人员为您处理。';

export const TRANSFER_HINT = '如果以上内容没有解决您的问题，可以点击「转人工」，由客服人员为您处理。';

export const INTERRUPTED_NOTE = '\n\n（回答中断：智能客服暂时不可用，请稍后重试或点击「转人工」。）';

/**
 * The answer without a model: the best articles' summaries, quoted as they are written, each with a link
 * to the whole article. Nothing is composed beyond the articles' own words.
 */
export function articlesAnswer(found: FoundArticle[]): string {
  if (found.length === 0) return NOT_FOUND_ANSWER;
  const parts = [found.length === 1 ? '帮助中心的这篇文章可能对您有帮助：' : '帮助中心的以下文章可能对您有帮助：'];
  found.forEach((a, i) => {
    const gist = a.summary || a.text.split('\n').find((line) => line.trim()) || '';
    parts.push(`**${found.length > 1 ? `${i + 1}. ` : ''}《${a.title}》**\n\n${gist}\n\n[查看全文](${a.link})`);
  });
  parts.push(TRANSFER_HINT);
  return parts.join('\n\n');
}

/** The answer cut in pieces, so that it reaches the chat the same way a model's does. */
export function* pieces(text: string, size = 24): Generator<string> {
  const chars = [...text];
  for (let i = 0; i < chars.length; i += size) yield chars.slice(i, i + size).join('');
}

/** Grounds the model in the retrieved articles and tells it to say so when they do not answer. */
export function groundedPrompt(siteName: string, found: FoundArticle[], history: ModelMessage[], question: string): ModelMessage[] {
  const articles = found
    .map((a, i) => `[${i + 1}]《${a.title}》\n摘要：${a.summary || '（无）'}\n正文：${a.text.slice(0, ARTICLE_TEXT_LIMIT)}`)
    .join('\n\n');
  const system = [
    `你是「${siteName}」的在线客服助手，为商户管理平台（停车、充电、支付、发票等业务的管理后台）的用户解答使用问题。`,
    '规则：',
    '1. 只依据下面「帮助文章」中的内容回答；不要编造文章里没有的功能、菜单路径、电话、价格或数据。',
    '2. 文章不能回答用户的问题时，直接说明「帮助中心暂未收录该问题」，并建议用户点击「转人工」。',
    '3. 用简体中文和 Markdown 回答，操作步骤用有序列表，简洁明了。',
    '4. 回答末尾用「参考：《文章标题》」注明依据的文章。',
    '',
    '帮助文章：',
    articles,
  ].join('\n');
  return [{ role: 'system', content: system }, ...history, { role: 'user', content: question }];
}
