import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './html.js';

describe('rich text sanitising', () => {
  it('keeps what the editor produces', () => {
    const html = '<h2>标题</h2><p style="text-align: center"><span style="color: #ff0000; font-size: 24px">红字</span><strong>粗</strong></p><ul><li>一</li></ul><img src="https://cdn.example.com/a.png" alt="图" />';
    // Styles come back normalised (no space after the colon); everything else unchanged.
    expect(sanitizeRichText(html)).toBe(html.replace(/: /g, ':').replace(/; /g, ';'));
  });

  it('drops scripts, event handlers, javascript: links and styles outside the editor range', () => {
    const out = sanitizeRichText('<p onclick="steal()" style="font-size: 200px; position: fixed">x</p><script>alert(1)</script><a href="javascript:alert(1)">a</a><iframe src="https://evil"></iframe><img src="x" onerror="alert(1)">');
    expect(out).not.toMatch(/script|onclick|onerror|javascript|iframe|200px|position/);
    expect(out).toContain('<p>x</p>');
  });

  it('opens links in a new tab without the opener', () => {
    expect(sanitizeRichText('<a href="https://example.com">帮助</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">帮助</a>');
  });
});
