import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fromDisplay, PriceInput, toDisplay, type PriceInputProps } from './price-input';

function Field({ initial, onValue, ...props }: Partial<PriceInputProps> & { initial?: number | null; onValue?: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null | undefined>(initial);
  return (
    <>
      <PriceInput
        aria-label="价格"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
    </>
  );
}

const input = () => screen.getByLabelText('价格') as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const stored = () => JSON.parse(screen.getByTestId('value').textContent!) as number | null;

describe('price conversion', () => {
  it('divides by the base exactly, 2 decimals', () => {
    expect(toDisplay(1999)).toBe('19.99');
    expect(toDisplay(5)).toBe('0.05');
    expect(toDisplay(-5)).toBe('-0.05');
    expect(toDisplay(100)).toBe('1.00');
    expect(toDisplay('123456789012')).toBe('1234567890.12');
    expect(toDisplay(7, 10)).toBe('0.70');
    expect(toDisplay(1, 3)).toBe('0.33');
    expect(toDisplay(null)).toBeNull();
    expect(toDisplay(undefined)).toBeNull();
    expect(toDisplay('')).toBeNull();
    expect(toDisplay('abc')).toBeNull();
  });

  it('multiplies with decimal arithmetic, never a float error', () => {
    expect(fromDisplay('19.99')).toBe(1999);
    expect(fromDisplay('0.07')).toBe(7);
    expect(fromDisplay('1.1')).toBe(110);
    expect(fromDisplay('4.35')).toBe(435);
    expect(fromDisplay('1.005')).toBe(101);
    expect(fromDisplay('-1.005')).toBe(-101);
    expect(fromDisplay('0.001')).toBe(0);
    expect(fromDisplay('12.')).toBe(1200);
    expect(fromDisplay('.5')).toBe(50);
    expect(fromDisplay('1.5', 60)).toBe(90);
    expect(fromDisplay(19.99)).toBe(1999);
    expect(fromDisplay('')).toBeNull();
    expect(fromDisplay(null)).toBeNull();
    expect(fromDisplay('-')).toBeNull();
  });
});

describe('PriceInput', () => {
  it('shows fen as yuan behind ¥ and emits integer fen as typed', async () => {
    const onValue = vi.fn();
    render(<Field initial={1999} onValue={onValue} />);
    expect(input().value).toBe('19.99');
    expect(screen.getByText('¥')).toBeTruthy();
    type('29.99');
    await waitFor(() => expect(stored()).toBe(2999));
    type('0.07');
    await waitFor(() => expect(stored()).toBe(7));
    expect(onValue.mock.calls.every(([value]) => value === null || Number.isInteger(value))).toBe(true);
  });

  it('starts empty without a value and emits null when cleared', async () => {
    render(<Field initial={null} />);
    expect(input().value).toBe('');
    type('1.1');
    await waitFor(() => expect(stored()).toBe(110));
    type('');
    await waitFor(() => expect(stored()).toBeNull());
  });

  it('keeps to 2 decimals and the bounds in yuan when leaving the field', async () => {
    render(<Field initial={undefined} max={100} />);
    type('19.999');
    fireEvent.blur(input());
    await waitFor(() => expect(input().value).toBe('20.00'));
    expect(stored()).toBe(2000);
    type('150');
    fireEvent.blur(input());
    await waitFor(() => expect(input().value).toBe('100.00'));
    expect(stored()).toBe(10000);
  });

  it('works as a form control and follows another base', async () => {
    const onFinish = vi.fn();
    render(
      <Form onFinish={onFinish} initialValues={{ price: 1250 }}>
        <Form.Item name="price" label="单价">
          <PriceInput />
        </Form.Item>
        <Form.Item name="rate" label="折扣">
          <PriceInput base={10} precision={1} prefix={null} suffix="折" />
        </Form.Item>
        <button type="submit">保存</button>
      </Form>,
    );
    const price = screen.getByLabelText('单价') as HTMLInputElement;
    expect(price.value).toBe('12.50');
    fireEvent.change(screen.getByLabelText('折扣'), { target: { value: '8.5' } });
    fireEvent.click(screen.getByText('保存'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ price: 1250, rate: 85 }));
  });
});
