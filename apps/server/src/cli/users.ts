// `npm run users -- create --role Instructor --email E --username U`
// Creates Admin and Instructor accounts (the web app only creates Students). The password comes
// from USER_PASSWORD or is asked for without echoing it.
import { parseArgs } from 'node:util';
import { emailSchema, newPasswordSchema, ROLES, usernameSchema, type Role } from '@prepshelf/contract';
import { openConfiguredDatabase } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { AppError } from '../lib/errors.ts';
import { systemClock } from '../lib/clock.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { createAuthService, type AuthMailer } from '../modules/auth/auth.service.ts';

const usage = 'Usage: npm run users -- create --role Admin|Instructor|Student --email E --username U';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function askPassword(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) fail('No terminal to ask for the password: set USER_PASSWORD.');
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let password = '';
    const onData = (key: string) => {
      for (const char of key) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          resolve(password);
          return;
        }
        if (char === '\u0003') fail('\nCancelled.');
        if (char === '\u007f') password = password.slice(0, -1);
        else password += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { role: { type: 'string' }, email: { type: 'string' }, username: { type: 'string' } },
  });
  if (positionals[0] !== 'create') fail(usage);
  const role = values.role as Role | undefined;
  if (!role || !ROLES.includes(role)) fail(`--role must be one of ${ROLES.join(', ')}.\n${usage}`);
  const email = emailSchema.safeParse(values.email);
  if (!email.success) fail(`--email: ${email.error.issues[0]?.message ?? 'invalid'}\n${usage}`);
  const username = usernameSchema.safeParse(values.username);
  if (!username.success) fail(`--username: ${username.error.issues[0]?.message ?? 'invalid'}\n${usage}`);

  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
  const rawPassword = process.env.USER_PASSWORD || (await askPassword(`Password for ${email.data}: `));
  const password = newPasswordSchema.safeParse(rawPassword);
  if (!password.success) fail(password.error.issues[0]?.message ?? 'Invalid password.');

  const database = await openConfiguredDatabase(config, { shareRunning: true });
  // Staff accounts are created verified and get no mail, so no mailer is needed here.
  const noMail: AuthMailer = {
    queueVerificationCode: () => Promise.resolve(),
    queueResetCode: () => Promise.resolve(),
    queueAccountExists: () => Promise.resolve(),
    queueSupportMessage: () => Promise.resolve(),
    notify: () => undefined,
  };
  try {
    const auth = createAuthService({
      db: database.db,
      repository: createAuthRepository(),
      clock: systemClock,
      mailer: noMail,
      google: undefined,
    });
    const user = await auth.createAccount({
      role,
      email: email.data,
      username: username.data,
      password: password.data,
    });
    process.stdout.write(`Created ${user.Role} ${user.Username} <${user.Email}> (${user.PrepShelfUserId}).\n`);
  } catch (error) {
    fail(error instanceof AppError ? error.message : `Could not create the account: ${String(error)}`);
  } finally {
    await database.close();
  }
}

await main();
