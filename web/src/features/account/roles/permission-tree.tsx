import type { CallReply, permissionBranch } from '@console/contract';
import { Empty, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';

export type PermissionBranch = CallReply<typeof permissionBranch>['row'];

export const productKey = (product: string) => `product:${product}`;
export const areaKey = (product: string, area: string) => `area:${product}:${area}`;

/**
 * The branch as antd tree data, product → area → permission. A permission the caller does not hold
 * (`grantable: false`) cannot be ticked; one the role already has stays removable (the server checks only what
 * an edit adds).
 */
export function permissionTreeData(branch: PermissionBranch, kept: ReadonlySet<string> = new Set()): DataNode[] {
  return branch.map((product) => ({
    key: productKey(product.product),
    title: product.product_label || '通用',
    children: product.children.map((area) => ({
      key: areaKey(product.product, area.area),
      title: area.area_label || area.area,
      children: area.children.map((leaf) => ({
        key: leaf.code,
        isLeaf: true,
        disableCheckbox: !leaf.grantable && !kept.has(leaf.code),
        title: (
          <span title={leaf.code}>
            {leaf.label}
            {!leaf.grantable && <Typography.Text type="secondary"> （您未持有，不能授予）</Typography.Text>}
          </span>
        ),
      })),
    })),
  }));
}

/** Every permission code the branch offers. */
export const branchCodes = (branch: PermissionBranch): Set<string> =>
  new Set(branch.flatMap((product) => product.children.flatMap((area) => area.children.map((leaf) => leaf.code))));

/** The codes the caller may tick (held by the caller). */
export const grantableCodes = (branch: PermissionBranch): Set<string> =>
  new Set(branch.flatMap((product) => product.children.flatMap((area) => area.children.filter((leaf) => leaf.grantable).map((leaf) => leaf.code))));

export interface PermissionTreeProps {
  branch: PermissionBranch;
  /** The ticked permission codes. */
  value?: readonly string[];
  onChange?: (codes: string[]) => void;
  /** Codes the role held when loaded: they stay removable even when the caller does not hold them. */
  kept?: readonly string[];
}

/** The role editor's checkable permission tree; the value holds permission codes only (no group keys). */
export function PermissionTree({ branch, value = [], onChange, kept = [] }: PermissionTreeProps) {
  const keptSet = useMemo(() => new Set(kept), [kept]);
  const treeData = useMemo(() => permissionTreeData(branch, keptSet), [branch, keptSet]);
  const leaves = useMemo(() => branchCodes(branch), [branch]);
  const checked = useMemo(() => value.filter((code) => leaves.has(code)), [value, leaves]);
  if (!branch.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有可授予的权限" />;
  return (
    <div data-testid="permission-tree" style={{ border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6, padding: 8, maxHeight: 480, overflow: 'auto' }}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={treeData}
        checkedKeys={checked}
        onCheck={(next) => {
          const keys = Array.isArray(next) ? next : next.checked;
          // Codes outside the tree (inert ones the role keeps) are the caller's to keep; see RoleFormPage.
          onChange?.([...keys.map(String).filter((key) => leaves.has(key)), ...value.filter((code) => !leaves.has(code))]);
        }}
      />
    </div>
  );
}
