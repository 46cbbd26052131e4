import { optionList } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Input, Select, Spin, Typography } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { send } from '../../lib/request';
import type { OptionItem } from '../resource/types';
import { useDebounced } from '../../lib/use-debounced';

/** Document 1 §2, §5 and §9: the dropdown is 300 px wide with up to 100 options; the text input takes 50 characters. */
export const REMOTE_SELECT_WIDTH = 300;
export const OPTION_LIMIT = 100;
export const TEXT_MAX_LENGTH = 50;
/** Keystrokes closer together than this make one search. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The call's `keywords` limit. */
const KEYWORDS_MAX_LENGTH = 50;

type Value = string | number;

/** Query keys of the option sources; everything starts with the call's path. */
export const optionKeys = {
  all: [optionList.path] as const,
  search: (source: string, keywords: string) => [optionList.path, source, 'search', keywords] as const,
  value: (source: string, value: string) => [optionList.path, source, 'value', value] as const,
};

const fetchOptions = (source: string, keywords: string, signal?: AbortSignal) =>
  send(optionList, { id: source, keywords: keywords || undefined, limit: OPTION_LIMIT }, { silent: true, cancelDuplicate: false, signal }).then((reply) => reply.row as OptionItem[]);

/** Removes every whitespace character (document 1 §5: parameter text input). */
export const stripWhitespace = (text: string) => text.replace(/\s+/g, '');

export interface RemoteSelectProps {
  /** The option source (`session/option/list` id: merchant, product…); without one the input is plain text. */
  source?: string | null;
  value?: Value | null;
  /** The chosen option's value (its own type: numbers stay numbers), or the stripped text; undefined when cleared. */
  onChange?: (value: Value | undefined, option?: OptionItem) => void;
  placeholder?: string;
  /** Shown under the input (the parameter's description). */
  description?: ReactNode;
  disabled?: boolean;
  allowClear?: boolean;
  /** Set by antd Form.Item, so the label points at the input. */
  id?: string;
  'aria-label'?: string;
  /** The control's width; default 300 px (a search panel passes 100%). */
  style?: CSSProperties;
}

/** Strings inside the Select, so that `'7'` from an address and `7` from the server are one option. */
const keyOf = (value: Value | null | undefined) => (value === null || value === undefined || value === '' ? undefined : String(value));

