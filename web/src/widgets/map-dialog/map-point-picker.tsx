import { EnvironmentOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import type { MapPoint } from './types';

/** The dialog and Leaflet load only when a dialog is first opened (or about to be: hover, focus). */
const loadDialog = () => import('./map-dialog');
export const MapDialog = lazy(loadDialog);

export interface MapPointPickerProps {
  value?: MapPoint;
  onChange?: (value: MapPoint | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Title of the dialog. */
  title?: string;
  id?: string;
  style?: CSSProperties;
  status?: 'error' | 'warning';
}

/**
 * Map point picker (document 1 §2): the chosen address (its coordinates and region code on hover) and a
 * button opening the map dialog. A form control: `value` and `onChange` as antd's Form.Item gives them.
 */
export function MapPointPicker({ value, onChange, placeholder = '请在地图上选择地点', disabled, title, id, style, status }: MapPointPickerProps) {
  const [open, setOpen] = useState(false);
  const describe = value ? `经纬度 ${value.lat.toFixed(6)}, ${value.lng.toFixed(6)}；行政区划代码 ${value.adcode}` : undefined;
  return (
    <>
      <Space.Compact block style={style}>
        <Input
          id={id}
          readOnly
          value={value?.address ?? ''}
          title={describe}
          placeholder={placeholder}
          disabled={disabled}
          status={status}
          allowClear={!disabled}
          onChange={(event) => {
            // readOnly: only the clear button changes it.
            if (!event.target.value) onChange?.(undefined);
          }}
          onClick={() => !disabled && setOpen(true)}
        />
        <Button
          icon={<EnvironmentOutlined />}
          disabled={disabled}
          onClick={() => setOpen(true)}
          onMouseEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
        >
          选择地点
        </Button>
      </Space.Compact>
      {open && (
        <Suspense fallback={null}>
          <MapDialog
            open
            value={value}
            title={title}
            onCancel={() => setOpen(false)}
            onConfirm={(point) => {
              setOpen(false);
              onChange?.(point);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
