import type { MailModule } from '../../mail/mail.module.ts';
import type { AuthMailer } from './auth.service.ts';

/** The auth service's view of mail: each call queues one outbox row in the caller's transaction. */
export function createAuthMailer(mail: MailModule): AuthMailer {
  return {
    async queueVerificationCode(db, to, code) {
      await mail.queueVerificationMail(db, { email: to.email, code, username: to.username, language: to.language });
    },
    async queueResetCode(db, to, code) {
      await mail.queuePasswordResetMail(db, { email: to.email, code, username: to.username, language: to.language });
    },
    async queueAccountExists(db, to) {
      await mail.queueAccountExistsMail(db, { email: to.email, username: to.username, language: to.language });
    },
    async queueSupportMessage(db, message) {
      await mail.queueSupportMail(db, {
        name: message.name,
        email: message.email,
        subject: message.subject,
        body: message.body,
      });
    },
    notify: () => mail.notify(),
  };
}
