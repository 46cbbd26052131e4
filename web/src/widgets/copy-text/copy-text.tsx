import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { cloneElement, useEffect, useRef, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';

/** How long 复制成功 / 复制失败 stays up (document 1 §2, §9: notifications 1,500 ms). */
export const COPY_TIP_MS = 1500;

/** Copies through the old selection command: pages on plain http (intranet addresses) have no `navigator.clipboard`. */
function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen and without scrolling the page, but still selectable.
  area.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0';
  document.body.appendChild(area);
  const focused = document.activeElement as HTMLElement | null;
  try {
    area.select();
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus?.();
  }
}

/** Puts the text on the clipboard: the Clipboard API where the page may use it, else the selection fallback. */
export async function copyToClipboard(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, document not focused): the fallback may still work.
    }
  }
  return copyBySelection(text);
}

type Outcome = 'success' | 'failure';

/** `copy(text)` and the outcome of the last copy, cleared after 1,500 ms. */
export function useCopy() {
  const [outcome, setOutcome] = useState<Outcome>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    const done = await copyToClipboard(text);
    clearTimeout(timer.current);
    setOutcome(done ? 'success' : 'failure');
    timer.current = setTimeout(() => setOutcome(undefined), COPY_TIP_MS);
    return done;
  };
  return { copy, outcome };
}

export interface CopyTextProps {
  /** What goes on the clipboard; empty shows `-` and nothing to copy. */
  text: string | number | null | undefined;
  /** What is shown before the button; default the text. With `trigger` and no children only the trigger shows. */
  children?: ReactNode;
  /** Clicking this copies instead of the copy icon (a wrapper: `<CopyText text={link} trigger={<Button>复制链接</Button>} />`). */
  trigger?: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
  /** The icon button's name for screen readers and its hover tip; default 复制. */
  label?: string;
}

/** Copy-to-clipboard (document 1 §2): a text with a copy button; 复制成功 / 复制失败 shows for 1,500 ms. */
export function CopyText({ text, children, trigger, label = '复制' }: CopyTextProps) {
  const { copy, outcome } = useCopy();
  const [hovered, setHovered] = useState(false);
  const value = text === null || text === undefined ? '' : String(text);
  if (value === '') return <span>{children ?? '-'}</span>;

  const tip = outcome === 'success' ? '复制成功' : outcome === 'failure' ? '复制失败' : label;
  const onClick = (event: MouseEvent) => {
    // Inside a clickable row or card the copy is the only thing the click does.
    event.stopPropagation();
    void copy(value);
  };
  const button = trigger ? (
    cloneElement(trigger, {
      onClick: (event: MouseEvent) => {
        trigger.props.onClick?.(event);
        onClick(event);
      },
    })
  ) : (
    <Button
      type="link"
      size="small"
      aria-label={label}
      icon={outcome === 'success' ? <CheckOutlined style={{ color: 'var(--ant-color-success, #52c41a)' }} /> : <CopyOutlined />}
      onClick={onClick}
      style={{ paddingInline: 2, height: 'auto' }}
    />
  );
  // While a tip is due it stays open for its 1,500 ms; otherwise the tooltip follows the hover.
  const tooltip = (
    <Tooltip title={tip} open={outcome ? true : hovered} onOpenChange={setHovered}>
      {button}
    </Tooltip>
  );
  const shown = trigger && children === undefined ? null : (children ?? value);
  return (
    <span className="copy-text" style={{ display: 'inline-flex', alignItems: 'center', gap: 2, maxWidth: '100%', wordBreak: 'break-all' }}>
      {shown}
      {tooltip}
    </span>
  );
}
