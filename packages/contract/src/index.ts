export * from './constants.ts';
export * from './messages.ts';
export * from './common.ts';
export * from './auth.ts';
export * from './content.ts';
export * from './files.ts';
export * from './search.ts';
export * from './staff.ts';
