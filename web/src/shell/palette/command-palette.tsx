import { SearchOutlined } from '@ant-design/icons';
import { Empty, Input, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { consoleRoutes } from '../../app/route-table';
import { useAccessContext } from '../layout/use-access-context';
import { paletteEntries, searchEntries } from './search';

/** Ctrl+K / ⌘K: find any page the user may open by its Chinese title or pinyin initials, then Enter. */
export default function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const access = useAccessContext();
  const entries = useMemo(() => paletteEntries(consoleRoutes, access), [access]);
  const hits = useMemo(() => searchEntries(entries, text), [entries, text]);

  const go = (index: number) => {
    const hit = hits[index];
    if (!hit) return;
    onClose();
    navigate(hit.path);
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} closable={false} width={560} afterOpenChange={(visible) => !visible && (setText(''), setActive(0))} styles={{ body: { padding: 0 } }} destroyOnHidden>
      <Input
        autoFocus
        size="large"
        variant="borderless"
        prefix={<SearchOutlined />}
        placeholder="搜索页面：输入名称或拼音首字母，如 tcjl"
        value={text}
        data-testid="palette-input"
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, hits.length - 1));
          else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
          else if (event.key === 'Enter') go(active);
          else return;
          event.preventDefault();
        }}
        style={{ padding: '12px 16px', borderBottom: '1px solid #f0f0f0' }}
      />
      <div role="listbox" style={{ maxHeight: 360, overflowY: 'auto', padding: 8 }} data-testid="palette-results">
        {hits.length === 0 ? (
          <Empty description="没有找到可以打开的页面" image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          hits.map((hit, index) => (
            <div
              key={hit.path}
              role="option"
              aria-selected={index === active}
              onMouseEnter={() => setActive(index)}
              onClick={() => go(index)}
              style={{ padding: '8px 12px', borderRadius: 6, cursor: 'pointer', background: index === active ? '#f0f5ff' : undefined }}
            >
              <Typography.Text>{hit.title}</Typography.Text>
              {hit.trail && (
                <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                  {hit.trail}
                </Typography.Text>
              )}
            </div>
          ))
        )}
      </div>
    </Modal>
  );
}
