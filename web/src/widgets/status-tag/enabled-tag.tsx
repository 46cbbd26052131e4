import { Tag } from 'antd';

/** 启用 (green) or 停用 (grey): the status of every record that is switched on and off. */
export const EnabledTag = ({ enabled }: { enabled: boolean }) => (enabled ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>);
