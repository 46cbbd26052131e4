import { PARK_PICKER_SIZE, parkList, type CallReply } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Select, Spin, Typography } from 'antd';
import { useState, type CSSProperties } from 'react';
import { send } from '../../lib/request';
import { stripWhitespace } from '../remote-select/remote-select';
import { useDebounced } from '../../lib/use-debounced';
import { useQueryScope } from '../resource/query-scope';

/** The first option, and the default: no park chosen (document 1 §2: default 'all parks'). */
export const ALL_PARKS_LABEL = '全部停车场';
/** Keystrokes closer together than this make one search. */
export const PARK_SEARCH_DEBOUNCE_MS = 300;
const KEYWORDS_MAX_LENGTH = 50;

export type ParkOption = CallReply<typeof parkList>['row'][number];

/** Query keys of the picker; they start with the list call's path, so a park's change refreshes them too. */
export const parkPickerKeys = {
  search: (keywords: string, merchant?: number) => [parkList.path, 'picker', keywords, ...(merchant ? [merchant] : [])] as const,
  code: (parkCode: string) => [parkList.path, 'picker-code', parkCode] as const,
};

export interface ParkPickerProps {
  /** The chosen park's park_code; empty or undefined: 全部停车场. */
  value?: string | null;
  /** The park_code ('' for 全部停车场, undefined when cleared) and the park. */
  onChange?: (value: string | undefined, park?: ParkOption) => void;
  /** Offer 全部停车场 first (default); forms that need one park leave it out. */
  allowAll?: boolean;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  /** Default 240 px wide; the search panel makes it fill its cell. */
  style?: CSSProperties;
}

/**
 * Park picker (document 1 §2, §10): the first 20 parks the user may see (`parking/park/list`), searched on the server
 * by code or name as one types (all whitespace removed), with 全部停车场 first and chosen by default. A form control:
 * `value` and `onChange` as antd's Form.Item gives them.
 */
export function ParkPicker({ value, onChange, allowAll = true, placeholder = '请选择停车场', disabled, id, style, ...aria }: ParkPickerProps) {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const keywords = useDebounced(stripWhitespace(typed).slice(0, KEYWORDS_MAX_LENGTH), PARK_SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<ParkOption>();
  const key = value || undefined;
  // One merchant's 停车管理 (a query scope) offers that merchant's parks only.
  const merchant = Number(useQueryScope().merchant) || undefined;

  const search = useQuery({
    queryKey: parkPickerKeys.search(keywords, merchant),
    queryFn: ({ signal }): Promise<ParkOption[]> =>
      send(parkList, { page_size: PARK_PICKER_SIZE, keywords: keywords || undefined, ...(merchant ? { merchant } : {}) }, { silent: true, cancelDuplicate: false, signal }).then((reply) => reply.row),
    enabled: opened,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const parks = search.data ?? [];

  // A park chosen elsewhere (the address, a loaded record) is looked up once by its code for its name.
  const known = (chosen?.park_code === key ? chosen : undefined) ?? parks.find((p) => p.park_code === key);
  const lookup = useQuery({
    queryKey: parkPickerKeys.code(key ?? ''),
    queryFn: ({ signal }): Promise<ParkOption | null> => send(parkList, { page_size: PARK_PICKER_SIZE, park_code: key }, { silent: true, cancelDuplicate: false, signal }).then((reply) => reply.row[0] ?? null),
    enabled: key !== undefined && !known,
    staleTime: Infinity,
  });
  const label = (known ?? lookup.data)?.park_name;

  const searching = search.isFetching || keywords !== stripWhitespace(typed).slice(0, KEYWORDS_MAX_LENGTH);
  const options = [
    ...(allowAll && !keywords ? [{ label: ALL_PARKS_LABEL, value: '' }] : []),
    ...parks.map((p) => ({ label: p.park_name, value: p.park_code })),
  ];
  const notFound = search.isError ? (
    <div style={{ padding: 8, textAlign: 'center' }}>
      <Typography.Text type="secondary">停车场加载失败</Typography.Text>
      <Button type="link" size="small" onClick={() => void search.refetch()}>
        重试
      </Button>
    </div>
  ) : searching ? (
    <div style={{ padding: 8, textAlign: 'center' }}>
      <Spin size="small" />
    </div>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={keywords ? '没有匹配的停车场' : '暂无停车场'} />
  );

  return (
    <Select<string>
      id={id}
      aria-label={aria['aria-label']}
      value={key ?? (allowAll ? '' : undefined)}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={!!key}
      style={{ width: 240, ...style }}
      popupMatchSelectWidth={280}
      // 21 options at most: every one in the DOM (no virtual list).
      virtual={false}
      showSearch={{ filterOption: false, searchValue: typed, onSearch: (text) => setTyped(stripWhitespace(text)), autoClearSearchValue: true }}
      loading={search.isFetching}
      notFoundContent={notFound}
      labelRender={({ value: shown }) => (!shown ? ALL_PARKS_LABEL : shown === key && label !== undefined ? label : String(shown))}
      optionRender={(option) =>
        option.value === '' ? (
          option.label
        ) : (
          <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{option.label}</span>
            <Typography.Text type="secondary">{option.value}</Typography.Text>
          </span>
        )
      }
      options={options}
      onOpenChange={(open) => {
        if (open) setOpened(true);
        else setTyped('');
      }}
      onChange={(next) => {
        const park = next ? parks.find((p) => p.park_code === next) : undefined;
        setChosen(park);
        setTyped('');
        onChange?.(next === undefined ? (allowAll ? '' : undefined) : next, park);
      }}
    />
  );
}
