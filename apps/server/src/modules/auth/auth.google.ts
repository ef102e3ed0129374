import * as oidc from 'openid-client';

export interface GoogleIdentity {
  subject: string;
  email: string;
  isEmailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

export interface GoogleClient {
  /** Where to send the browser, with state, nonce and a PKCE challenge. */
  buildAuthorizationUrl(checks: { state: string; nonce: string; codeVerifier: string }): Promise<URL>;
  /** Exchanges the code and validates the ID token (issuer, audience, expiry, signature, nonce). */
  exchangeCode(input: {
    code: string;
    state: string | undefined;
    /** The issuer the provider names in the redirect (RFC 9207), passed on for openid-client to check. */
    iss: string | undefined;
    checks: { state: string; nonce: string; codeVerifier: string } | undefined;
  }): Promise<GoogleIdentity>;
}

/**
 * OpenID Connect authorization-code flow against Google (or the issuer GOOGLE_ISSUER names, such
 * as a local provider in tests). Discovery happens on first use and is cached.
 */
export function createGoogleClient(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): GoogleClient {
  let configuration: Promise<oidc.Configuration> | undefined;
  const isLocalIssuer = new URL(options.issuer).protocol === 'http:';
  const discover = () => {
    configuration ??= oidc
      .discovery(
        new URL(options.issuer),
        options.clientId,
        options.clientSecret,
        undefined,
        isLocalIssuer ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    async buildAuthorizationUrl(checks) {
      const config = await discover();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    async exchangeCode({ code, state, iss, checks }) {
      const config = await discover();
      let tokens;
      if (checks) {
        const callbackUrl = new URL(options.redirectUri);
        callbackUrl.searchParams.set('code', code);
        if (state !== undefined) callbackUrl.searchParams.set('state', state);
        if (iss !== undefined) callbackUrl.searchParams.set('iss', iss);
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        });
      } else {
        // Older clients use Google's pop-up code flow, whose redirect URI is the literal "postmessage"
        // and which has no state or PKCE of ours; the ID token is still fully validated.
        tokens = await oidc.authorizationCodeGrant(
          config,
          new URL(`${options.redirectUri}?code=${encodeURIComponent(code)}`),
          { idTokenExpected: true, expectedState: oidc.skipStateCheck },
          { redirect_uri: 'postmessage' },
        );
      }
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string') throw new Error('the ID token has no e-mail');
      return {
        subject: claims.sub,
        email: claims.email.trim().toLowerCase(),
        isEmailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
        picture: typeof claims.picture === 'string' ? claims.picture : undefined,
      };
    },
  };
}