function OptionSelect({ source, value, onChange, placeholder = '请选择', disabled, allowClear = true, id, style, ...aria }: RemoteSelectProps & { source: string }) {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const keywords = useDebounced(typed.trim().slice(0, KEYWORDS_MAX_LENGTH), SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<OptionItem>();
  const key = keyOf(value);

  const search = useQuery({
    queryKey: optionKeys.search(source, keywords),
    queryFn: ({ signal }) => fetchOptions(source, keywords, signal),
    enabled: opened,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const options = search.data ?? [];

  // The chosen option's label stays when a later search no longer lists it; a value that came from elsewhere
  // (the address, a loaded record) is looked up once by its own text, which the sources also match.
  const known = (chosen && String(chosen.value) === key ? chosen : undefined) ?? options.find((o) => String(o.value) === key);
  const lookup = useQuery({
    queryKey: optionKeys.value(source, key ?? ''),
    queryFn: async ({ signal }) => (await fetchOptions(source, key!.slice(0, KEYWORDS_MAX_LENGTH), signal)).find((o) => String(o.value) === key) ?? null,
    enabled: key !== undefined && !known,
    staleTime: Infinity,
  });
  const label = known?.label ?? lookup.data?.label;

  const searching = search.isFetching || keywords !== typed.trim().slice(0, KEYWORDS_MAX_LENGTH);
  const notFound = search.isError ? (
    <div style={{ padding: 8, textAlign: 'center' }}>
      <Typography.Text type="secondary">选项加载失败</Typography.Text>
      <Button type="link" size="small" onClick={() => void search.refetch()}>
        重试
      </Button>
    </div>
  ) : searching && options.length === 0 ? (
    <div style={{ padding: 8, textAlign: 'center' }}>
      <Spin size="small" />
    </div>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={keywords ? '没有匹配的选项' : '暂无选项'} />
  );

  return (
    <Select<string>
      id={id}
      aria-label={aria['aria-label']}
      value={key}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      style={{ width: REMOTE_SELECT_WIDTH, ...style }}
      popupMatchSelectWidth={REMOTE_SELECT_WIDTH}
      showSearch={{ filterOption: false, searchValue: typed, onSearch: setTyped, autoClearSearchValue: true }}
      loading={search.isFetching}
      notFoundContent={notFound}
      labelRender={({ value: shown }) => (String(shown) === key && label !== undefined ? label : String(shown ?? ''))}
      options={options.map((o) => ({ label: o.label, value: String(o.value) }))}
      onOpenChange={(open) => {
        if (open) setOpened(true);
        else setTyped('');
      }}
      onChange={(next) => {
        const option = next === undefined ? undefined : options.find((o) => String(o.value) === next);
        setChosen(option);
        setTyped('');
        onChange?.(option?.value ?? next ?? undefined, option);
      }}
    />
  );
}

function TextInput({ value, onChange, placeholder = '请输入', disabled, allowClear = true, id, style, ...aria }: RemoteSelectProps) {
  return (
    <Input
      id={id}
      aria-label={aria['aria-label']}
      value={value === null || value === undefined ? '' : String(value)}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      maxLength={TEXT_MAX_LENGTH}
      style={{ width: REMOTE_SELECT_WIDTH, ...style }}
      onChange={(event) => onChange?.(stripWhitespace(event.target.value).slice(0, TEXT_MAX_LENGTH))}
    />
  );
}

/**
 * The remote-search parameter input (document 1 §2): with an option source, a dropdown (300 px, up to 100
 * options) searched on the server as one types; without, a text input of at most 50 characters with all
 * whitespace removed. The description shows under it. Works as an antd Form control (value, onChange, id).
 */
export function RemoteSelect(props: RemoteSelectProps) {
  const control = props.source ? <OptionSelect {...props} source={props.source} /> : <TextInput {...props} />;
  if (!props.description) return control;
  return (
    <div className="remote-select">
      {control}
      <div className="remote-select-description" style={{ marginTop: 4, fontSize: 12, color: 'var(--ant-color-text-description, rgba(0,0,0,0.45))' }}>
        {props.description}
      </div>
    </div>
  );
}

export interface RemoteMultiSelectProps {
  source: string;
  value?: readonly Value[];
  onChange?: (values: Value[]) => void;
  placeholder?: string;
  disabled?: boolean;
  /** At most this many values (the call's own limit). */
  max?: number;
  /** Labels of values chosen elsewhere (the record an edit form loaded), until the options name them. */
  known?: readonly OptionItem[];
  id?: string;
  'aria-label'?: string;
  style?: CSSProperties;
}

/** Several options of one source, searched on the server as one types; the chosen ones keep their labels. */
export function RemoteMultiSelect({ source, value = [], onChange, placeholder = '请选择', disabled, max, known = [], id, style, ...aria }: RemoteMultiSelectProps) {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const keywords = useDebounced(typed.trim().slice(0, KEYWORDS_MAX_LENGTH), SEARCH_DEBOUNCE_MS);
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const search = useQuery({
    queryKey: optionKeys.search(source, keywords),
    queryFn: ({ signal }) => fetchOptions(source, keywords, signal),
    enabled: opened,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const options = search.data ?? [];
  const keys = value.map(String);
  const full = max !== undefined && keys.length >= max;
  return (
    <Select<string[]>
      id={id}
      aria-label={aria['aria-label']}
      mode="multiple"
      value={keys}
      placeholder={placeholder}
      disabled={disabled}
      style={{ width: '100%', ...style }}
      showSearch={{ filterOption: false, searchValue: typed, onSearch: setTyped, autoClearSearchValue: true }}
      loading={search.isFetching}
      notFoundContent={search.isFetching ? <Spin size="small" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={keywords ? '没有匹配的选项' : '暂无选项'} />}
      labelRender={({ value: shown }) => labels.get(String(shown)) ?? known.find((o) => String(o.value) === String(shown))?.label ?? String(shown ?? '')}
      options={options.map((o) => ({ label: o.label, value: String(o.value), disabled: full && !keys.includes(String(o.value)) }))}
      onOpenChange={(open) => {
        if (open) setOpened(true);
        else setTyped('');
      }}
      onChange={(next) => {
        const known = new Map(labels);
        for (const option of options) if (next.includes(String(option.value))) known.set(String(option.value), option.label);
        setLabels(known);
        // Values in the options' own type (numbers stay numbers).
        onChange?.(next.map((key) => options.find((o) => String(o.value) === key)?.value ?? value.find((v) => String(v) === key) ?? key));
      }}
    />
  );
}
