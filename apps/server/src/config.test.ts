import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the defaults of the contract when nothing is set', () => {
    const config = loadConfig({}, '/srv/prepshelf');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: '/srv/prepshelf/data',
      databaseUrl: undefined,
      files: { store: 'local', dir: '/srv/prepshelf/data/files' },
      mailFrom: 'PrepShelf <no-reply@localhost>',
      supportEmail: 'support@localhost',
      admin: undefined,
      seedDemo: undefined,
      google: undefined,
      corsOrigins: [],
      trustProxy: false,
      backupSchedule: undefined,
      metricsToken: undefined,
      isProduction: false,
      logLevel: 'info',
    });
  });

  it('takes BACKUP_CRON, BACKUP_DIR and BACKUP_KEEP, and names each when invalid', () => {
    expect(loadConfig({ BACKUP_CRON: '0 3 * * *', DATA_DIR: '/srv/ps' }).backupSchedule).toEqual({
      cron: '0 3 * * *',
      dir: '/srv/ps/backups',
      keep: 7,
    });
    expect(
      loadConfig({ BACKUP_CRON: '*/15 * * * *', BACKUP_DIR: '/mnt/backups', BACKUP_KEEP: '30' }).backupSchedule,
    ).toEqual({ cron: '*/15 * * * *', dir: '/mnt/backups', keep: 30 });
    expect(loadConfig({ BACKUP_DIR: '/mnt/backups' }).backupSchedule).toBeUndefined();
    expect(() => loadConfig({ BACKUP_CRON: 'every night' })).toThrow(/^Invalid environment variable BACKUP_CRON:/);
    expect(() => loadConfig({ BACKUP_CRON: '0 3 * * *', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('takes METRICS_TOKEN of 16 characters or more, and names it when it is too short or has spaces', () => {
    expect(loadConfig({ METRICS_TOKEN: 'a-scrape-token-0123' }).metricsToken).toBe('a-scrape-token-0123');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/^Invalid environment variable METRICS_TOKEN:/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in the token' })).toThrow(/METRICS_TOKEN/);
  });

  it('derives PUBLIC_URL from PORT and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '4100', DATABASE_URL: '', HOST: '' });
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.host).toBe('127.0.0.1');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'http://localhost'],
    ['SMTP_URL', 'not a url'],
    ['FILE_STORE', 'ftp'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'maybe'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['CORS_ORIGINS', 'https://ok.example, nope'],
    ['PUBLIC_URL', 'ftp://x'],
  ])('stops with one line naming %s when it is %j', (name, value) => {
    const attempt = () => loadConfig({ [name]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(`^Invalid environment variable ${name}: `));
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together and never defaults a password', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'head@college.edu' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long enough' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
    expect(loadConfig({ ADMIN_EMAIL: 'head@college.edu', ADMIN_PASSWORD: 'correct horse' }).admin).toEqual({
      email: 'head@college.edu',
      password: 'correct horse',
    });
  });

  it('turns on Google sign-in only with both client id and secret, defaulting the issuer to Google', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toEqual({
      clientId: 'id',
      clientSecret: 's',
      issuer: 'https://accounts.google.com',
    });
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', GOOGLE_ISSUER: 'http://127.0.0.1:4000/' }).google
        ?.issuer,
    ).toBe('http://127.0.0.1:4000');
  });

  it('reads S3 settings and requires a bucket for FILE_STORE=s3', () => {
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/S3_BUCKET/);
    expect(
      loadConfig({
        FILE_STORE: 's3',
        S3_BUCKET: 'prepshelf',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
      }).files,
    ).toMatchObject({ store: 's3', bucket: 'prepshelf', forcePathStyle: true, region: 'us-east-1' });
  });

  it('splits CORS_ORIGINS and reads SEED_DEMO as a boolean', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://a.example.edu, http://localhost:5173/', SEED_DEMO: 'false' });
    expect(config.corsOrigins).toEqual(['https://a.example.edu', 'http://localhost:5173']);
    expect(config.seedDemo).toBe(false);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses and ranges, and refuses anything else in one line', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ NODE_ENV: 'production' }).isProduction).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const wrong of ['true', '10.0.0.300', '10.0.0.0/33', 'proxy.example.edu', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow(
        /^Invalid environment variable TRUST_PROXY: must be a hop count/,
      );
    }
  });
});
