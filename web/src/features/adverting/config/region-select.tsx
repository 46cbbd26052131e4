import { TARGETING_MAX_REGIONS } from '@console/contract';
import { Button, Space, TreeSelect, Typography } from 'antd';
import { useMemo } from 'react';
import { useRegionTree } from '../../../widgets/area-picker';

interface Props {
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
  'aria-label'?: string;
}

/**
 * 地域 of a targeting package: provinces and their cities from the shared area tree, ticked in a tree (a province
 * ticked whole stands for all of it); nothing ticked is 不限.
 */
export function RegionSelect({ value, onChange, id, 'aria-label': ariaLabel }: Props) {
  const { index, loading, error, retry } = useRegionTree();
  const treeData = useMemo(
    () =>
      (index?.tree ?? []).map((province) => ({
        title: province.label,
        value: province.value,
        // A municipality's one city repeats its name: the province alone stands for it.
        children: (province.children ?? []).filter((city) => city.label !== province.label).map((city) => ({ title: city.label, value: city.value })),
      })),
    [index],
  );
  if (error)
    return (
      <Space>
        <Typography.Text type="danger">{error}</Typography.Text>
        <Button size="small" onClick={retry}>
          重试
        </Button>
      </Space>
    );
  return (
    <TreeSelect
      id={id}
      aria-label={ariaLabel}
      treeData={treeData}
      value={value ?? []}
      onChange={(next: string[]) => onChange?.(next.slice(0, TARGETING_MAX_REGIONS))}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_PARENT}
      loading={loading}
      placeholder="不限（可选省或市）"
      showSearch
      treeNodeFilterProp="title"
      maxTagCount={8}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
