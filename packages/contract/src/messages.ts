/**
 * Every user-facing text of spec §5 (validation warnings) and §8 (toasts and page texts), verbatim,
 * typos included: older clients and the spec's readers match on them.
 */
export const VALIDATION = {
  loginRequired: 'All fields are required !',
  registerRequired: 'All fields are required !',
  passwordMismatch: 'Password & Confirm Password must be same !',
  contactRequired: 'Please fill the all data!',
  forgotEmailRequired: 'Please fill out email fields !',
  resetRequired: 'Please fill out all fields !',
  resetMismatch: 'NewPassword and ConfirmPassword do not match!',
  verificationCodeRequired: 'VerificationCode required !',
  notesPdf: 'Please upload a PDF or valid PDF file',
  notesTitleProfessor: 'Notes title & professor must be important !',
  notesCategoryStatus: 'Notes Category & Status reuired !',
  fileUploadFailed: 'Some thing went wrong please Re upload',
  pyqTitleYearSubject: 'PYQ title & year,subject must be important !',
  pyqCategoryStatus: 'PYQ Category & Status reuired !',
  videoUrl: 'Please upload and paste video url',
  videoTitle: 'Video title must be important !',
  videoCategoryStatus: 'Video Category & Status reuired !',
  courseRequired: 'Please fill all required fields!',
  addStudentRequired: 'Username, Email, and Password are required!',
  updateStudentRequired: 'Username, Email are required!',
  updateNotePdf: 'Please Update a PDF or valid PDF file',
  updatePyqPdf: 'Pleaseupdatea PDF or valid PDF file',
  updateVideoUrl: 'Please update and paste video url',
  courseTrialVideo: 'Please paste a valid YouTube video URL.',
  enrollLogin: 'Please login to enroll!',
  paymentDetails: 'Please fill in all the details to proceed.',
  announcementNoUsers: 'Please select at least one user.',
  announcementNoSubject: 'Subject cannot be empty.',
} as const;

export const TOASTS = {
  loggedIn: "You're now logged in !",
  registered: 'Register successfully !',
  googleFailed: 'Something went wrong. Please try again later !',
  googleCodeError: 'Error while requesting google to code',
  loginError: 'Login error',
  registerError: 'Error while register !',
  loggedOut: "You're now logged out !!",

  supportSent: 'Successfully send your message!',
  supportFailed: 'Somthing went wrong !',

  removeNotesFailed: 'Failed to remove Notes!',
  addNotesFailed: 'Failed to add notes!',
  removePyqFailed: 'Failed to remove pyq!',
  addPyqFailed: 'Failed to add pyq!',
  removeVideoFailed: 'Failed to remove Video!',
  addVideoFailed: 'Failed to add Video!',
  removeMyLearningError: 'Failed to remove from My learning',
  addMyLearningError: 'Failed to add in My learning',

  searchNoContent: 'No matching content found !',
  searchNoStudents: 'No matching students found',
  searchError: 'Somthing went wrong.!',

  resetCodeSent: 'Verification code sent to your email!',
  passwordReset: 'Password reset successfully !',
  resetCodeFailed: 'Verification Code failed.',
  resetSendError: 'An error occurred during FogotPassword when sending email code.',
  passwordResetFailed: 'Password reseting failed.',
  resetSubmitError: 'An error occurred during FogotPassword when sumbiting data.',

  emailVerified: 'Email verified successfully!',
  verificationFailed: 'Verification failed.',
  verificationError: 'An error occurred during verification.',

  noteUploaded: 'Note uploaded successfully!',
  pyqUploaded: 'PYQ uploaded successfully!',
  videoUploaded: 'Video uploaded successfully!',
  courseUploaded: 'Course uploaded successfully!',
  thumbnailUploaded: 'Thumbnail uploaded successfully!',
  noteUploadFailed: 'Failed to upload note.!',
  pyqUploadFailed: 'Failed to upload pyq.!',
  videoUploadFailed: 'Failed to upload Video.!',
  courseUploadFailed: 'Failed to upload course.',
  noteUploadError: 'Failed to upload note. Try again',
  pyqUploadError: 'Failed to upload pyq. Try again',
  videoUploadError: 'Failed to upload Video. Try again',
  genericError: 'Something went wrong.',

  noteUpdated: 'Note updated successfully!',
  pyqUpdated: 'PYQ updated successfully!',
  videoUpdated: 'Video updated successfully!',
  courseUpdated: 'Course Updateed successfully!',
  thumbnailUpdated: 'Thumbnail Updateed successfully!',
  courseUpdateFailed: 'Failed to Update course.',
  thumbnailUpdateFailed: 'Failed to Update thumbnail.',

  studentAdded: 'Student added successfully!',
  studentUpdated: 'Student update successfully!',
  studentAddFailed: 'Failed to add student. Try again.',
  studentUpdateFailed: 'Failed to update student. Try again.',
  studentStatusChanged: 'Successfully change student status !',
  studentDeleted: 'Successfully delete student !',

  analyticsError: 'Some error please try again.',

  courseNotFound: 'Course not found! Please try again.',
  planNotFound: 'Plan not found',
  paymentSuccess: 'Payment successful!',
  enrollThanks: 'Thank you for enrolling! We will contact you soon.',

  announcementSent: 'Announcement sent!',
  announcementError: 'Error sending announcement.',
} as const;

