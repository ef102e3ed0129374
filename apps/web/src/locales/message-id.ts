/*
 * Every message key, typed from the English catalogs (the source language). Add a line for each new
 * catalog file: `t('…')` with an unknown key is then a type error, and the catalog check in `npm test`
 * (catalogs.test.ts) fails when a key lacks its Hindi or the two differ in placeholders.
 */
import type commonNav from './en/common/nav.json';
import type appScreen from './en/app/screen.json';
import type staffDashboard from './en/staff/dashboard.json';
import type commonLayout from './en/common/layout.json';
import type commonHome from './en/common/home.json';
import type appFeatured from './en/app/featured.json';
import type appPlans from './en/app/plans.json';
import type appUi from './en/app/ui.json';
import type homeSections from './en/home/sections.json';
import type personal from './en/personal/personal.json';
import type chrome from './en/chrome/chrome.json';
import type appTitles from './en/app/titles.json';
import type appAbout from './en/app/about.json';
import type appMisc from './en/app/misc.json';
import type appContact from './en/app/contact.json';
import type appEnrollment from './en/app/enrollment.json';

export type MessageId =
  | keyof typeof commonNav
  | keyof typeof appScreen
  | keyof typeof staffDashboard
  | keyof typeof commonLayout
  | keyof typeof commonHome
  | keyof typeof appFeatured
  | keyof typeof appPlans
  | keyof typeof appUi
  | keyof typeof homeSections
  | keyof typeof personal
  | keyof typeof chrome
  | keyof typeof appTitles
  | keyof typeof appAbout
  | keyof typeof appMisc
  | keyof typeof appContact
  | keyof typeof appEnrollment;
