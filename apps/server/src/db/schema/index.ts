// The one schema both drivers share; drizzle-kit reads this file to generate migrations.
export * from './users.ts';
export * from './auth.ts';
export * from './mail.ts';
export * from './content.ts';
export * from './staff.ts';
export * from './notifications.ts';
export * from './personal.ts';
export * from './enrolment.ts';
export * from './search.ts';
export * from './classes.ts';
export * from './opens.ts';
