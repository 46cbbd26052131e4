import { beforeEach, describe, expect, it } from 'vitest';
import { clearSessionStorage, LOGOUT_ITEMS, needsRefresh, readToken, TOKEN_KEY, writeToken } from './storage';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

describe('session storage', () => {
  it('stores the token as accessToken with its expiry (now + expire_in)', () => {
    const stored = writeToken({ type: 'Bearer', value: 'abc', expire_in: 7200 }, 1_000, storage);
    expect(stored).toEqual({ value: 'Bearer abc', expireAt: 7_201_000 });
    expect(JSON.parse(storage.getItem(TOKEN_KEY)!)).toEqual(stored);
    expect(readToken(storage)).toEqual(stored);
  });

  it('reads nothing from a missing or damaged item', () => {
    expect(readToken(storage)).toBeUndefined();
    storage.setItem(TOKEN_KEY, 'not json');
    expect(readToken(storage)).toBeUndefined();
  });

  it('asks for a refresh within 1,200 s of expiry', () => {
    expect(needsRefresh({ value: 'x', expireAt: 3_000_000 }, 1_000_000)).toBe(false);
    expect(needsRefresh({ value: 'x', expireAt: 3_000_000 }, 1_800_001)).toBe(true);
    expect(needsRefresh(undefined)).toBe(false);
  });

  it('clears exactly the logout items, and p_count only when asked', () => {
    for (const key of LOGOUT_ITEMS) storage.setItem(key, '1');
    storage.setItem('p_count', '3');
    storage.setItem('column_settings', 'keep');
    clearSessionStorage({}, storage);
    expect(storage.length).toBe(2);
    expect(storage.getItem('column_settings')).toBe('keep');
    clearSessionStorage({ pCount: true }, storage);
    expect(storage.getItem('p_count')).toBeNull();
  });
});
