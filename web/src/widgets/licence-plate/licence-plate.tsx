import { GlobalOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

interface PlateLook {
  name: string;
  background: string;
  color: string;
  border: string;
}

/**
 * Plate colours of document 1 §2 (1 blue, 2 yellow, 3 white, 4 black, 5 green) with the look of the real plates
 * (GA 36-2018): every pair keeps a text contrast of at least 4.5:1.
 */
export const PLATE_COLOURS: Readonly<Record<number, PlateLook>> = {
  1: { name: '蓝牌', background: '#0f4fb3', color: '#fff', border: '#0a3a85' },
  2: { name: '黄牌', background: '#f5c400', color: '#1a1a1a', border: '#c9a000' },
  3: { name: '白牌', background: '#fff', color: '#1a1a1a', border: '#8c8c8c' },
  4: { name: '黑牌', background: '#1a1a1a', color: '#fff', border: '#000' },
  // New-energy plates shade from white into green and carry black characters.
  5: { name: '绿牌', background: 'linear-gradient(180deg, #f6fff6 0%, #c6efcf 45%, #3fb866 100%)', color: '#1a1a1a', border: '#2e9a52' },
};

const OTHER: PlateLook = { name: '其他颜色', background: '#e8e8e8', color: '#1a1a1a', border: '#bfbfbf' };

/** Plate types of document 1 §3 (0 mainland, 1 foreign, 2 e-bike); the mainland plate needs no mark. */
export const PLATE_TYPES: Readonly<Record<number, { name: string; icon: ReactNode }>> = {
  1: { name: '境外车牌', icon: <GlobalOutlined /> },
  2: { name: '电动自行车车牌', icon: <ThunderboltOutlined /> },
};

export const plateLook = (color: number | string | null | undefined): PlateLook => PLATE_COLOURS[Number(color)] ?? OTHER;

export interface LicencePlateProps {
  plate: string | null | undefined;
  /** 1 blue, 2 yellow, 3 white, 4 black, 5 green; anything else shows grey. */
  color?: number | string | null;
  /** 1 foreign and 2 e-bike show a small icon with their name; 0 (mainland) shows none. */
  type?: number | string | null;
  size?: 'small' | 'default';
}

/** Licence-plate display (document 1 §2): the plate as a badge in its colour, a mark for foreign and e-bike plates. */
export function LicencePlate({ plate, color, type, size = 'default' }: LicencePlateProps) {
  const text = plate?.trim();
  if (!text) return <span>-</span>;
  const look = plateLook(color);
  const kind = PLATE_TYPES[Number(type)];
  const badge: CSSProperties = {
    display: 'inline-block',
    padding: size === 'small' ? '0 4px' : '1px 6px',
    fontSize: size === 'small' ? 12 : 14,
    lineHeight: size === 'small' ? '18px' : '20px',
    fontWeight: 600,
    letterSpacing: 1,
    whiteSpace: 'nowrap',
    borderRadius: 3,
    color: look.color,
    background: look.background,
    // The thin inner frame real plates have.
    border: `1px solid ${look.border}`,
    boxShadow: `inset 0 0 0 1px ${look.color === '#fff' ? 'rgba(255,255,255,0.75)' : 'rgba(0,0,0,0.25)'}`,
    fontVariantNumeric: 'tabular-nums',
  };
  return (
    <span className="licence-plate" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <span className="licence-plate-badge" data-color={Number(color) || 0} title={look.name} style={badge}>
        {text}
      </span>
      {kind && (
        <Tooltip title={kind.name}>
          <span role="img" aria-label={kind.name} data-plate-type={Number(type)} style={{ color: 'var(--ant-color-text-secondary, rgba(0,0,0,0.65))', fontSize: 12, lineHeight: 1 }}>
            {kind.icon}
          </span>
        </Tooltip>
      )}
    </span>
  );
}
