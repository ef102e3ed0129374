/*
 * Every message key, typed from the English catalogs (the source language). Add a line for each new
 * catalog file: `t('…')` with an unknown key is then a type error, and the catalog check in `npm test`
 * (catalogs.test.ts) fails when a key lacks its Hindi or the two differ in placeholders.
 */
import type commonNav from './en/common/nav.json';
import type appScreen from './en/app/screen.json';
import type staffDashboard from './en/staff/dashboard.json';
import type commonConnection from './en/common/connection.json';
import type appReader from './en/app/reader.json';
import type appOffline from './en/app/offline.json';

export type MessageId =
  | keyof typeof commonNav
  | keyof typeof appScreen
  | keyof typeof staffDashboard
  | keyof typeof commonConnection
  | keyof typeof appReader
  | keyof typeof appOffline;
