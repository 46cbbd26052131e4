import type { AreaItem } from '@console/contract';
import { Button, Cascader, Space, Typography } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import type { AreaStep } from './region-tree';
import { useRegionTree } from './use-region-tree';

interface AreaOption {
  label: string;
  value: string;
  type: number;
  children?: AreaOption[];
}

const cut = (nodes: readonly AreaItem[] | undefined, depth: number, level = 1): AreaOption[] | undefined =>
  nodes?.map(({ label, value, type, children }) => ({
    label,
    value,
    type,
    ...(level < depth && children?.length ? { children: cut(children as AreaItem[], depth, level + 1) } : {}),
  }));

interface CommonProps {
  /** Levels offered: 1 provinces, 2 down to cities, 3 down to districts (default). */
  depth?: 1 | 2 | 3;
  /** Any level may be chosen, not only the last (a province, a whole city). */
  changeOnSelect?: boolean;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
  'aria-label'?: string;
  status?: 'error' | 'warning';
}

export type AreaPickerProps = CommonProps &
  (
    | {
        /** The value is the final adcode (default). */
        valueType?: 'code';
        value?: string;
        onChange?: (value: string | undefined, path: AreaStep[]) => void;
      }
    | {
        /** The value is the codes from the province down. */
        valueType: 'path';
        value?: string[];
        onChange?: (value: string[] | undefined, path: AreaStep[]) => void;
      }
  );

/**
 * Area picker (document 1 §2): province / city / district from the region tree, searchable by Chinese name.
 * A form control: `value` and `onChange` as antd's Form.Item gives them; the second argument of `onChange`
 * carries the chosen steps with their names (for an address prefix).
 */
export function AreaPicker(props: AreaPickerProps) {
  const { depth = 3, changeOnSelect, placeholder = '请选择省/市/区', disabled, allowClear = true, style, id, status, 'aria-label': ariaLabel } = props;
  const { index, loading, error, retry } = useRegionTree();
  const options = useMemo(() => cut(index?.tree, depth) ?? [], [index, depth]);

  const cascaderValue = useMemo(() => {
    if (props.valueType === 'path') return props.value;
    if (!props.value) return undefined;
    const path = index?.pathOf(props.value);
    // An unknown code (or the tree still loading) is shown as it is rather than dropped.
    return path ? path.slice(0, depth).map((s) => s.value) : [props.value];
  }, [props.valueType, props.value, index, depth]);

  const change = (codes: string[] | undefined, selected: AreaOption[] | undefined) => {
    const path = (selected ?? []).map(({ label, value, type }) => ({ label, value, type }));
    if (props.valueType === 'path') props.onChange?.(codes?.length ? codes : undefined, path);
    else props.onChange?.(codes?.length ? codes[codes.length - 1] : undefined, path);
  };

  return (
    <Cascader<AreaOption>
      id={id}
      aria-label={ariaLabel}
      style={{ width: '100%', ...style }}
      options={options}
      value={cascaderValue}
      onChange={(codes, selected) => change(codes as string[] | undefined, selected as AreaOption[] | undefined)}
      changeOnSelect={changeOnSelect}
      disabled={disabled}
      allowClear={allowClear}
      loading={loading}
      status={error ? 'error' : status}
      placeholder={loading ? '正在加载行政区划…' : error ? '行政区划加载失败' : placeholder}
      showSearch={{ filter: (input, path) => path.some((option) => option.label.includes(input.trim())), limit: 50 }}
      notFoundContent={
        error ? (
          <Space orientation="vertical" size={4} style={{ padding: 8 }}>
            <Typography.Text type="danger">行政区划加载失败：{error}</Typography.Text>
            <Button size="small" onClick={retry} data-testid="area-picker-retry">
              重试
            </Button>
          </Space>
        ) : undefined
      }
    />
  );
}
