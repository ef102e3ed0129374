import type { SignedInAfterProofResponse } from '@prepshelf/contract';
import { followAccountLanguage } from '../../lib/i18n/account-language';
import { storeDeviceToken } from './device-tokens';
import { storeLoginSession } from './session-storage';

/**
 * Starts the session that verifying an e-mail, resetting a password or setting one from a welcome
 * mail answered (contract §3), as a login's answer would. False when the answer carries none (an
 * older server, a blocked account): the person then logs in as before, and is told why there.
 */
export async function startSessionAfterProof(answer: SignedInAfterProofResponse): Promise<boolean> {
  if (answer.token === undefined || answer.user === undefined) return false;
  storeLoginSession({
    success: true,
    message: answer.message,
    token: answer.token,
    deviceToken: answer.deviceToken,
    user: answer.user,
  });
  if (answer.deviceToken !== undefined) storeDeviceToken(answer.user.Email, answer.deviceToken);
  await followAccountLanguage(answer.user);
  return true;
}
