import { z } from 'zod';
import { publicUserSchema } from './auth.ts';

/*
 * Verifying an e-mail with its code, resetting a password and setting one from a welcome mail prove
 * the address, so their answers sign the person in (contract §3): beside the older `{success, message}`
 * they carry what a login answers, as fields an older client ignores. They are absent when the account
 * may not have a session (blocked), and the person then logs in as before (and is told why).
 */
export const signedInAfterProofResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  token: z.string().optional().describe('A new session, as login answers it; absent for a blocked account'),
  deviceToken: z.string().optional().describe('As login answers it: send it in the DeviceToken header on later logins'),
  user: publicUserSchema.optional(),
});
export type SignedInAfterProofResponse = z.infer<typeof signedInAfterProofResponseSchema>;
