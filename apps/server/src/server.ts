import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { seedDemoIfWanted } from './seed/seed-demo.ts';

/** How long in-flight requests get to finish after SIGTERM/SIGINT before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config });

  let isShuttingDown = false;
  const shutDown = (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutDown('SIGTERM'));
  process.on('SIGINT', () => shutDown('SIGINT'));

  // Demo content goes in before the port opens, so the first visitor already sees it.
  await app.ready();
  await seedDemoIfWanted(app, config).catch((error: unknown) => {
    app.log.error({ err: error }, 'could not add the demo content; starting without it');
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`PrepShelf is running at ${config.publicUrl} (database: ${app.database.kind})`);
  // The link with the mailbox's key, made anew at each start: the one way in (mail.routes.ts).
  if (app.devMailbox !== undefined) {
    app.log.info(`Dev mailbox (SMTP_URL is unset, so mail is kept here): ${app.devMailbox.link}`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`PrepShelf failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
