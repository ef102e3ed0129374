/*
 * Every message key, typed from the English catalogs (the source language). Add a line for each new
 * catalog file: `t('…')` with an unknown key is then a type error, and the catalog check in `npm test`
 * (catalogs.test.ts) fails when a key lacks its Hindi or the two differ in placeholders.
 */
import type appAbout from './en/app/about.json';
import type appAccount from './en/app/account.json';
import type appArriving from './en/app/arriving.json';
import type appApi from './en/app/api.json';
import type appAuth from './en/app/auth.json';
import type appClasses from './en/app/classes.json';
import type appClassProgress from './en/app/classProgress.json';
import type appContact from './en/app/contact.json';
import type appContentLists from './en/app/contentLists.json';
import type appCourses from './en/app/courses.json';
import type appEnrollment from './en/app/enrollment.json';
import type appFeatured from './en/app/featured.json';
import type appMisc from './en/app/misc.json';
import type appMyLearning from './en/app/myLearning.json';
import type appOffline from './en/app/offline.json';
import type appPagination from './en/app/pagination.json';
import type appPlans from './en/app/plans.json';
import type appProfile from './en/app/profile.json';
import type appReader from './en/app/reader.json';
import type appScreen from './en/app/screen.json';
import type appSearchResults from './en/app/searchResults.json';
import type appTitles from './en/app/titles.json';
import type appUi from './en/app/ui.json';
import type chromeChrome from './en/chrome/chrome.json';
import type chromeClassesHome from './en/chrome/classesHome.json';
import type chromeClassesNav from './en/chrome/classesNav.json';
import type chromeNav from './en/chrome/nav.json';
import type commonConnection from './en/common/connection.json';
import type commonHome from './en/common/home.json';
import type commonLayout from './en/common/layout.json';
import type commonNav from './en/common/nav.json';
import type commonStream from './en/common/stream.json';
import type frameListFrame from './en/frame/listFrame.json';
import type homeSections from './en/home/sections.json';
import type personalContinueCourse from './en/personal/continueCourse.json';
import type appFirstLogin from './en/app/firstLogin.json';
import type personalPersonal from './en/personal/personal.json';
import type staffAnalytics from './en/staff/analytics.json';
import type staffAnnouncements from './en/staff/announcements.json';
import type staffAudience from './en/staff/audience.json';
import type staffAudit from './en/staff/audit.json';
import type staffClassActivity from './en/staff/classActivity.json';
import type staffCourseStudents from './en/staff/courseStudents.json';
import type staffDashboard from './en/staff/dashboard.json';
import type staffItemOpens from './en/staff/itemOpens.json';
import type staffManage from './en/staff/manage.json';
import type staffRequiredFields from './en/staff/requiredFields.json';
import type staffSettings from './en/staff/settings.json';
import type staffStudents from './en/staff/students.json';
import type staffStudyActivity from './en/staff/studyActivity.json';
import type staffWhoSees from './en/staff/whoSees.json';

export type MessageId =
  | keyof typeof appAbout
  | keyof typeof appAccount
  | keyof typeof appArriving
  | keyof typeof appApi
  | keyof typeof appAuth
  | keyof typeof appClasses
  | keyof typeof appClassProgress
  | keyof typeof appContact
  | keyof typeof appContentLists
  | keyof typeof appCourses
  | keyof typeof appEnrollment
  | keyof typeof appFeatured
  | keyof typeof appMisc
  | keyof typeof appMyLearning
  | keyof typeof appOffline
  | keyof typeof appPagination
  | keyof typeof appPlans
  | keyof typeof appProfile
  | keyof typeof appReader
  | keyof typeof appScreen
  | keyof typeof appSearchResults
  | keyof typeof appTitles
  | keyof typeof appUi
  | keyof typeof chromeChrome
  | keyof typeof chromeClassesHome
  | keyof typeof chromeClassesNav
  | keyof typeof chromeNav
  | keyof typeof commonConnection
  | keyof typeof commonHome
  | keyof typeof commonLayout
  | keyof typeof commonNav
  | keyof typeof commonStream
  | keyof typeof frameListFrame
  | keyof typeof homeSections
  | keyof typeof personalContinueCourse
  | keyof typeof appFirstLogin
  | keyof typeof personalPersonal
  | keyof typeof staffAnalytics
  | keyof typeof staffAnnouncements
  | keyof typeof staffAudience
  | keyof typeof staffAudit
  | keyof typeof staffClassActivity
  | keyof typeof staffCourseStudents
  | keyof typeof staffDashboard
  | keyof typeof staffItemOpens
  | keyof typeof staffManage
  | keyof typeof staffRequiredFields
  | keyof typeof staffSettings
  | keyof typeof staffStudents
  | keyof typeof staffStudyActivity
  | keyof typeof staffWhoSees;
