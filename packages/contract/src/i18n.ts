import { ACCOUNT_MESSAGES } from './account.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  MAX_PAGE_LIMIT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type Language,
} from './constants.ts';
import { CLASS_MESSAGES, NOTICE_MAX_LENGTH } from './classes.ts';
import { CONTENT_MESSAGES } from './content.ts';
import { ENROLMENT_MESSAGES } from './enrolment.ts';
import { FIELD_MESSAGES } from './field-messages.ts';
import { FILE_MESSAGES, type FileKind } from './files.ts';
import { AUTH_MESSAGES, SERVER_MESSAGES, VALIDATION } from './messages.ts';
import { OPENS_MESSAGES, OPENS_MESSAGES_HI } from './opens.ts';
import { CLASS_PROGRESS_MESSAGES, CLASS_PROGRESS_MESSAGES_HI } from './class-progress.ts';
import { OPERATIONS_MESSAGES, STUDENT_IMPORT_MAX_ROWS, STUDENT_IMPORT_MESSAGES } from './operations.ts';
import { PERSONAL_MESSAGES } from './personal.ts';
import { READER_MESSAGES, READER_MESSAGES_HI } from './reader.ts';
import { SEARCH_MESSAGES } from './search.ts';
import { STAFF_MESSAGES } from './staff.ts';

/**
 * The language an Accept-Language header asks for: the supported one with the highest q-value
 * (`hi-IN` counts as `hi`), English when none is supported or the header is absent.
 */
