import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeHtmlTags } from './html.js';

describe('escapeHtml', () => {
  it('escapes & < > " and \' everywhere', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeHtml('&amp;')).toBe('&amp;amp;'); // escaped once more, never decoded
  });

  it('leaves plain text alone and answers empty for nothing', () => {
    expect(escapeHtml('停车场 A 区')).toBe('停车场 A 区');
    expect(escapeHtml('')).toBe('');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
  });
});

describe('escapeHtmlTags (tag-like fragments only)', () => {
  it('escapes tags, closing tags, comments and declarations', () => {
    expect(escapeHtmlTags('<script>alert("x")</script>')).toBe('&lt;script&gt;alert("x")&lt;/script&gt;');
    expect(escapeHtmlTags(`<img src='x' onerror="a&b">`)).toBe('&lt;img src=&#39;x&#39; onerror=&quot;a&amp;b&quot;&gt;');
    expect(escapeHtmlTags('a<!-- c -->b')).toBe('a&lt;!-- c --&gt;b');
    expect(escapeHtmlTags('<!DOCTYPE html><?xml ?>')).toBe('&lt;!DOCTYPE html&gt;&lt;?xml ?&gt;');
    expect(escapeHtmlTags('<B>bold</B>')).toBe('&lt;B&gt;bold&lt;/B&gt;');
  });

  it('escapes an unclosed tag to the end, so following markup cannot close it', () => {
    expect(escapeHtmlTags('hi <img src=x onerror=alert(1)')).toBe('hi &lt;img src=x onerror=alert(1)');
    expect(escapeHtmlTags('line\n<a\nhref="x"')).toBe('line\n&lt;a\nhref=&quot;x&quot;');
  });

  it('leaves prose that only looks like operators unchanged', () => {
    for (const text of ['Tom & Jerry', '3 < 5 and 5 > 3', 'a <= b', '<3', '< b >', '"quoted" it\'s', '']) {
      expect(escapeHtmlTags(text), text).toBe(text);
    }
  });

  it('answers empty for nothing', () => {
    expect(escapeHtmlTags(null)).toBe('');
    expect(escapeHtmlTags(undefined)).toBe('');
  });
});
