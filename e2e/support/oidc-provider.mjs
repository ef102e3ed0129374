/*
 * A real OpenID Connect provider for the Google sign-in journey (node-oidc-provider), standing in for
 * accounts.google.com. Its development login and consent pages accept any login name with any
 * password; the account's e-mail is `<login>@example.com`, already verified.
 *
 * Run: node e2e/support/oidc-provider.mjs   (env OIDC_PORT, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URI)
 */
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT ?? 3101);
const issuer = `http://127.0.0.1:${port}`;
const clientId = process.env.OIDC_CLIENT_ID ?? 'prepshelf-e2e';
const clientSecret = process.env.OIDC_CLIENT_SECRET ?? 'prepshelf-e2e-secret';
const redirectUri = process.env.OIDC_REDIRECT_URI ?? 'http://127.0.0.1:3100/auth/google/callback';

/** Any login name is an account; its claims are derived from the name. */
function findAccount(_ctx, sub) {
  const login = String(sub).trim().toLowerCase();
  return {
    accountId: login,
    claims() {
      return {
        sub: login,
        email: `${login}@example.com`,
        email_verified: true,
        name: `E2E ${login}`,
        // Allowed by PrepShelf's CSP (Google's avatar host); it does not load offline, so the
        // profile falls back to the initials avatar.
        picture: `https://lh3.googleusercontent.com/a/e2e-${encodeURIComponent(login)}`,
      };
    },
  };
}

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [redirectUri],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'picture'],
  },
  findAccount,
  features: {
    devInteractions: { enabled: true },
  },
  // PKCE is allowed (and used by PrepShelf) but only required for public clients, as by default.
  pkce: { required: () => false },
  // Claims go into the ID token too, as Google's do: PrepShelf reads the e-mail from it.
  conformIdTokenClaims: false,
  cookies: { keys: ['prepshelf-e2e-cookie-key'] },
  ttl: { Session: 3600, Interaction: 3600, Grant: 3600, AuthorizationCode: 600, IdToken: 3600, AccessToken: 3600 },
});
provider.proxy = false;

const server = provider.listen(port, '127.0.0.1', () => {
  console.log(`OpenID provider on ${issuer} (client ${clientId})`);
});

function shutDown() {
  server.close(() => process.exit(0));
}
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
