import { CATEGORY_LABELS, type Category, type Language, type Translation } from '@prepshelf/contract';

/**
 * The words of PrepShelf's mails in each language. The English ones are the texts the mails
 * always had, byte for byte; the Hindi ones are written naturally. Functions take values that are
 * already safe where they land (the templates escape them for HTML before calling).
 */
export const MAIL_TEXTS_EN = {
  htmlLang: 'en',
  defaultFooter: 'You are receiving this e-mail because someone used this address on PrepShelf.',
  greetingNamed: (name: string) => `Hi ${name},`,
  greetingAnonymous: 'Hi there,',
  signature: '— PrepShelf',
  /** `what` arrives escaped for HTML. */
  unsubscribePromptHtml: (what: string) => `Don't want ${what}?`,
  unsubscribeLabel: 'Unsubscribe',

  verificationSubject: 'Confirm your PrepShelf e-mail address',
  verificationTitle: 'Confirm your e-mail address',
  verificationPreview: (code: string, minutes: number) => `Your code is ${code}. It is valid for ${minutes} minutes.`,
  verificationIntro: (email: string) => `Welcome to PrepShelf! Enter this code to confirm that ${email} is yours:`,
  verificationOneClick: 'Or confirm with one click:',
  verificationButton: 'Verify my e-mail',
  verificationValidity: (minutes: number) =>
    `The code is valid for ${minutes} minutes. If you did not create a PrepShelf account, you can ignore this e-mail.`,

  resetSubject: 'Your PrepShelf password reset code',
  resetTitle: 'Reset your password',
  resetPreview: (minutes: number) => `Your reset code is valid for ${minutes} minutes.`,
  resetIntro:
    'We received a request to reset your PrepShelf password. Enter this code on the reset page, together with your new password:',
  resetButton: 'Open the reset page',
  resetPageLine: (link: string) => `Reset page: ${link}`,
  resetValidity: (minutes: number) =>
    `The code is valid for ${minutes} minutes. If you did not ask for a new password, ignore this e-mail: your password stays as it is.`,

  welcomeSubject: 'Welcome to PrepShelf',
  welcomeTitle: 'Welcome to PrepShelf',
  welcomePreview: 'Your account is ready.',
  welcomeIntro:
    'Your PrepShelf account is ready. Browse notes, previous-year papers, video lectures and courses, and keep what you are studying in My Learning.',
  welcomeButton: 'Start studying',
  welcomeStartLine: (link: string) => `Start studying: ${link}`,
  welcomeGoodLuck: 'Good luck with your exams!',

  inviteSubject: 'Welcome to PrepShelf: choose your password',
  inviteTitle: 'Welcome to PrepShelf',
  invitePreview: 'Choose your password to start.',
  inviteIntro:
    'Your college has made you a PrepShelf account for notes, previous-year papers, video lectures and courses. Choose a password to start.',
  inviteValidity: (hours: number) =>
    `The link works once, for ${hours} hours. If it has expired, use "Forgot password" on the login page.`,
  inviteButton: 'Choose your password',
  inviteLinkLine: (link: string) => `Choose your password: ${link}`,

  existsSubject: 'You already have a PrepShelf account',
  existsTitle: 'You already have an account',
  existsPreview: 'No new account was made: log in or reset your password.',
  existsIntro:
    'Someone, probably you, just tried to create a PrepShelf account with this e-mail address. This address already has an account, so no new one was made.',
  existsAdvice: 'If it was you, log in instead. If you forgot your password, you can choose a new one.',
  existsIgnore: 'If it was not you, ignore this e-mail: nothing has changed on your account.',
  existsLoginButton: 'Log in',
  existsResetLink: 'Reset my password',
  existsLoginLine: (link: string) => `Log in: ${link}`,
  existsResetLine: (link: string) => `Reset your password: ${link}`,

  announcementFooter: 'You are receiving this announcement because you have a PrepShelf account.',
  announcementWhat: 'announcements',
  announcementUnsubscribeLine: (link: string) => `Unsubscribe from announcements: ${link}`,

  emailChangeSubject: 'Confirm your new PrepShelf e-mail address',
  emailChangeTitle: 'Confirm your new e-mail address',
  emailChangePreview: (minutes: number) => `Your code is valid for ${minutes} minutes.`,
  emailChangeIntro: (email: string) =>
    `You asked to use ${email} for your PrepShelf account. Enter this code on the account page to finish the change:`,
  emailChangeAfter: (minutes: number) =>
    `The code is valid for ${minutes} minutes. If you did not ask for this, ignore this e-mail: nothing changes.`,

  emailChangedSubject: 'Your PrepShelf e-mail address was changed',
  emailChangedTitle: 'Your e-mail address was changed',
  emailChangedIntro: (email: string) =>
    `The e-mail address of your PrepShelf account was changed to ${email}. This address will no longer receive mail about the account.`,
  emailChangedWarning: 'If you did not make this change, contact support at once and reset your password.',

  deleteSubject: 'Your PrepShelf account deletion code',
  deleteTitle: 'Confirm deleting your account',
  deleteIntro: 'You asked to delete your PrepShelf account. Enter this code on the account page to confirm:',
  deleteAfter: (minutes: number) =>
    `The code is valid for ${minutes} minutes. If you did not ask for this, ignore this e-mail: your account stays as it is.`,

  digestSubject: (count: number) => `New on PrepShelf: ${count} new item${count === 1 ? '' : 's'} for you`,
  digestTitle: 'New on PrepShelf',
  digestPreview: (count: number) => `${count} new item${count === 1 ? '' : 's'} in your stream.`,
  digestIntro: 'Here is what was added to PrepShelf since your last digest:',
  digestNotes: 'New notes',
  digestVideos: 'New video lectures',
  digestCourses: 'New courses',
  digestSeeThem: 'See them on PrepShelf',
  digestFooter: 'You get this daily digest because you turned it on in your PrepShelf settings.',
  digestWhat: 'these digests',
  digestUnsubscribeLine: (link: string) => `Unsubscribe from these digests: ${link}`,

  enrolmentApprovedSubject: (course: string) => `You are enrolled in ${course}`,
  enrolmentApprovedTitle: 'Your enrolment is approved',
  enrolmentApprovedIntro: (course: string) =>
    `Good news: your request to join ${course} was approved. Your lectures are waiting for you.`,
  enrolmentApprovedButton: 'Start the course',
  enrolmentDeclinedSubject: (course: string) => `Your request for ${course}`,
  enrolmentDeclinedTitle: 'Your enrolment request was declined',
  enrolmentDeclinedIntro: (course: string) =>
    `Your request to join ${course} was declined. If you think this is a mistake, contact support.`,
  enrolmentDeclinedButton: 'See the courses',
  enrolmentLinkLine: (link: string) => `Open it: ${link}`,
};

