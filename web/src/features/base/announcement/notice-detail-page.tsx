import { announcementGet, type CallReply, formatDateTime } from '@console/contract';
import { Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RequestError, send } from '../../../lib/request';
import { useTheme } from '../../../shell/theme/theme-context';
import { AnnouncementTags } from './labels';
import '../../../widgets/rich-text/rich-text.css';

/**
 * A published announcement on its own public page (opened from the message centre in a new tab). The
 * content was sanitised by the server when it was stored.
 */
export default function NoticeDetailPage() {
  const theme = useTheme();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [notice, setNotice] = useState<CallReply<typeof announcementGet>>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!Number.isInteger(id) || id < 1) return setError('公告不存在');
    send(announcementGet, { id }, { silent: true }).then(setNotice, (e: unknown) => setError(e instanceof RequestError ? e.message : '公告加载失败'));
  }, [id]);
  useEffect(() => {
    document.title = `${notice?.title ?? '平台公告'} - ${theme.siteName}`;
  }, [notice, theme.siteName]);

  return (
    <main style={{ minHeight: '100vh', background: '#f5f7fa', padding: '32px 16px' }}>
      <article style={{ maxWidth: 860, margin: '0 auto', background: '#fff', borderRadius: 8, padding: '32px 40px' }} data-testid="notice-detail">
        {error ? (
          <Result status="404" title={error} subTitle="公告可能已撤回或尚未发布。" />
        ) : !notice ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <>
            <h1 style={{ fontSize: 24, margin: '0 0 12px' }}>{notice.title}</h1>
            <div style={{ color: '#8c8c8c', marginBottom: 24, display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
              <span>发布时间：{formatDateTime(notice.publish_time)}</span>
              <AnnouncementTags tags={notice.tags} />
            </div>
            <div className="rich-text" style={{ lineHeight: 1.8, wordBreak: 'break-word' }} dangerouslySetInnerHTML={{ __html: notice.content || '<p>（无正文）</p>' }} />
          </>
        )}
      </article>
    </main>
  );
}
