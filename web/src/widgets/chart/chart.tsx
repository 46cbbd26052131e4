import { Empty, theme, Typography } from 'antd';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { indexAt, labelsShown, niceTicks, stackBases } from './scale';

/**
 * Charts without a chart library (a library would cost a dashboard chunk more than the whole page): SVG lines, grouped
 * bars and stacked bars over one x axis, with a legend that hides and shows a series, a tooltip of every series at the
 * pointer's (or the arrow keys') x, and an empty state. docs/decisions.md, "Charts".
 */
export interface ChartSeries {
  name: string;
  values: readonly number[];
  /** How a value reads in the tooltip and on the axis it scales (default: thousands separators). */
  format?: (value: number) => ReactNode;
  /** A second scale on the right, for a series of another unit (e.g. 金额 beside 订单数). */
  axis?: 'left' | 'right';
  colour?: string;
}

export interface ChartProps {
  kind: 'line' | 'bar' | 'stacked';
  /** The x axis' labels, one per value. */
  x: readonly string[];
  series: readonly ChartSeries[];
  height?: number;
  /** Read by screen readers, e.g. 近 30 天订单数与金额. */
  title?: string;
  'data-testid'?: string;
}

const PALETTE = ['#13c2c2', '#fa8c16', '#722ed1', '#52c41a', '#eb2f96', '#faad14', '#2f54eb'];
const PAD = { top: 12, right: 12, bottom: 28, left: 12 };
const AXIS_WIDTH = 56;
const plain = (value: number) => value.toLocaleString('zh-CN', { maximumFractionDigits: 2 });

/** The width of `element`, followed as it changes (the chart fills its container). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.clientWidth) setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => entry && entry.contentRect.width && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function Chart({ kind, x, series, height = 260, title, 'data-testid': testId }: ChartProps) {
  const { token } = theme.useToken();
  const [ref, width] = useWidth();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [active, setActive] = useState(-1);
  const colours = series.map((s, i) => s.colour ?? (i === 0 ? token.colorPrimary : PALETTE[(i - 1) % PALETTE.length]!));
  const shown = series.map((s, i) => ({ ...s, colour: colours[i]!, index: i })).filter((s) => !hidden.has(s.name));
  const empty = x.length === 0 || series.every((s) => s.values.every((v) => !v));

  const right = shown.some((s) => s.axis === 'right');
  const left = PAD.left + AXIS_WIDTH;
  const plotWidth = Math.max(40, width - left - PAD.right - (right ? AXIS_WIDTH : 0));
  const plotHeight = Math.max(40, height - PAD.top - PAD.bottom);
  const band = plotWidth / Math.max(x.length, 1);
  const onAxis = (side: 'left' | 'right') => shown.filter((s) => (s.axis ?? 'left') === side);
  const bases = kind === 'stacked' ? stackBases(shown.map((s) => s.values), x.length) : [];
  const top = (side: 'left' | 'right') =>
    kind === 'stacked'
      ? Math.max(0, ...x.map((_, i) => onAxis(side).reduce((sum, s) => sum + Math.max(0, s.values[i] ?? 0), 0)))
      : Math.max(0, ...onAxis(side).flatMap((s) => s.values));
  const ticks = { left: niceTicks(top('left')), right: niceTicks(top('right')) };
  const y = (value: number, side: 'left' | 'right' = 'left') => PAD.top + plotHeight - (Math.max(0, value) / ticks[side].at(-1)!) * plotHeight;
  const centre = (i: number) => left + band * (i + 0.5);
  const labels = labelsShown(x.length, plotWidth);
  const axisFormat = (side: 'left' | 'right') => onAxis(side)[0]?.format ?? plain;

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      setActive((i) => Math.min(x.length - 1, Math.max(0, (i < 0 ? (step > 0 ? -1 : x.length) : i) + step)));
    } else if (event.key === 'Escape') setActive(-1);
  };

  const barWidth = kind === 'bar' ? Math.max(1, Math.min(28, (band * 0.7) / Math.max(shown.length, 1))) : Math.max(1, Math.min(36, band * 0.6));
  const tooltipLeft = active >= 0 ? Math.min(Math.max(centre(active) + 12, 0), Math.max(width - 200, 0)) : 0;

  return (
    <div data-testid={testId} style={{ display: 'grid', gap: 8 }}>
      <div role="group" aria-label="图例" style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', justifyContent: 'center' }}>
        {series.map((s, i) => {
          const off = hidden.has(s.name);
          return (
            <button
              key={s.name}
              type="button"
              aria-pressed={!off}
              onClick={() => setHidden((h) => (off ? new Set([...h].filter((n) => n !== s.name)) : new Set([...h, s.name])))}
              style={{ border: 0, background: 'none', cursor: 'pointer', padding: 0, display: 'inline-flex', alignItems: 'center', gap: 6, color: off ? token.colorTextDisabled : token.colorText, font: 'inherit', fontSize: 12 }}
            >
              <span style={{ width: 10, height: 10, borderRadius: kind === 'line' ? 5 : 2, background: off ? token.colorBorder : colours[i] }} />
              {s.name}
            </button>
          );
        })}
      </div>
      <div ref={ref} style={{ position: 'relative', minWidth: 0 }} onMouseLeave={() => setActive(-1)}>
        {empty ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" style={{ height, margin: 0, display: 'grid', alignContent: 'center' }} />
        ) : (
          <svg
            width={width}
            height={height}
            role="img"
            aria-label={title ?? series.map((s) => s.name).join('、')}
            tabIndex={0}
            onKeyDown={onKey}
            onMouseMove={(event) => {
              const box = event.currentTarget.getBoundingClientRect();
              const offset = event.clientX - box.left - left;
              setActive(offset < 0 || offset > plotWidth ? -1 : indexAt(offset, plotWidth, x.length));
            }}
            style={{ display: 'block', outline: 'none', fontSize: 11 }}
          >
            {ticks.left.map((t) => (
              <g key={`l${t}`}>
                <line x1={left} x2={left + plotWidth} y1={y(t)} y2={y(t)} stroke={token.colorBorderSecondary} />
                <text x={left - 6} y={y(t)} dy="0.32em" textAnchor="end" fill={token.colorTextSecondary}>
                  {axisText(axisFormat('left')(t))}
                </text>
              </g>
            ))}
            {right &&
              ticks.right.map((t) => (
                <text key={`r${t}`} x={left + plotWidth + 6} y={y(t, 'right')} dy="0.32em" fill={token.colorTextSecondary}>
                  {axisText(axisFormat('right')(t))}
                </text>
              ))}
            {x.map((label, i) =>
              labels.has(i) ? (
                <text key={i} x={centre(i)} y={height - 8} textAnchor="middle" fill={token.colorTextSecondary}>
                  {label}
                </text>
              ) : null,
            )}
            {active >= 0 && <rect x={left + band * active} y={PAD.top} width={band} height={plotHeight} fill={token.colorFillQuaternary} />}
            {shown.map((s, k) => {
              const side = s.axis ?? 'left';
              if (kind === 'line') {
                const points = x.map((_, i) => `${centre(i)},${y(s.values[i] ?? 0, side)}`).join(' ');
                return (
                  <g key={s.name} data-series={s.name}>
                    <polyline points={points} fill="none" stroke={s.colour} strokeWidth={2} strokeLinejoin="round" />
                    {x.map((_, i) => (x.length <= 40 || i === active ? <circle key={i} cx={centre(i)} cy={y(s.values[i] ?? 0, side)} r={i === active ? 4 : 2.5} fill="#fff" stroke={s.colour} strokeWidth={2} /> : null))}
                  </g>
                );
              }
              return (
                <g key={s.name} data-series={s.name} fill={s.colour}>
                  {x.map((_, i) => {
                    const value = Math.max(0, s.values[i] ?? 0);
                    const base = kind === 'stacked' ? bases[k]![i]! : 0;
                    const x0 = kind === 'stacked' ? centre(i) - barWidth / 2 : centre(i) - (barWidth * shown.length) / 2 + barWidth * k;
                    const y1 = y(base + value, side);
                    return value > 0 ? <rect key={i} x={x0} y={y1} width={barWidth} height={Math.max(0, y(base, side) - y1)} rx={kind === 'bar' ? 2 : 0} /> : null;
                  })}
                </g>
              );
            })}
            <line x1={left} x2={left + plotWidth} y1={PAD.top + plotHeight} y2={PAD.top + plotHeight} stroke={token.colorBorder} />
          </svg>
        )}
        {!empty && active >= 0 && (
          <div
            role="tooltip"
            style={{ position: 'absolute', top: PAD.top, left: tooltipLeft, pointerEvents: 'none', background: token.colorBgElevated, boxShadow: token.boxShadowSecondary, borderRadius: token.borderRadius, padding: '6px 10px', minWidth: 140, fontSize: 12, zIndex: 1 }}
          >
            <Typography.Text strong style={{ fontSize: 12 }}>
              {x[active]}
            </Typography.Text>
            {shown.map((s) => (
              <div key={s.name} style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
                <span>
                  <span style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: s.colour, marginRight: 6 }} />
                  {s.name}
                </span>
                <span>{(s.format ?? plain)(s.values[active] ?? 0)}</span>
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

/** An axis label is SVG text: a formatter that answers an element is read for its text. */
function axisText(node: ReactNode): string {
  return typeof node === 'string' || typeof node === 'number' ? String(node) : '';
}