export type MailTexts = Translation<typeof MAIL_TEXTS_EN>;

export const MAIL_TEXTS_HI: MailTexts = {
  htmlLang: 'hi',
  defaultFooter: 'आपको यह ई-मेल इसलिए मिला है क्योंकि किसी ने PrepShelf पर इस पते का इस्तेमाल किया।',
  greetingNamed: (name: string) => `नमस्ते ${name},`,
  greetingAnonymous: 'नमस्ते,',
  signature: '— PrepShelf',
  unsubscribePromptHtml: (what: string) => `${what} नहीं चाहिए?`,
  unsubscribeLabel: 'सदस्यता छोड़ें',

  verificationSubject: 'अपने PrepShelf ई-मेल पते की पुष्टि करें',
  verificationTitle: 'अपने ई-मेल पते की पुष्टि करें',
  verificationPreview: (code: string, minutes: number) => `आपका कोड ${code} है। यह ${minutes} मिनट तक मान्य है।`,
  verificationIntro: (email: string) =>
    `PrepShelf में आपका स्वागत है! यह पुष्टि करने के लिए कि ${email} आपका ही है, यह कोड डालें:`,
  verificationOneClick: 'या एक क्लिक में पुष्टि करें:',
  verificationButton: 'मेरा ई-मेल सत्यापित करें',
  verificationValidity: (minutes: number) =>
    `यह कोड ${minutes} मिनट तक मान्य है। अगर आपने PrepShelf पर खाता नहीं बनाया है, तो इस ई-मेल को अनदेखा कर दें।`,

  resetSubject: 'आपका PrepShelf पासवर्ड रीसेट कोड',
  resetTitle: 'अपना पासवर्ड रीसेट करें',
  resetPreview: (minutes: number) => `आपका रीसेट कोड ${minutes} मिनट तक मान्य है।`,
  resetIntro: 'हमें आपका PrepShelf पासवर्ड रीसेट करने का अनुरोध मिला है। रीसेट पेज पर यह कोड अपने नए पासवर्ड के साथ डालें:',
  resetButton: 'रीसेट पेज खोलें',
  resetPageLine: (link: string) => `रीसेट पेज: ${link}`,
  resetValidity: (minutes: number) =>
    `यह कोड ${minutes} मिनट तक मान्य है। अगर आपने नया पासवर्ड नहीं माँगा, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।`,

  welcomeSubject: 'PrepShelf में आपका स्वागत है',
  welcomeTitle: 'PrepShelf में आपका स्वागत है',
  welcomePreview: 'आपका खाता तैयार है।',
  welcomeIntro:
    'आपका PrepShelf खाता तैयार है। नोट्स, पिछले वर्षों के प्रश्नपत्र, वीडियो लेक्चर और कोर्स देखें, और जो पढ़ रहे हैं उसे My Learning में रखें।',
  welcomeButton: 'पढ़ाई शुरू करें',
  welcomeStartLine: (link: string) => `पढ़ाई शुरू करें: ${link}`,
  welcomeGoodLuck: 'आपकी परीक्षाओं के लिए शुभकामनाएँ!',

  inviteSubject: 'PrepShelf में आपका स्वागत है: अपना पासवर्ड चुनें',
  inviteTitle: 'PrepShelf में आपका स्वागत है',
  invitePreview: 'शुरू करने के लिए अपना पासवर्ड चुनें।',
  inviteIntro:
    'आपके कॉलेज ने आपके लिए नोट्स, पिछले वर्षों के प्रश्नपत्रों, वीडियो लेक्चर और कोर्स के लिए PrepShelf खाता बनाया है। शुरू करने के लिए एक पासवर्ड चुनें।',
  inviteValidity: (hours: number) =>
    `यह लिंक केवल एक बार, ${hours} घंटे तक काम करता है। अगर इसकी समय-सीमा ख़त्म हो गई है, तो लॉग इन पेज पर "पासवर्ड भूल गए" इस्तेमाल करें।`,
  inviteButton: 'अपना पासवर्ड चुनें',
  inviteLinkLine: (link: string) => `अपना पासवर्ड चुनें: ${link}`,

  existsSubject: 'आपका PrepShelf खाता पहले से है',
  existsTitle: 'आपका खाता पहले से है',
  existsPreview: 'कोई नया खाता नहीं बना: लॉग इन करें या अपना पासवर्ड रीसेट करें।',
  existsIntro:
    'किसी ने, शायद आपने ही, अभी इस ई-मेल पते से PrepShelf खाता बनाने की कोशिश की। इस पते का खाता पहले से है, इसलिए कोई नया खाता नहीं बना।',
  existsAdvice: 'अगर यह आप थे, तो लॉग इन करें। अगर आप अपना पासवर्ड भूल गए हैं, तो नया चुन सकते हैं।',
  existsIgnore: 'अगर यह आप नहीं थे, तो इस ई-मेल को अनदेखा करें: आपके खाते में कुछ नहीं बदला है।',
  existsLoginButton: 'लॉग इन करें',
  existsResetLink: 'मेरा पासवर्ड रीसेट करें',
  existsLoginLine: (link: string) => `लॉग इन करें: ${link}`,
  existsResetLine: (link: string) => `अपना पासवर्ड रीसेट करें: ${link}`,

  announcementFooter: 'आपको यह घोषणा इसलिए मिली है क्योंकि आपका PrepShelf पर खाता है।',
  announcementWhat: 'घोषणाएँ',
  announcementUnsubscribeLine: (link: string) => `घोषणाओं की सदस्यता छोड़ें: ${link}`,

  emailChangeSubject: 'अपने नए PrepShelf ई-मेल पते की पुष्टि करें',
  emailChangeTitle: 'अपने नए ई-मेल पते की पुष्टि करें',
  emailChangePreview: (minutes: number) => `आपका कोड ${minutes} मिनट तक मान्य है।`,
  emailChangeIntro: (email: string) =>
    `आपने अपने PrepShelf खाते के लिए ${email} इस्तेमाल करने को कहा है। बदलाव पूरा करने के लिए खाते के पेज पर यह कोड डालें:`,
  emailChangeAfter: (minutes: number) =>
    `यह कोड ${minutes} मिनट तक मान्य है। अगर आपने यह नहीं माँगा, तो इस ई-मेल को अनदेखा करें: कुछ नहीं बदलेगा।`,

  emailChangedSubject: 'आपके PrepShelf खाते का ई-मेल पता बदल गया',
  emailChangedTitle: 'आपका ई-मेल पता बदल गया',
  emailChangedIntro: (email: string) =>
    `आपके PrepShelf खाते का ई-मेल पता बदलकर ${email} कर दिया गया है। इस पते पर अब खाते से जुड़े ई-मेल नहीं आएँगे।`,
  emailChangedWarning: 'अगर यह बदलाव आपने नहीं किया, तो तुरंत सहायता टीम से संपर्क करें और अपना पासवर्ड रीसेट करें।',

  deleteSubject: 'आपका PrepShelf खाता हटाने का कोड',
  deleteTitle: 'अपना खाता हटाने की पुष्टि करें',
  deleteIntro: 'आपने अपना PrepShelf खाता हटाने को कहा है। पुष्टि के लिए खाते के पेज पर यह कोड डालें:',
  deleteAfter: (minutes: number) =>
    `यह कोड ${minutes} मिनट तक मान्य है। अगर आपने यह नहीं माँगा, तो इस ई-मेल को अनदेखा करें: आपका खाता जैसा है वैसा ही रहेगा।`,

  digestSubject: (count: number) => `PrepShelf पर नया: आपके लिए ${count} ${count === 1 ? 'नई चीज़' : 'नई चीज़ें'}`,
  digestTitle: 'PrepShelf पर नया',
  digestPreview: (count: number) => `आपकी स्ट्रीम में ${count} ${count === 1 ? 'नई चीज़' : 'नई चीज़ें'}।`,
  digestIntro: 'आपके पिछले डाइजेस्ट के बाद PrepShelf पर यह जोड़ा गया है:',
  digestNotes: 'नए नोट्स',
  digestVideos: 'नए वीडियो लेक्चर',
  digestCourses: 'नए कोर्स',
  digestSeeThem: 'इन्हें PrepShelf पर देखें',
  digestFooter: 'आपको यह दैनिक डाइजेस्ट इसलिए मिलता है क्योंकि आपने इसे अपनी PrepShelf सेटिंग्स में चालू किया है।',
  digestWhat: 'ये डाइजेस्ट',
  digestUnsubscribeLine: (link: string) => `इन डाइजेस्ट की सदस्यता छोड़ें: ${link}`,

  enrolmentApprovedSubject: (course: string) => `${course} में आपका नामांकन हो गया है`,
  enrolmentApprovedTitle: 'आपका नामांकन मंज़ूर हो गया है',
  enrolmentApprovedIntro: (course: string) =>
    `अच्छी ख़बर: ${course} से जुड़ने का आपका अनुरोध मंज़ूर हो गया है। आपके लेक्चर आपका इंतज़ार कर रहे हैं।`,
  enrolmentApprovedButton: 'कोर्स शुरू करें',
  enrolmentDeclinedSubject: (course: string) => `${course} के लिए आपका अनुरोध`,
  enrolmentDeclinedTitle: 'आपका नामांकन अनुरोध अस्वीकार हो गया',
  enrolmentDeclinedIntro: (course: string) =>
    `${course} से जुड़ने का आपका अनुरोध अस्वीकार कर दिया गया है। अगर आपको लगता है कि यह ग़लती है, तो सहायता टीम से संपर्क करें।`,
  enrolmentDeclinedButton: 'कोर्स देखें',
  enrolmentLinkLine: (link: string) => `खोलें: ${link}`,
};

/** The streams' names in Hindi (English: CATEGORY_LABELS). */
const CATEGORY_LABELS_HI: Record<Category, string> = {
  sciTechnology: 'विज्ञान-प्रौद्योगिकी',
  commerce: 'वाणिज्य',
  artscivils: 'कला और सिविल सेवा',
};

/** A stream's name for a mail in `language`; an unknown stream keeps its key. */
export function categoryLabel(category: string, language: Language | undefined): string {
  const labels = language === 'hi' ? CATEGORY_LABELS_HI : CATEGORY_LABELS;
  return labels[category as Category] ?? category;
}

/** The words of the mails in `language` (English when unknown). */
export function mailTexts(language: Language | undefined): MailTexts {
  return language === 'hi' ? MAIL_TEXTS_HI : MAIL_TEXTS_EN;
}
