/** Business constants of spec §9, shared by the server and the web app. */

/**
 * The languages PrepShelf speaks. English is the default and the language of the spec's
 * quoted texts, which stay exactly as they are; the Hindi versions are written naturally, without the
 * typos. Older clients that send no Accept-Language get English.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const CATEGORIES = ['sciTechnology', 'commerce', 'artscivils'] as const;
export type Category = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: Category = 'sciTechnology';
export const CATEGORY_LABELS: Record<Category, string> = {
  sciTechnology: 'Sci-Technology',
  commerce: 'Commerce',
  artscivils: 'Arts & civils',
};

export const SORT_ORDERS = ['latest', 'oldest'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT: SortOrder = 'latest';

export const CONTENT_STATUSES = ['public', 'draft', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
/** The filters show `public` as "Active" (spec §4). */
export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  public: 'Active',
  draft: 'Draft',
  archived: 'Archived',
};

export const ROLES = ['Admin', 'Instructor', 'Student'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['Admin', 'Instructor'];

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const CONTENT_TYPES = ['notes', 'pyq', 'video', 'course'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const MY_LEARNING_TYPES = ['Note', 'PYQ', 'Video'] as const;
export type MyLearningType = (typeof MY_LEARNING_TYPES)[number];

export const MAX_PAGE_LIMIT = 100;
/** A list call without `page` returns the whole filtered list up to this many items (contract §2). */
export const UNPAGED_LIST_CAP = 500;

export const DEFAULT_COURSE_LEVEL = 'Intermediate';
export const PING_RETRY_MS = 1000;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const SUPPORT_LOCATION = 'Mumbai, India';
export const CURRENCY_SYMBOL = '₹';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Keys of the browser's local storage (spec §3). */
export const STORAGE_KEYS = {
  token: 'token',
  role: 'userRole',
  profile: 'Profile',
  forgotEmail: 'FogotEmail',
  userId: 'PrepShelfUserId',
  /** The PDF reader's zoom (a share of the fitted width), remembered on the device. */
  readerZoom: 'PrepShelfReaderZoom',
} as const;

/** The session token travels in this request header (contract §2). */
export const AUTH_HEADER = 'AuthToken';
/** The login request header carrying a device token from an earlier login (contract §3). */
export const DEVICE_TOKEN_HEADER = 'DeviceToken';
