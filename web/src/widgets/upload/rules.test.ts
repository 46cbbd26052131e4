import { describe, expect, it } from 'vitest';
import { checkFile, checkImage, fitWithin, hasRatio, uploadMessages } from './rules';

describe('image rules (document 1 §5)', () => {
  it('accepts jpg, jpeg and png by default and refuses others with the spec message', () => {
    expect(checkImage({ name: 'a.JPG', size: 10 })).toEqual({ upload: 'as-is' });
    expect(checkImage({ name: 'a.webp', size: 10 })).toEqual({ refuse: '请上传符合要求格式的图片' });
    expect(checkImage({ name: 'a.gif', size: 10 })).toEqual({ refuse: uploadMessages.badImage });
  });

  it('compresses images over the limit, but never a GIF, which has its own limit', () => {
    expect(checkImage({ name: 'big.png', size: 1_048_577 })).toEqual({ upload: 'compress' });
    expect(checkImage({ name: 'big.png', size: 1_048_576 })).toEqual({ upload: 'as-is' });
    const gif = { accept: ['.gif', '.png'], gifMaxBytes: 3_000_000 };
    expect(checkImage({ name: 'a.gif', size: 2_000_000 }, gif)).toEqual({ upload: 'as-is' });
    expect(checkImage({ name: 'a.gif', size: 3_000_001 }, gif)).toEqual({ refuse: '文件大小超出限制' });
  });

  it('fits within 1920×1920 keeping the ratio, never enlarging', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin(1000, 5000)).toEqual({ width: 384, height: 1920 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('checks the aspect ratio within 1%', () => {
    expect(hasRatio(1920, 1080, [16, 9])).toBe(true);
    expect(hasRatio(1920, 1090, [16, 9])).toBe(true);
    expect(hasRatio(1920, 1200, [16, 9])).toBe(false);
  });
});

describe('file rules (document 1 §5)', () => {
  it('refuses beyond the count, an extension not allowed, and over 20,000,000 bytes by default', () => {
    expect(checkFile({ name: 'a.pdf', size: 1 }, 3, { count: 3 })).toBe('超出最大文件上传数量');
    expect(checkFile({ name: 'a.pdf', size: 1 }, 1, { count: 1 })).toBeUndefined();
    expect(checkFile({ name: 'a.exe', size: 1 }, 0, { accept: ['.pdf', '.docx'] })).toBe('不支持该文件类型上传');
    expect(checkFile({ name: 'a.pdf', size: 20_000_001 }, 0)).toBe('文件大小超出限制');
    expect(checkFile({ name: 'a.pdf', size: 20_000_000 }, 0)).toBeUndefined();
  });
});
