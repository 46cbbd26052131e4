import argon2 from 'argon2';

/** argon2id, memory-hard. 'fast' lowers the cost for tests only (PASSWORD_HASH_COST=fast). */
const costs = {
  standard: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
  fast: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;

export const hashPassword = (password: string, cost: keyof typeof costs = 'standard') =>
  argon2.hash(password, { type: argon2.argon2id, ...costs[cost] });

export const verifyPassword = async (hash: string, password: string) => {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
};