/** 'Successfully delete Notes !' and 'Faild to  delete Notes' (two spaces, as in the spec). */
export const DELETE_LABELS = ['Course', 'Notes', 'Video', 'PYQ'] as const;
export type DeleteLabel = (typeof DELETE_LABELS)[number];
export const deleteSucceeded = (what: DeleteLabel): string => `Successfully delete ${what} !`;
export const deleteFailed = (what: DeleteLabel): string => `Faild to  delete ${what}`;

export const PAGE_TEXTS = {
  notFound: 'Page Not Found.',
  routerError: 'Unexpected Application Error!',
  emptyList: 'No Data Found! Plese Check internet connection',
  searchHeading: 'Content Found For Your Search',
  searchEmpty: 'No content found for your search.',
  contactHeading: 'Get in Touch',
  welcome: 'Welcome back, Instructor!',
  comingSoon: 'Coming Soon',
} as const;

/** Messages of our own (not in the spec), in the same friendly voice without the typos. */
export const SERVER_MESSAGES = {
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'This kind of content is not accepted here.',
  internal: 'Something went wrong on our side. Please try again.',
  databaseDown: 'The database is unreachable.',
  busy: 'The server is busy. Please try again in a moment.',
  tooManyRequests: 'Too many requests. Please try again later.',
  notLoggedIn: 'Please log in to continue.',
  forbidden: 'You are not allowed to do that.',
  nulCharacter: 'The text contains a NUL character (\\0), which is not allowed.',
  malformedMultipart: 'The upload is not a well-formed multipart/form-data body.',
  badUrl: 'The address is not valid.',
  uriTooLong: 'The address is too long.',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  headersTooLarge: 'The request headers are too large.',
  badHttpRequest: 'The request is not valid HTTP.',
  tooManyParts: 'The upload has too many parts: send one file and its fields.',
  contentLengthMismatch: 'The Content-Length header does not match the body.',
  invalidInput: 'Invalid input.',
} as const;

/** Account messages the server sends (not in the spec; friendly, no typos, never revealing an account). */
export const AUTH_MESSAGES = {
  registered: 'Account created. We sent a verification code to your e-mail.',
  loggedIn: "You're now logged in !",
  invalidCredentials: 'Invalid email or password.',
  blocked: 'Your account has been blocked. Please contact support.',
  sessionExpired: 'Your session has ended. Please log in again.',
  loggedOut: "You're now logged out !!",
  emailVerified: 'Email verified successfully!',
  needsVerification: 'Please verify your e-mail first: enter the code we sent to your address.',
  codeInvalid: 'The code is wrong or has expired. Please check it or request a new one.',
  codeDead: 'Too many wrong tries. Please request a new code.',
  resetCodeSent: 'If an account exists for that e-mail, we sent a verification code to it.',
  verificationCodeSent: 'If that e-mail needs verifying, we sent a new code to it.',
  passwordReset: 'Password reset successfully !',
  passwordMismatch: 'Password & Confirm Password must be same !',
  resetPasswordMismatch: 'NewPassword and ConfirmPassword do not match!',
  supportSent: 'Successfully send your message!',
  googleUnavailable: 'Google sign-in is not available on this server.',
  googleFailed: 'Google sign-in failed. Please try again.',
  googleEmailUnverified: 'Your Google e-mail address is not verified.',
  tooManyLogins: 'Too many failed logins for this account. Please try again later.',
} as const;
