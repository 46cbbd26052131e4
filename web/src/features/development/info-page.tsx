import { ReloadOutlined } from '@ant-design/icons';
import { developmentInfo, formatDateTime } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { send } from '../../lib/request';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { StatisticCards } from '../../widgets/statistic-cards/statistic-cards';

/** 3 天 4 小时 5 分 */
export function uptimeText(seconds: number) {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  return [days && `${days} 天`, (days || hours) && `${hours} 小时`, `${minutes} 分`].filter(Boolean).join(' ');
}

/** 123.4 MB */
export const bytesText = (bytes: number) => (bytes >= 1 << 30 ? `${(bytes / (1 << 30)).toFixed(2)} GB` : `${(bytes / (1 << 20)).toFixed(1)} MB`);

/** The browser this page runs in: what a developer asks a user for first. */
function browserFacts() {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src.split('/').pop();
  return [
    { key: 'ua', label: '浏览器', children: navigator.userAgent },
    { key: 'screen', label: '屏幕与窗口', children: `${window.screen.width} × ${window.screen.height}（窗口 ${window.innerWidth} × ${window.innerHeight}，像素比 ${window.devicePixelRatio}）` },
    { key: 'language', label: '语言与时区', children: `${navigator.language} · ${Intl.DateTimeFormat().resolvedOptions().timeZone}` },
    { key: 'release', label: '前端版本', children: entry ?? '开发模式（未打包）' },
    { key: 'online', label: '网络', children: navigator.onLine ? <Tag color="green">在线</Tag> : <Tag color="red">离线</Tag> },
  ];
}

/**
 * 开发信息 (`/development/info`): the server's version, runtime and uptime, its database and the migrations it applied,
 * the API, the errors of today and the last 7 days, and this browser. docs/decisions.md, "Development tools".
 */
export default function DevelopmentInfoPage() {
  const info = useQuery({ queryKey: [developmentInfo.path], queryFn: () => send(developmentInfo, undefined, { silent: true }) });
  if (info.isPending) return <Skeleton active paragraph={{ rows: 10 }} style={{ background: '#fff', padding: 24, borderRadius: 8 }} />;
  if (info.error) return <ErrorPanel error={info.error} onRetry={() => void info.refetch()} />;
  const { server, database, api, errors } = info.data;
  const column = { xs: 1, md: 2 };
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <StatisticCards
        data-testid="development-cards"
        items={[
          { key: 'uptime', title: '服务已运行', value: uptimeText(server.uptime_seconds) },
          { key: 'memory', title: '内存占用', value: bytesText(server.memory_rss) },
          { key: 'today', title: '今日错误', value: errors.today, to: '/development/error-log' },
          { key: 'week', title: '近 7 天错误', value: errors.last_7_days, to: '/development/error-log' },
        ]}
      />
      <Card
        size="small"
        title="服务"
        extra={
          <Button size="small" icon={<ReloadOutlined />} loading={info.isFetching} onClick={() => void info.refetch()}>
            刷新
          </Button>
        }
      >
        <Descriptions
          size="small"
          column={column}
          items={[
            { key: 'version', label: '版本', children: server.version || '-' },
            { key: 'node', label: 'Node.js', children: server.node },
            { key: 'platform', label: '操作系统', children: server.platform },
            { key: 'tz', label: '时区', children: server.time_zone },
            { key: 'started', label: '启动时间', children: formatDateTime(server.started_at) },
            { key: 'heap', label: '堆内存', children: bytesText(server.heap_used) },
          ]}
        />
      </Card>
      <Card size="small" title="数据库">
        <Descriptions
          size="small"
          column={column}
          items={[
            { key: 'kind', label: '类型', children: database.kind },
            { key: 'version', label: '版本', children: <span title={database.version}>{database.version.split(/,| on /)[0]}</span> },
            { key: 'migrations', label: '已执行迁移', children: `${database.migrations} 个` },
            { key: 'latest', label: '最新迁移', children: `${database.latest_migration}（${formatDateTime(database.latest_migration_time)}）` },
          ]}
        />
      </Card>
      <Card size="small" title="接口">
        <Descriptions
          size="small"
          column={column}
          items={[
            { key: 'calls', label: '接口数', children: <a href="/api/docs" target="_blank" rel="noreferrer">{api.calls} 个（接口文档）</a> },
            { key: 'log', label: '日志级别', children: api.log_level },
            { key: 'errors', label: '错误日志', children: <Link to="/development/error-log">查看错误日志</Link> },
          ]}
        />
      </Card>
      <Card size="small" title="当前浏览器">
        <Descriptions size="small" column={1} items={browserFacts()} />
      </Card>
    </div>
  );
}