export function pickLanguage(header: string | undefined): Language {
  if (header === undefined || header.trim() === '') return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number } | undefined;
  for (const part of header.split(',')) {
    const [range = '', ...parameters] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0] ?? '';
    const qParameter = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const q = qParameter === undefined ? 1 : Number(qParameter.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    const language = (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : undefined;
    if (language !== undefined && (best === undefined || q > best.q)) best = { language, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/** Every key of a message table, each with its text in another language (same parameters for functions). */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

const hindiMegabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const VALIDATION_HI: Translation<typeof VALIDATION> = {
  loginRequired: 'सभी फ़ील्ड भरना ज़रूरी है।',
  registerRequired: 'सभी फ़ील्ड भरना ज़रूरी है।',
  passwordMismatch: 'पासवर्ड और पुष्टि पासवर्ड एक जैसे होने चाहिए।',
  contactRequired: 'कृपया सारी जानकारी भरें।',
  forgotEmailRequired: 'कृपया ई-मेल भरें।',
  resetRequired: 'कृपया सभी फ़ील्ड भरें।',
  resetMismatch: 'नया पासवर्ड और पुष्टि पासवर्ड मेल नहीं खाते।',
  verificationCodeRequired: 'सत्यापन कोड ज़रूरी है।',
  notesPdf: 'कृपया PDF या मान्य PDF फ़ाइल अपलोड करें।',
  notesTitleProfessor: 'नोट्स का शीर्षक और प्रोफ़ेसर का नाम ज़रूरी है।',
  notesCategoryStatus: 'नोट्स की श्रेणी और स्थिति ज़रूरी है।',
  fileUploadFailed: 'कुछ गड़बड़ हो गई, कृपया फिर से अपलोड करें।',
  pyqTitleYearSubject: 'PYQ का शीर्षक, वर्ष और विषय ज़रूरी है।',
  pyqCategoryStatus: 'PYQ की श्रेणी और स्थिति ज़रूरी है।',
  videoUrl: 'कृपया वीडियो अपलोड करें और उसका लिंक चिपकाएँ।',
  videoTitle: 'वीडियो का शीर्षक ज़रूरी है।',
  videoCategoryStatus: 'वीडियो की श्रेणी और स्थिति ज़रूरी है।',
  courseRequired: 'कृपया सभी ज़रूरी फ़ील्ड भरें।',
  addStudentRequired: 'यूज़रनेम, ई-मेल और पासवर्ड ज़रूरी हैं।',
  updateStudentRequired: 'यूज़रनेम और ई-मेल ज़रूरी हैं।',
  updateNotePdf: 'कृपया PDF या मान्य PDF फ़ाइल से अपडेट करें।',
  updatePyqPdf: 'कृपया PDF या मान्य PDF फ़ाइल से अपडेट करें।',
  updateVideoUrl: 'कृपया नए वीडियो का लिंक चिपकाएँ।',
  courseTrialVideo: 'कृपया YouTube वीडियो का मान्य URL चिपकाएँ।',
  enrollLogin: 'नामांकन के लिए कृपया लॉग इन करें।',
  paymentDetails: 'आगे बढ़ने के लिए कृपया सारी जानकारी भरें।',
  announcementNoUsers: 'कृपया कम से कम एक उपयोगकर्ता चुनें।',
  announcementNoSubject: 'विषय खाली नहीं हो सकता।',
};

export const SERVER_MESSAGES_HI: Translation<typeof SERVER_MESSAGES> = {
  invalidJson: 'अनुरोध का डेटा मान्य JSON नहीं है।',
  bodyTooLarge: 'अनुरोध का डेटा बहुत बड़ा है।',
  unsupportedMediaType: 'इस तरह की सामग्री यहाँ स्वीकार नहीं की जाती।',
  internal: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  databaseDown: 'डेटाबेस तक पहुँचा नहीं जा सका।',
  busy: 'सर्वर अभी व्यस्त है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  tooManyRequests: 'बहुत ज़्यादा अनुरोध। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  notLoggedIn: 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
  forbidden: 'आपको यह करने की अनुमति नहीं है।',
  nulCharacter: 'टेक्स्ट में NUL अक्षर (\\0) है, जिसकी अनुमति नहीं है।',
  malformedMultipart: 'अपलोड सही multipart/form-data रूप में नहीं है।',
  badUrl: 'पता मान्य नहीं है।',
  uriTooLong: 'पता बहुत लंबा है।',
  requestTimeout: 'अनुरोध पहुँचने में बहुत देर लगी। कृपया फिर से कोशिश करें।',
  headersTooLarge: 'अनुरोध के हेडर बहुत बड़े हैं।',
  badHttpRequest: 'अनुरोध मान्य HTTP नहीं है।',
  tooManyParts: 'अपलोड में बहुत सारे हिस्से हैं: एक फ़ाइल और उसके फ़ील्ड भेजें।',
  contentLengthMismatch: 'Content-Length हेडर अनुरोध के डेटा से मेल नहीं खाता।',
  invalidInput: 'इनपुट मान्य नहीं है।',
};

export const AUTH_MESSAGES_HI: Translation<typeof AUTH_MESSAGES> = {
  registered: 'खाता बन गया। हमने आपके ई-मेल पर एक सत्यापन कोड भेजा है।',
  loggedIn: 'आप लॉग इन हो गए हैं!',
  invalidCredentials: 'ई-मेल या पासवर्ड ग़लत है।',
  blocked: 'आपका खाता ब्लॉक कर दिया गया है। कृपया सहायता टीम से संपर्क करें।',
  sessionExpired: 'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।',
  loggedOut: 'आप लॉग आउट हो गए हैं!',
  emailVerified: 'ई-मेल सफलतापूर्वक सत्यापित हो गया!',
  needsVerification: 'पहले अपना ई-मेल सत्यापित करें: हमने आपके पते पर जो कोड भेजा है, उसे डालें।',
  codeInvalid: 'कोड ग़लत है या उसकी समय-सीमा ख़त्म हो गई है। कृपया जाँचें या नया कोड मँगवाएँ।',
  codeDead: 'बहुत बार ग़लत कोड डाला गया। कृपया नया कोड मँगवाएँ।',
  resetCodeSent: 'अगर इस ई-मेल का कोई खाता है, तो हमने उस पर सत्यापन कोड भेज दिया है।',
  verificationCodeSent: 'अगर इस ई-मेल का सत्यापन बाकी है, तो हमने उस पर नया कोड भेज दिया है।',
  passwordReset: 'पासवर्ड सफलतापूर्वक बदल दिया गया!',
  passwordMismatch: 'पासवर्ड और पुष्टि पासवर्ड एक जैसे होने चाहिए।',
  resetPasswordMismatch: 'नया पासवर्ड और पुष्टि पासवर्ड मेल नहीं खाते।',
  supportSent: 'आपका संदेश सफलतापूर्वक भेज दिया गया!',
  googleUnavailable: 'इस सर्वर पर Google से साइन-इन उपलब्ध नहीं है।',
  googleFailed: 'Google से साइन-इन नहीं हो सका। कृपया फिर से कोशिश करें।',
  googleEmailUnverified: 'आपका Google ई-मेल पता सत्यापित नहीं है।',
  tooManyLogins: 'इस खाते में बहुत बार ग़लत लॉग इन हुआ। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
};

export const CONTENT_MESSAGES_HI: Translation<typeof CONTENT_MESSAGES> = {
  notFound: 'यह सामग्री मौजूद नहीं है या आप इसे नहीं देख सकते।',
  notOwner: 'आप केवल अपनी अपलोड की हुई सामग्री ही बदल सकते हैं।',
  notAPdf: 'कृपया PDF या मान्य PDF फ़ाइल अपलोड करें।',
  notAnImage: 'कोर्स की तस्वीर एक अपलोड की हुई इमेज फ़ाइल होनी चाहिए।',
  invalidCategory: 'कृपया एक मान्य श्रेणी चुनें।',
  invalidStatus: 'कृपया एक मान्य स्थिति चुनें (public, draft या archived)।',
  addedToMyLearning: 'My Learning में जोड़ दिया गया।',
  removedFromMyLearning: 'My Learning से हटा दिया गया।',
  invalidContentType: 'contentType का मान Note, PYQ या Video होना चाहिए।',
  contentIdRequired: 'contentId ज़रूरी है।',
  lectureTitleRequired: 'हर लेक्चर का शीर्षक होना चाहिए।',
  lectureUrl: 'हर लेक्चर वीडियो का पता एक वेब पता (http या https) होना चाहिए।',
  tooManyLectures: 'एक कोर्स में ज़्यादा से ज़्यादा 500 लेक्चर हो सकते हैं।',
};

export const FILE_MESSAGES_HI: Translation<typeof FILE_MESSAGES> = {
  notAccepted: 'इस तरह की फ़ाइल स्वीकार नहीं की जाती। PDF या इमेज अपलोड करें।',
  notPdf: VALIDATION_HI.notesPdf,
  notImage: 'कृपया इमेज अपलोड करें: PNG, JPEG, GIF या WebP।',
  noFile: 'कृपया अपलोड करने के लिए एक फ़ाइल चुनें।',
  emptyFile: 'फ़ाइल खाली है।',
  badBase64: 'फ़ाइल की सामग्री मान्य base64 नहीं है।',
  notFound: 'फ़ाइल नहीं मिली।',
  uploaded: 'फ़ाइल सफलतापूर्वक अपलोड हो गई!',
  duplicate: 'यह फ़ाइल पहले अपलोड हो चुकी है; रखी हुई प्रति ही इस्तेमाल होगी।',
  progressSaved: 'पढ़ने की प्रगति सहेज ली गई।',
  progressPdfOnly: 'पढ़ने की प्रगति केवल PDF के लिए रखी जाती है।',
  pageBeyondEnd: 'यह पेज दस्तावेज़ के अंत से आगे है।',
  tooLarge: (kind: FileKind, limit: number) =>
    `${kind === 'pdf' ? 'PDF' : 'इमेज'} बहुत बड़ी है: सीमा ${hindiMegabytes(limit)} है।`,
  noPreview: 'इस PDF की पूर्वावलोकन तस्वीर अभी तैयार नहीं है।',
  onePerUpload: 'हर अपलोड में एक ही फ़ाइल भेजें।',
  rangeNotSatisfiable: 'माँगा गया हिस्सा फ़ाइल के भीतर नहीं है।',
  tooManyFormFields: 'फ़ॉर्म में बहुत सारे फ़ील्ड हैं।',
  tooManyUploadBytes: 'इस पते से बहुत ज़्यादा अपलोड डेटा आया है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
};

export const SEARCH_MESSAGES_HI: Translation<typeof SEARCH_MESSAGES> = {
  blank: 'खोजने के लिए कुछ लिखें।',
  invalidType: 'type का मान notes, pyq, video या course होना चाहिए।',
  noResults: 'कोई मिलती-जुलती सामग्री नहीं मिली।',
};

export const STAFF_MESSAGES_HI: Translation<typeof STAFF_MESSAGES> = {
  studentNotFound: 'यह उपयोगकर्ता मौजूद नहीं है।',
  emailTaken: 'इस ई-मेल से एक खाता पहले से मौजूद है।',
  instructorStudentsOnly: 'इंस्ट्रक्टर केवल छात्रों के खाते संभाल सकते हैं।',
  instructorNoRoleChange: 'भूमिका केवल एडमिन बदल सकते हैं।',
  instructorListStudentsOnly: 'इंस्ट्रक्टर केवल छात्रों के खाते देख सकते हैं।',
  selfDelete: 'आप अपना ही खाता नहीं हटा सकते।',
  selfBlock: 'आप अपना ही खाता ब्लॉक नहीं कर सकते।',
  lastAdmin: 'आख़िरी सक्रिय एडमिन को हटाया, ब्लॉक या पदावनत नहीं किया जा सकता।',
  studentBlocked: 'खाता ब्लॉक कर दिया गया है और उसके सत्र समाप्त हो गए हैं।',
  studentUnblocked: 'खाता फिर से सक्रिय है।',
  noRecipients: 'चुने गए किसी भी उपयोगकर्ता को मेल नहीं भेजी जा सकती (अज्ञात या ब्लॉक)।',
  invalidDate: 'तारीख़ 2026-11-30 या 2026-11-30T10:00:00Z जैसी होनी चाहिए।',
  emailUnavailable: 'यह ई-मेल छात्र खाते के लिए इस्तेमाल नहीं किया जा सकता। कृपया कोई दूसरा ई-मेल दें।',
};

export const ACCOUNT_MESSAGES_HI: Translation<typeof ACCOUNT_MESSAGES> = {
  profileSaved: 'आपकी प्रोफ़ाइल सहेज ली गई है।',
  passwordChanged: 'आपका पासवर्ड बदल दिया गया है। बाकी सभी सत्रों से लॉग आउट कर दिया गया है।',
  passwordSet: 'आपका पासवर्ड सेट हो गया है। बाकी सभी सत्रों से लॉग आउट कर दिया गया है।',
  passwordMismatch: 'नया पासवर्ड और उसकी पुष्टि मेल नहीं खाते।',
  currentPasswordWrong: 'आपका मौजूदा पासवर्ड सही नहीं है।',
  currentPasswordRequired: 'कृपया अपना मौजूदा पासवर्ड डालें।',
  sessionEnded: 'उस सत्र से लॉग आउट कर दिया गया है।',
  otherSessionsEnded: 'आपके बाकी सभी सत्रों से लॉग आउट कर दिया गया है।',
  sessionNotFound: 'यह सत्र मौजूद नहीं है या पहले ही समाप्त हो चुका है।',
  emailCodeSent: 'हमने आपके नए पते पर एक कोड भेजा है। बदलाव पूरा करने के लिए उसे डालें।',
  emailChanged: 'आपका ई-मेल पता बदल दिया गया है।',
  emailSame: 'यह पहले से ही आपका ई-मेल पता है।',
  emailTaken: 'यह ई-मेल पता इस्तेमाल नहीं किया जा सकता। कृपया कोई दूसरा चुनें।',
  photoSaved: 'आपकी फ़ोटो सहेज ली गई है।',
  photoRemoved: 'आपकी फ़ोटो हटा दी गई है।',
  photoInvalid: 'कृपया JPEG, PNG, WebP या GIF इमेज चुनें।',
  photoTooLarge: 'यह इमेज बहुत बड़ी है। कृपया 5 MB से छोटी इमेज चुनें।',
  deleteCodeSent: 'हमने आपके ई-मेल पते पर एक कोड भेजा है। अपना खाता हटाने के लिए उसे डालें।',
  deleteNeedsProof: 'कृपया अपना पासवर्ड डालें, या वह कोड जो हमने आपको मेल किया है।',
  accountDeleted: 'आपका खाता हटा दिया गया है।',
  lastAdmin: 'आप आख़िरी एडमिन हैं: यह खाता हटाने से पहले किसी और को एडमिन बनाएँ।',
  noHeir: 'आपकी सामग्री सौंपने के लिए कोई एडमिन नहीं है। कृपया पहले एक एडमिन खाता बनवाएँ।',
  notificationsSaved: 'आपकी सूचना सेटिंग्स सहेज ली गई हैं।',
  unsubscribed: 'आपकी सदस्यता हटा दी गई है।',
  unsubscribeInvalid: 'सदस्यता छोड़ने का यह लिंक मान्य नहीं है।',
  digestRun: 'दैनिक डाइजेस्ट चल गया है।',
  languageSaved: 'आपकी भाषा सहेज ली गई है।',
};

export const OPERATIONS_MESSAGES_HI: Translation<typeof OPERATIONS_MESSAGES> = {
  metricsForbidden: 'मेट्रिक्स केवल इसी मशीन (loopback) से आने वाले अनुरोधों को, या bearer METRICS_TOKEN के साथ मिलते हैं।',
  metricsBadToken: 'मेट्रिक्स टोकन मान्य नहीं है।',
  notReady: 'तैयार नहीं: डेटाबेस, फ़ाइल स्टोर या माइग्रेशन ठीक स्थिति में नहीं हैं।',
  devMailboxLocalOnly: 'डेव मेलबॉक्स केवल इसी मशीन पर उपलब्ध है।',
  devMailboxKeyNeeded: 'डेव मेलबॉक्स उसी लिंक से खोलें जो PrepShelf ने शुरू होते समय अपने कंसोल पर दिखाया था: उस लिंक में उसकी कुंजी है।',
};

export const STUDENT_IMPORT_MESSAGES_HI: Translation<typeof STUDENT_IMPORT_MESSAGES> = {
  csvRequired: 'Username और Email कॉलम (और चाहें तो Status) वाली एक CSV फ़ाइल चुनें।',
  csvUnreadable: 'यह फ़ाइल पढ़ने योग्य CSV फ़ाइल नहीं है।',
  csvMissingColumns: 'CSV फ़ाइल में Username और Email कॉलम वाली हेडर पंक्ति होनी चाहिए।',
  csvEmpty: 'CSV फ़ाइल में छात्रों की कोई पंक्ति नहीं है।',
  csvTooManyRows: `एक CSV फ़ाइल में ज़्यादा से ज़्यादा ${STUDENT_IMPORT_MAX_ROWS.toLocaleString('en-US')} छात्र हो सकते हैं।`,
  csvTooLarge: 'CSV फ़ाइल बहुत बड़ी है।',
  invalidStatus: 'Status का मान active या inactive होना चाहिए।',
  duplicateInFile: 'यही ई-मेल पहले की किसी पंक्ति में आ चुका है।',
  imported: (count: number) => (count === 1 ? '1 छात्र आयात किया गया।' : `${count} छात्र आयात किए गए।`),
  setPasswordDone: 'आपका पासवर्ड सेट हो गया है। अब आप लॉग इन कर सकते हैं।',
  setPasswordInvalid:
    'यह लिंक अमान्य है, पहले इस्तेमाल हो चुका है, या इसकी समय-सीमा ख़त्म हो गई है। लॉग इन पेज पर "पासवर्ड भूल गए" इस्तेमाल करें।',
};

export const PERSONAL_MESSAGES_HI: Translation<typeof PERSONAL_MESSAGES> = {
  streamSaved: 'स्ट्रीम सहेज ली गई।',
};

export const FIELD_MESSAGES_HI: Translation<typeof FIELD_MESSAGES> = {
  emailRequired: 'ई-मेल ज़रूरी है।',
  emailTooLong: 'ई-मेल बहुत लंबा है।',
  emailInvalid: 'कृपया मान्य ई-मेल पता डालें।',
  passwordRequired: 'पासवर्ड ज़रूरी है।',
  passwordTooShort: `पासवर्ड कम से कम ${PASSWORD_MIN_LENGTH} अक्षरों का होना चाहिए।`,
  passwordTooLong: `पासवर्ड ज़्यादा से ज़्यादा ${PASSWORD_MAX_LENGTH} अक्षरों का हो सकता है।`,
  usernameRequired: 'यूज़रनेम ज़रूरी है।',
  usernameTooLong: 'यूज़रनेम ज़्यादा से ज़्यादा 50 अक्षरों का हो सकता है।',
  codeRequired: 'कोड ज़रूरी है।',
  codeSixDigits: 'कोड 6 अंकों का होना चाहिए।',
  confirmPasswordRequired: 'पुष्टि पासवर्ड ज़रूरी है।',
  confirmNewPasswordRequired: 'पुष्टि पासवर्ड ज़रूरी है।',
  nameRequired: 'नाम ज़रूरी है।',
  subjectRequired: 'विषय ज़रूरी है।',
  messageRequired: 'संदेश ज़रूरी है।',
  googleCodeMissing: 'Google कोड नहीं मिला।',
  nothingToChange: 'बदलने के लिए कुछ नहीं है।',
  unknownSession: 'यह सत्र अज्ञात है।',
  tagsShape: 'टैग एक सूची या कॉमा से अलग किया हुआ टेक्स्ट होने चाहिए।',
  tagTooLong: 'हर टैग ज़्यादा से ज़्यादा 50 अक्षरों का हो सकता है।',
  tooManyTags: 'ज़्यादा से ज़्यादा 30 टैग हो सकते हैं।',
  isPublicBoolean: 'isPublic का मान true या false होना चाहिए।',
  lecturesShape: 'lectures को {title, videoUrl} की सूची होना चाहिए।',
  startDate: 'startDate एक तारीख़ होनी चाहिए।',
  startDateFormat: 'startDate एक तारीख़ (YYYY-MM-DD) होनी चाहिए।',
  searchTooLong: 'खोज का टेक्स्ट बहुत लंबा है।',
  contentType: 'type का मान notes, video, pyq या course होना चाहिए।',
  fileKind: 'kind का मान pdf या image होना चाहिए।',
  pageNumber: 'page एक संख्या होनी चाहिए।',
  pageWhole: 'page एक पूर्ण संख्या होनी चाहिए।',
  pageMin: 'page 1 या उससे ज़्यादा होना चाहिए।',
  readAt: 'readAt ISO रूप में तारीख़ और समय होना चाहिए।',
  searchPage: 'page 1 या उससे बड़ी पूर्ण संख्या होनी चाहिए।',
  searchLimit: `limit 1 से ${MAX_PAGE_LIMIT} तक की पूर्ण संख्या होनी चाहिए।`,
  roleQuery: 'role का मान Admin, Instructor या Student होना चाहिए।',
  roleBody: 'Role का मान Admin, Instructor या Student होना चाहिए।',
  classUnknown: 'चुनी गई कक्षाओं में से एक मौजूद नहीं है।',
  announcementSubjectTooLong: 'विषय बहुत लंबा है।',
  announcementBodyTooLong: 'संदेश बहुत लंबा है।',
  tooManyRecipients: 'एक घोषणा में बहुत ज़्यादा प्राप्तकर्ता हैं।',
  language: 'language का मान en या hi होना चाहिए।',
  keepUnder: (max: number) => `कृपया इसे ${max} अक्षरों से कम रखें।`,
  aboutTooLong: (max: number) => `About ज़्यादा से ज़्यादा ${max} अक्षरों का हो सकता है।`,
  institutionTooLong: (max: number) => `संस्थान का नाम ज़्यादा से ज़्यादा ${max} अक्षरों का हो सकता है।`,
};

export const ENROLMENT_MESSAGES_HI: Translation<typeof ENROLMENT_MESSAGES> = {
  courseNotFound: 'कोर्स नहीं मिला! कृपया फिर से कोशिश करें।',
  courseClosed: 'इस कोर्स में अभी नामांकन नहीं हो सकता।',
  enrolled: 'आपका नामांकन हो गया है। कोर्स का आनंद लें!',
  alreadyEnrolled: 'आप इस कोर्स में पहले से नामांकित हैं।',
  requested: 'आपका अनुरोध दर्ज हो गया है। मंज़ूरी मिलते ही हम आपको बताएँगे।',
  alreadyRequested: 'आपका अनुरोध पहले से दर्ज है। मंज़ूरी मिलते ही हम आपको बताएँगे।',
  left: 'आपने यह कोर्स छोड़ दिया है।',
  nameRequired: 'पूरा नाम ज़रूरी है।',
  mobileRequired: 'मोबाइल नंबर ज़रूरी है।',
  mobileInvalid: 'कृपया मान्य मोबाइल नंबर डालें।',
  notCourseOwner: 'आप केवल अपने कोर्स के छात्रों को ही संभाल सकते हैं।',
  enrolmentNotFound: 'यह नामांकन मौजूद नहीं है।',
  approved: 'अनुरोध मंज़ूर: छात्र का नामांकन हो गया है।',
  approvedAlready: 'यह छात्र पहले से नामांकित है।',
  declined: 'अनुरोध अस्वीकार कर दिया गया।',
  declinedAlready: 'यह अनुरोध पहले ही अस्वीकार हो चुका है।',
  declineEnrolled: 'यह छात्र पहले से नामांकित है: उन्हें कोर्स से हटाएँ।',
  removed: 'छात्र को कोर्स से हटा दिया गया।',
  notEnrolled: 'कृपया पहले इस कोर्स में नामांकन करें।',
  lectureNotFound: 'यह लेक्चर मौजूद नहीं है।',
  lectureChanged: 'यह लेक्चर बदल गया है। कृपया कोर्स फिर से खोलें।',
  progressSaved: 'प्रगति सहेज ली गई।',
  videoNotFound: 'यह वीडियो मौजूद नहीं है।',
  videoIdsInvalid: 'ids में कॉमा से अलग किए गए अधिकतम 100 वीडियो आईडी हों।',
  positionInvalid: 'स्थिति 0 या उससे ज़्यादा सेकंड की संख्या होनी चाहिए।',
  durationInvalid: 'अवधि 0 से ज़्यादा सेकंड की संख्या होनी चाहिए।',
  updatedAtInvalid: 'updatedAt ISO रूप में तारीख़ और समय होना चाहिए।',
  courseIdRequired: 'courseId ज़रूरी है।',
  statusInvalid: 'status का मान enrolled, requested या declined होना चाहिए।',
};

export const CLASS_MESSAGES_HI: Translation<typeof CLASS_MESSAGES> = {
  notFound: 'यह कक्षा मौजूद नहीं है।',
  notStaff: 'आप केवल उन्हीं कक्षाओं को संभाल सकते हैं जिन्हें आप पढ़ाते हैं।',
  codeInvalid: 'यह जॉइन कोड मान्य नहीं है या इसकी अवधि खत्म हो गई है। कृपया अपने शिक्षक से नया कोड माँगें।',
  closed: 'यह कक्षा अभी नए सदस्य नहीं ले रही है।',
  archived: 'यह कक्षा संग्रहित है: इसमें कुछ बदला नहीं जा सकता।',
  joined: 'आप कक्षा में शामिल हो गए हैं।',
  alreadyMember: 'आप पहले से इस कक्षा के सदस्य हैं।',
  onlyStudentsJoin: 'कक्षा में केवल छात्र शामिल होते हैं: स्टाफ़ को शिक्षक के रूप में जोड़ा जाता है।',
  left: 'आपने कक्षा छोड़ दी है।',
  created: 'कक्षा बन गई।',
  updated: 'कक्षा अपडेट हो गई।',
  deleted: 'कक्षा हटा दी गई।',
  codeReset: 'नया जॉइन कोड तैयार है; पुराना अब काम नहीं करेगा।',
  membersAdded: 'छात्र कक्षा में जोड़ दिए गए।',
  memberRemoved: 'छात्र को कक्षा से हटा दिया गया।',
  memberNotFound: 'यह छात्र इस कक्षा का सदस्य नहीं है।',
  noStudentsGiven: 'कृपया कम से कम एक ई-मेल पता या छात्र दें।',
  staffInvalid: 'कक्षा का हर शिक्षक एक सक्रिय Admin या Instructor होना चाहिए।',
  unitNotFound: 'यह यूनिट इस कक्षा में मौजूद नहीं है।',
  unitSaved: 'यूनिट सहेज ली गई।',
  unitDeleted: 'यूनिट हटा दी गई; उसकी सामग्री कक्षा में बनी रहेगी।',
  itemNotFound: 'यह सामग्री मौजूद नहीं है या आप इसका उपयोग नहीं कर सकते।',
  itemSaved: 'सामग्री कक्षा में सहेज ली गई।',
  itemRemoved: 'सामग्री कक्षा से हटा दी गई।',
  audienceSaved: 'कौन इसे देख सकता है, यह सहेज लिया गया।',
  noticeTooLong: `सूचना में अधिकतम ${NOTICE_MAX_LENGTH} अक्षर हो सकते हैं।`,
  noticeRequired: 'कृपया सूचना लिखें।',
  noticePosted: 'सूचना पोस्ट हो गई।',
  noticeDeleted: 'सूचना हटा दी गई।',
  noticeNotFound: 'यह सूचना मौजूद नहीं है।',
  attachmentNotFound: 'संलग्न सामग्री मौजूद नहीं है या आप इसे नहीं देख सकते।',
  nameRequired: 'कक्षा का नाम ज़रूरी है।',
  codeRequired: 'कृपया जॉइन कोड डालें।',
  read: 'पढ़ा हुआ चिह्नित किया गया।',
  unknownClass: 'आपकी किसी कक्षा का यह नाम या जॉइन कोड नहीं है।',
};

/** Each message table of the server with its Hindi twin: what `translateMessage` knows. */
export const SERVER_MESSAGE_TABLES = [
  [VALIDATION, VALIDATION_HI],
  [SERVER_MESSAGES, SERVER_MESSAGES_HI],
  [AUTH_MESSAGES, AUTH_MESSAGES_HI],
  [CONTENT_MESSAGES, CONTENT_MESSAGES_HI],
  [FILE_MESSAGES, FILE_MESSAGES_HI],
  [SEARCH_MESSAGES, SEARCH_MESSAGES_HI],
  [STAFF_MESSAGES, STAFF_MESSAGES_HI],
  [ACCOUNT_MESSAGES, ACCOUNT_MESSAGES_HI],
  [OPERATIONS_MESSAGES, OPERATIONS_MESSAGES_HI],
  [STUDENT_IMPORT_MESSAGES, STUDENT_IMPORT_MESSAGES_HI],
  [PERSONAL_MESSAGES, PERSONAL_MESSAGES_HI],
  [ENROLMENT_MESSAGES, ENROLMENT_MESSAGES_HI],
  [CLASS_MESSAGES, CLASS_MESSAGES_HI],
  [FIELD_MESSAGES, FIELD_MESSAGES_HI],
  [OPENS_MESSAGES, OPENS_MESSAGES_HI],
  [CLASS_PROGRESS_MESSAGES, CLASS_PROGRESS_MESSAGES_HI],
  [READER_MESSAGES, READER_MESSAGES_HI],
] as const;

/** Messages built from a value, matched by their English shape. */
const PATTERNS: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [
    /^Too many requests\. Please try again in (\d+) (second|minute|hour|day)s?\.$/,
    (match) =>
      `बहुत ज़्यादा अनुरोध। कृपया ${match[1]} ${{ second: 'सेकंड', minute: 'मिनट', hour: 'घंटे', day: 'दिन' }[match[2] as 'second']} बाद फिर से कोशिश करें।`,
  ],
  [
    /^The (PDF|image) is too large: the limit is ([\d.]+) MB\.$/,
    (match) => `${match[1] === 'PDF' ? 'PDF' : 'इमेज'} बहुत बड़ी है: सीमा ${match[2]} MB है।`,
  ],
  [/^No API route matches (\S+) (.*)\.$/, (match) => `${match[1]} ${match[2]} से मेल खाने वाला कोई API रास्ता नहीं है।`],
  [/^Please keep it under (\d+) characters\.$/, (match) => FIELD_MESSAGES_HI.keepUnder(Number(match[1]))],
  [/^About must be at most (\d+) characters long\.$/, (match) => FIELD_MESSAGES_HI.aboutTooLong(Number(match[1]))],
  [
    /^Institution must be at most (\d+) characters long\.$/,
    (match) => FIELD_MESSAGES_HI.institutionTooLong(Number(match[1])),
  ],
  [/^(\d+) students? imported\.$/, (match) => STUDENT_IMPORT_MESSAGES_HI.imported(Number(match[1]))],
  [/^The request body is invalid: (.+)$/s, (match) => `अनुरोध का डेटा मान्य नहीं है: ${translateMessage(match[1]!, 'hi')}`],
];

let englishToHindi: Map<string, string> | undefined;

/**
 * A server message in `language`: the Hindi twin of a known English message (or of one built from a
 * value), otherwise the message as it is.
 */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  if (englishToHindi === undefined) {
    englishToHindi = new Map();
    for (const [english, hindi] of SERVER_MESSAGE_TABLES) {
      for (const [key, text] of Object.entries(english)) {
        const twin = (hindi as Record<string, unknown>)[key];
        if (typeof text === 'string' && typeof twin === 'string' && !englishToHindi.has(text))
          englishToHindi.set(text, twin);
      }
    }
  }
  const whole = translateWhole(message, englishToHindi);
  if (whole !== undefined) return whole;
  // A validation message names its field first ("Email: …"): the field name stays, the rest is translated.
  const field = /^([\w.[\]]+): (.+)$/s.exec(message);
  const rest = field === null ? undefined : translateWhole(field[2]!, englishToHindi);
  if (field !== null && rest !== undefined) return `${field[1]}: ${rest}`;
  return message;
}

function translateWhole(message: string, known: Map<string, string>): string | undefined {
  const twin = known.get(message);
  if (twin !== undefined) return twin;
  for (const [pattern, render] of PATTERNS) {
    const match = pattern.exec(message);
    if (match !== null) return render(match);
  }
  return undefined;
}
