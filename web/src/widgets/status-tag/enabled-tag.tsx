import { Tag } from 'antd';

/**
 * 启用 (green) or 停用 (grey): the status of every record that is switched on and off. `off` names the other state
 * where the record's lifecycle calls it otherwise (已屏蔽 coupons, 已作废 token batches).
 */
export const EnabledTag = ({ enabled, off = '停用' }: { enabled: boolean; off?: string }) => (enabled ? <Tag color="success">启用</Tag> : <Tag>{off}</Tag>);
