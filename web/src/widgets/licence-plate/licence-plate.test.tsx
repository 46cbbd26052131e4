import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LicencePlate, PLATE_COLOURS, plateLook } from './licence-plate';

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};
const expand = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex);

const badge = () => document.querySelector<HTMLElement>('.licence-plate-badge')!;

describe('LicencePlate', () => {
  it('shows a blue plate with white characters', () => {
    render(<LicencePlate plate="粤B12345" color={1} />);
    expect(screen.getByText('粤B12345')).toBe(badge());
    expect(badge().title).toBe('蓝牌');
    expect(badge().style.color).toBe('rgb(255, 255, 255)');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shades a green (new-energy) plate from white into green with black characters', () => {
    render(<LicencePlate plate="粤BD12345" color="5" />);
    expect(badge().title).toBe('绿牌');
    expect(badge().style.background).toMatch(/linear-gradient\(180deg, #f6fff6.*#3fb866/);
    expect(badge().style.color).toBe('rgb(26, 26, 26)');
  });

  it('shows an unknown colour as a grey plate', () => {
    render(<LicencePlate plate="粤B12345" color={9} />);
    expect(badge().title).toBe('其他颜色');
    expect(plateLook(null).name).toBe('其他颜色');
  });

  it('keeps every colour readable (contrast at least 4.5:1, the gradient at both ends)', () => {
    for (const look of Object.values(PLATE_COLOURS)) {
      const stops = look.background.match(/#[0-9a-f]{3,6}\b/gi)!;
      for (const stop of stops) expect(contrast(expand(stop), expand(look.color))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('marks foreign and e-bike plates with a named icon, mainland plates with none', async () => {
    const { rerender } = render(<LicencePlate plate="ABC123" color={3} type={1} />);
    const foreign = screen.getByRole('img', { name: '境外车牌' });
    fireEvent.mouseEnter(foreign);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    rerender(<LicencePlate plate="深圳A12345" color={2} type="2" />);
    expect(screen.getByRole('img', { name: '电动自行车车牌' })).toBeTruthy();
    rerender(<LicencePlate plate="粤B12345" color={1} type={0} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows - without a plate', () => {
    render(<LicencePlate plate="  " color={1} type={1} />);
    expect(screen.getByText('-')).toBeTruthy();
    expect(document.querySelector('.licence-plate-badge')).toBeNull();
  });
});
