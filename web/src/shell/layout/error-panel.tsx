import { Button, Collapse, Result, Space, Typography } from 'antd';
import { RequestError } from '../../lib/request';

/** The error panel (document 1 §2): message, hint and seqno; the detail collapsible and copyable; 重试 and 返回. */
export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const known = error instanceof RequestError ? error : undefined;
  const message = known?.message ?? (error instanceof Error && error.name === 'ChunkLoadError' ? '页面资源加载失败' : '页面加载出错');
  const detail = [known?.hint, known?.seqno && `序列号：${known.seqno}`, !known && error instanceof Error ? `${error.name}: ${error.message}` : undefined].filter(Boolean).join('\n');
  return (
    <Result
      status="error"
      title={message}
      subTitle={known?.hint}
      extra={
        <Space direction="vertical" style={{ width: '100%', maxWidth: 560 }}>
          <Space style={{ justifyContent: 'center', width: '100%' }}>
            <Button type="primary" onClick={onRetry}>
              重试
            </Button>
            <Button onClick={() => window.history.back()}>返回</Button>
          </Space>
          {detail && (
            <Collapse
              size="small"
              items={[{ key: 'detail', label: '错误详情', children: <Typography.Paragraph copyable={{ text: detail }} style={{ whiteSpace: 'pre-wrap', textAlign: 'left', margin: 0 }}>{detail}</Typography.Paragraph> }]}
            />
          )}
        </Space>
      }
    />
  );
}
