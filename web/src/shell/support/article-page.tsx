import { articleGet, formatDateTime, type CallReply } from '@console/contract';
import { Result, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RequestError, send } from '../../lib/request';
import { useTheme } from '../theme/theme-context';
import '../../widgets/rich-text/rich-text.css';

/**
 * A help article on its own public page (the support chat's references open it in a new tab). Without a
 * login it shows the articles for everyone; the console's login, when there is one, is sent along and
 * shows the articles for the user's merchant too. The content was sanitised by the server when stored.
 */
export default function ArticlePage() {
  const theme = useTheme();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [article, setArticle] = useState<CallReply<typeof articleGet>>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!Number.isInteger(id) || id < 1) return setError('文章不存在');
    send(articleGet, { id }, { silent: true }).then(setArticle, (e: unknown) => setError(e instanceof RequestError ? e.message : '文章加载失败'));
  }, [id]);
  useEffect(() => {
    document.title = `${article?.title ?? '帮助中心'} - ${theme.siteName}`;
  }, [article, theme.siteName]);

  return (
    <main style={{ minHeight: '100vh', background: '#f5f7fa', padding: '32px 16px' }}>
      <article style={{ maxWidth: 860, margin: '0 auto', background: '#fff', borderRadius: 8, padding: '32px 40px' }} data-testid="article-detail">
        {error ? (
          <Result status="404" title={error} subTitle="文章可能已下架，或仅对部分用户开放（请登录控制台后再打开）。" />
        ) : !article ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <>
            <div style={{ color: '#8c8c8c', marginBottom: 8 }}>帮助中心{article.category_name ? ` / ${article.category_name}` : ''}</div>
            <h1 style={{ fontSize: 24, margin: '0 0 12px' }}>{article.title}</h1>
            <div style={{ color: '#8c8c8c', marginBottom: 20, display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
              {article.publish_time && <span>更新于 {formatDateTime(article.update_time || article.publish_time, { seconds: false })}</span>}
              {article.tags.map((tag) => (
                <Tag key={tag.id}>{tag.name}</Tag>
              ))}
            </div>
            {article.summary && (
              <p style={{ background: '#f6f8fb', borderLeft: '3px solid #409eff', padding: '10px 14px', lineHeight: 1.8, margin: '0 0 20px' }}>{article.summary}</p>
            )}
            <div className="rich-text" style={{ lineHeight: 1.8, wordBreak: 'break-word' }} dangerouslySetInnerHTML={{ __html: article.content || '<p>（无正文）</p>' }} />
          </>
        )}
      </article>
    </main>
  );
}
