export * from './html.js';
export * from './money.js';
export * from './phone.js';
export * from './relative-time.js';
export * from './time.js';
export * from './bank.js';
export * from './period.js';
export * from './allocation.js';
