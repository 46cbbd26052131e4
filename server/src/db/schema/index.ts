export * from './identity.js';
export * from './app.js';
export * from './message.js';
export * from './job.js';
export * from './article.js';
export * from './qa.js';
export * from './audit.js';
export * from './merchant.js';
