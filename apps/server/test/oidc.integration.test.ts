import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';

/** A local stand-in for an OpenID Connect provider: just enough (discovery) for sign-in to start. */
function startDiscoveryServer(): Promise<{ server: Server; issuer: string }> {
  return new Promise((resolve) => {
    const server = createServer((request, response) => {
      const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      if (request.url === '/.well-known/openid-configuration') {
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            issuer,
            authorization_endpoint: `${issuer}/authorize`,
            token_endpoint: `${issuer}/token`,
            userinfo_endpoint: `${issuer}/userinfo`,
            jwks_uri: `${issuer}/jwks`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
          }),
        );
        return;
      }
      response.statusCode = 404;
      response.end();
    });
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    });
  });
}

const [pglite] = await testDatabaseTargets();

describe('generic OIDC sign-in', () => {
  let t: TestApp;
  let provider: { server: Server; issuer: string };
  beforeAll(async () => {
    provider = await startDiscoveryServer();
    t = await createTestApp(pglite!, {
      OIDC_DISCOVERY_URL: `${provider.issuer}/.well-known/openid-configuration`,
      OIDC_CLIENT_ID: 'local-client',
      OIDC_CLIENT_SECRET: 'local-secret',
      OIDC_PROVIDER_NAME: 'Company SSO',
    });
  });
  afterAll(async () => {
    await t.close();
    provider.server.close();
  });

  it('is offered under its configured name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(response.json().oauthProviders).toEqual([{ id: 'oidc', label: 'Company SSO' }]);
  });

  it("starts sign-in at the provider's discovered authorization endpoint with PKCE", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'oidc', callbackURL: '/redirect' },
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/authorize`);
    expect(url.searchParams.get('client_id')).toBe('local-client');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toContain('openid');
  });
});