export interface RankItem {
  label: ReactNode;
  value: number;
  key?: string;
}

/** A ranking: the largest first, each with a bar scaled to the first (e.g. area ranking, top merchants). */
export function RankList({ items, format = plain, max = 10, 'data-testid': testId }: { items: readonly RankItem[]; format?: (value: number) => ReactNode; max?: number; 'data-testid'?: string }) {
  const { token } = theme.useToken();
  const ranked = [...items].sort((a, b) => b.value - a.value).slice(0, max);
  if (!ranked.length || ranked.every((r) => !r.value)) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />;
  const top = Math.max(...ranked.map((r) => r.value), 1);
  return (
    <ol data-testid={testId} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
      {ranked.map((r, i) => (
        <li key={r.key ?? String(i)} style={{ display: 'grid', gridTemplateColumns: '24px minmax(0, 1fr) auto', alignItems: 'center', gap: 8 }}>
          <span style={{ width: 20, height: 20, borderRadius: 10, fontSize: 12, display: 'grid', placeItems: 'center', color: i < 3 ? '#fff' : token.colorTextSecondary, background: i < 3 ? token.colorPrimary : token.colorFillSecondary }}>{i + 1}</span>
          <span style={{ minWidth: 0 }}>
            <span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{r.label}</span>
            <span style={{ display: 'block', height: 6, borderRadius: 3, background: token.colorFillSecondary }}>
              <span style={{ display: 'block', height: 6, borderRadius: 3, width: `${(Math.max(0, r.value) / top) * 100}%`, background: token.colorPrimary }} />
            </span>
          </span>
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>{format(r.value)}</span>
        </li>
      ))}
    </ol>
  );
}
