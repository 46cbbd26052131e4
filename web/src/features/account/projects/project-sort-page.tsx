import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { projectList, projectSort, type CallReply } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { PROJECT_LIST, ProjectStatusTag } from './shared';

type Row = CallReply<typeof projectList>['row'][number];

/** The sort call takes up to 500 ids; the screen loads the merchant's projects page by page up to that. */
const MAX = 500;

async function loadAll(): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; rows.length < MAX; page++) {
    const reply = await send(projectList, { page_index: page, page_size: 100 }, { silent: true });
    rows.push(...reply.row);
    if (reply.row.length < 100 || rows.length >= reply.paging_header.total_count) break;
  }
  return rows.slice(0, MAX);
}

const moved = <T,>(list: readonly T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * 项目排序: drag a row by its handle, or use 上移 / 下移 / 置顶 (buttons, or ↑ ↓ on a focused handle); 保存排序
 * numbers the projects 10, 20, 30… in one call. The order is the one lists and selects use.
 */
export default function ProjectSortPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const projects = useQuery({ queryKey: [projectList.path, 'sort-all'], queryFn: loadAll, gcTime: 0, staleTime: Infinity });
  const [order, setOrder] = useState<Row[]>([]);
  const [dragging, setDragging] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<number, HTMLElement>());

  useEffect(() => {
    if (projects.data) setOrder(projects.data);
  }, [projects.data]);

  const original = projects.data ?? [];
  const changed = order.some((row, i) => row.id !== original[i]?.id);

  const move = (from: number, to: number, focus = false) => {
    if (to < 0 || to >= order.length || from === to) return;
    const row = order[from]!;
    setOrder(moved(order, from, to));
    setAnnouncement(`「${row.name}」已移到第 ${to + 1} 位`);
    if (focus) requestAnimationFrame(() => handles.current.get(row.id)?.focus());
  };

  const onHandleKey = (event: KeyboardEvent, index: number) => {
    if (event.key === 'ArrowUp') move(index, index - 1, true);
    else if (event.key === 'ArrowDown') move(index, index + 1, true);
    else if (event.key === 'Home') move(index, 0, true);
    else if (event.key === 'End') move(index, order.length - 1, true);
    else return;
    event.preventDefault();
  };

  const save = async () => {
    setSaving(true);
    try {
      const { changed: count } = await send(projectSort, { ids: order.map((r) => r.id) });
      message.success(count ? `排序已保存（${count} 个项目位置变化）` : '排序没有变化');
      await client.invalidateQueries({ queryKey: [projectList.path] });
    } catch {
      // The request layer has shown why.
    } finally {
      setSaving(false);
    }
  };

  if (projects.isLoading) return <Skeleton active paragraph={{ rows: 8 }} style={{ background: '#fff', padding: 24, borderRadius: 8 }} />;
  if (projects.error) return <ErrorPanel error={projects.error} onRetry={() => void projects.refetch()} />;

  return (
    <Card
      title="项目排序"
      extra={
        <Space>
          <Button onClick={() => navigate(PROJECT_LIST)}>返回列表</Button>
          <Button disabled={!changed || saving} onClick={() => setOrder(original)}>
            恢复
          </Button>
          <Button type="primary" disabled={!changed} loading={saving} onClick={save}>
            保存排序
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">拖动行首的把手调整顺序，或使用右侧的上移、下移、置顶；键盘用户可聚焦把手后按 ↑ ↓（Home / End 移到最前 / 最后）。保存后项目列表和项目选择按此顺序显示。</Typography.Paragraph>
      <div aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {announcement}
      </div>
      {order.length === 0 ? (
        <Empty description="暂无项目" />
      ) : (
        <ol data-testid="project-sort-list" aria-label="项目顺序" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {order.map((row, index) => (
            <li
              key={row.id}
              data-testid="project-sort-item"
              onDragOver={(event) => {
                if (dragging === null) return;
                event.preventDefault();
                if (dragging !== index) {
                  setOrder((list) => moved(list, dragging, index));
                  setDragging(index);
                }
              }}
              onDrop={(event) => event.preventDefault()}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 12,
                padding: '10px 12px',
                marginBottom: 8,
                border: '1px solid #f0f0f0',
                borderRadius: 6,
                background: dragging === index ? '#e6f4ff' : '#fff',
              }}
            >
              <span
                ref={(el) => {
                  if (el) handles.current.set(row.id, el);
                  else handles.current.delete(row.id);
                }}
                role="button"
                tabIndex={0}
                draggable
                aria-label={`拖动「${row.name}」调整顺序，当前第 ${index + 1} 位，可按上下方向键移动`}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(row.id));
                  setDragging(index);
                }}
                onDragEnd={() => setDragging(null)}
                onKeyDown={(event) => onHandleKey(event, index)}
                style={{ cursor: 'grab', color: '#8c8c8c', fontSize: 16, padding: 4 }}
              >
                <HolderOutlined />
              </span>
              <Typography.Text type="secondary" style={{ width: 32 }}>
                {index + 1}
              </Typography.Text>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong ellipsis>
                  {row.name}
                </Typography.Text>
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.code} · {row.type_name} · {row.region_name || '-'}
                  </Typography.Text>
                </div>
              </div>
              {row.grant_count > 0 && <Tag color="blue">已授权 {row.grant_count}</Tag>}
              <ProjectStatusTag status={row.status} />
              <Space size={4}>
                <Tooltip title="置顶">
                  <Button size="small" icon={<VerticalAlignTopOutlined />} aria-label={`置顶「${row.name}」`} disabled={index === 0} onClick={() => move(index, 0)} />
                </Tooltip>
                <Tooltip title="上移">
                  <Button size="small" icon={<ArrowUpOutlined />} aria-label={`上移「${row.name}」`} disabled={index === 0} onClick={() => move(index, index - 1)} />
                </Tooltip>
                <Tooltip title="下移">
                  <Button size="small" icon={<ArrowDownOutlined />} aria-label={`下移「${row.name}」`} disabled={index === order.length - 1} onClick={() => move(index, index + 1)} />
                </Tooltip>
              </Space>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
