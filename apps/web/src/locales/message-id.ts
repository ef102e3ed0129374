/*
 * Every message key, typed from the English catalogs (the source language). Add a line for each new
 * catalog file: `t('…')` with an unknown key is then a type error, and the catalog check in `npm test`
 * (catalogs.test.ts) fails when a key lacks its Hindi or the two differ in placeholders.
 */
import type commonNav from './en/common/nav.json';
import type appScreen from './en/app/screen.json';
import type staffDashboard from './en/staff/dashboard.json';
import type staffManage from './en/staff/manage.json';

export type MessageId =
  keyof typeof commonNav | keyof typeof appScreen | keyof typeof staffDashboard | keyof typeof staffManage;
