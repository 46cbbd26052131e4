import { randomBytes } from 'node:crypto';

/** 32 characters without 0/O and 1/I: typed from a print without confusion. 256 is a multiple of 32 (no bias). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random code of `length` characters, 5 bits each (coupon fixed tokens, redeem codes). */
export const readableCode = (length: number) => [...randomBytes(length)].map((b) => ALPHABET[b & 31]).join('');
