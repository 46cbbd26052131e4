import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { grantableCodes, PermissionTree, type PermissionBranch } from './permission-tree';

const branch: PermissionBranch = [
  {
    product: '',
    product_label: '通用',
    children: [
      {
        area: 'manager',
        area_label: '子账号',
        children: [
          { code: 'merchant:manager:list', label: '子账号列表', grantable: true },
          { code: 'merchant:manager:update', label: '编辑子账号', grantable: false },
        ],
      },
    ],
  },
  {
    product: 'parking',
    product_label: '停车',
    children: [
      {
        area: 'order',
        area_label: '订单',
        children: [
          { code: 'parking:order:list', label: '订单列表', grantable: true },
          { code: 'parking:order:refund', label: '订单退款', grantable: false },
        ],
      },
    ],
  },
];

const checkboxOf = (text: string) => {
  const node = screen.getByText(text).closest('.ant-tree-treenode');
  const box = node?.querySelector('.ant-tree-checkbox');
  if (!box) throw new Error(`no checkbox for ${text}`);
  return box;
};
const disabled = (text: string) => checkboxOf(text).classList.contains('ant-tree-checkbox-disabled');

describe('PermissionTree (role editor)', () => {
  it('offers the branch grouped by product and area, with what the caller does not hold disabled', () => {
    render(<PermissionTree branch={branch} value={[]} />);
    for (const text of ['通用', '子账号', '停车', '订单', '子账号列表', '编辑子账号', '订单列表', '订单退款']) expect(screen.getByText(text)).toBeTruthy();
    expect(disabled('子账号列表')).toBe(false);
    expect(disabled('订单列表')).toBe(false);
    expect(disabled('编辑子账号')).toBe(true);
    expect(disabled('订单退款')).toBe(true);
    expect(screen.getAllByText('（您未持有，不能授予）')).toHaveLength(2);
  });

  it('keeps a permission the role already has removable though the caller does not hold it', () => {
    render(<PermissionTree branch={branch} value={['parking:order:refund']} kept={['parking:order:refund']} />);
    expect(disabled('订单退款')).toBe(false);
    expect(disabled('编辑子账号')).toBe(true);
  });

  it('ticking a group ticks only the permissions the caller may grant, and keeps codes outside the tree', () => {
    const onChange = vi.fn();
    render(<PermissionTree branch={branch} value={['legacy:gone:code']} onChange={onChange} />);
    fireEvent.click(checkboxOf('订单'));
    expect(onChange).toHaveBeenCalledWith(['parking:order:list', 'legacy:gone:code']);
  });

  it('grantableCodes lists the codes a preset may fill in', () => {
    expect([...grantableCodes(branch)]).toEqual(['merchant:manager:list', 'parking:order:list']);
  });
});
