import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequestError } from '../../lib/request';
import ArticlePage from './article-page';
import { mockSend } from '../../../test/send';

const send = mockSend();

const article = {
  id: 3,
  key: 'parking-lot-create',
  title: '如何添加停车场',
  summary: '在车场列表点击新增车场。',
  content: '<ol><li>进入车场列表</li></ol>',
  category: 2,
  category_name: '停车场管理',
  tags: [{ id: 1, name: '车场' }],
  crowds: [],
  merchant: 0,
  status: 1,
  publish_time: '2026-09-29T02:00:00.000Z',
  update_time: '2026-09-29T02:00:00.000Z',
  link: '/help/article/detail?id=3',
};

beforeEach(() => send.mockReset());

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ArticlePage />
    </MemoryRouter>,
  );

describe('ArticlePage', () => {
  it('shows the article with its category, tags, summary and content', async () => {
    send.mockResolvedValue(article);
    renderAt('/help/article/detail?id=3');
    expect(await screen.findByRole('heading', { name: '如何添加停车场' })).toBeTruthy();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ path: 'article/article' }), { id: 3 }, { silent: true });
    expect(screen.getByText('帮助中心 / 停车场管理')).toBeTruthy();
    expect(screen.getByText('车场')).toBeTruthy();
    expect(screen.getByText('在车场列表点击新增车场。')).toBeTruthy();
    expect(screen.getByText('进入车场列表').tagName).toBe('LI');
    expect(screen.getByText('更新于 2026-09-29 10:00')).toBeTruthy();
    // The title is set by an effect after the article renders.
    await waitFor(() => expect(document.title).toContain('如何添加停车场'));
  });

  it('says the article does not exist for an unreadable one or a bad id', async () => {
    send.mockRejectedValueOnce(new RequestError({ code: 1404, message: '文章不存在' }));
    renderAt('/help/article/detail?id=9');
    expect(await screen.findByText('文章不存在')).toBeTruthy();
    renderAt('/help/article/detail?id=abc');
    expect((await screen.findAllByText('文章不存在')).length).toBe(2);
  });
});
