import { maskPhone, userList } from '@console/contract';
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { send } from '../../lib/request';

interface Option {
  value: number;
  label: string;
}

/**
 * Picks an app user by the mobile (whole or its last 4+ digits) or the nickname: a search of 用户检索 (`user/user/list`),
 * 已合并 users left out. The value is the user's id.
 */
export function UserPicker({ value, onChange, placeholder = '输入手机号（至少后 4 位）或昵称搜索', id }: { value?: number; onChange?: (value?: number) => void; placeholder?: string; id?: string }) {
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (text: string) => {
    clearTimeout(timer.current);
    const term = text.trim();
    if (!term) return;
    timer.current = setTimeout(async () => {
      setLoading(true);
      try {
        const query = /^[0-9]{4,11}$/.test(term) ? { mobile: term } : { nickname: term.slice(0, 30) };
        const reply = await send(userList, { ...query, page_size: 20 }, { silent: true });
        setOptions(
          reply.row
            .filter((u) => u.status !== 3)
            .map((u) => ({ value: u.id, label: `${u.nickname || '未设置昵称'}（${u.mobile.includes('*') ? u.mobile : maskPhone(u.mobile)}）· ID ${u.id}` })),
        );
      } catch {
        setOptions([]);
      } finally {
        setLoading(false);
      }
    }, 300);
  };
  return (
    <Select<number>
      id={id}
      aria-label={placeholder}
      showSearch
      filterOption={false}
      onSearch={search}
      allowClear
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      options={options}
      loading={loading}
      placeholder={placeholder}
      notFoundContent={loading ? '搜索中…' : '没有找到用户'}
      style={{ width: '100%' }}
    />
  );
}
