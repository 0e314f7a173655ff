/** The first-party checks that keep the SDK off anonymous pages, and the SDK's fixed options. */
import { describe, expect, it } from 'vitest';
import { hasAuthParams, hasSessionHint, isPortalPath } from '../../src/islands/auth/hint';
import { sdkOptions } from '../../src/islands/auth/options';
import { POPUP_SIZE, popupFeatures } from '../../src/islands/auth/popup';
import { safeReturnPath } from '../../src/islands/auth/session';
import { hasRole, rolesFromClaims } from '../../src/lib/auth/roles';

describe('session hint cookie', () => {
  it('finds the SDK cookie for this client, or its legacy twin', () => {
    expect(hasSessionHint('a=1; auth0.cirrus-site.is.authenticated=true', 'cirrus-site')).toBe(true);
    expect(hasSessionHint('_legacy_auth0.cirrus-site.is.authenticated=true', 'cirrus-site')).toBe(true);
  });

  it('ignores other clients and look-alikes', () => {
    expect(hasSessionHint('', 'cirrus-site')).toBe(false);
    expect(hasSessionHint('auth0.other.is.authenticated=true', 'cirrus-site')).toBe(false);
    expect(hasSessionHint('xauth0.cirrus-site.is.authenticated=true', 'cirrus-site')).toBe(false);
  });
});

describe('login answer in the URL', () => {
  it('needs code or error, and state', () => {
    expect(hasAuthParams('?code=abc&state=xyz')).toBe(true);
    expect(hasAuthParams('?error=access_denied&state=xyz')).toBe(true);
    expect(hasAuthParams('?code=abc')).toBe(false);
    expect(hasAuthParams('?state=NSW&status=new')).toBe(false);
  });

  it('knows portal paths', () => {
    expect(isPortalPath('/portal')).toBe(true);
    expect(isPortalPath('/portal/lead')).toBe(true);
    expect(isPortalPath('/portals')).toBe(false);
  });
});

describe('return path after login', () => {
  it('accepts same-origin paths only', () => {
    expect(safeReturnPath('/portal/lead?ref=CC-ABCDEF')).toBe('/portal/lead?ref=CC-ABCDEF');
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    // Browsers drop tabs and line breaks from URLs: these would resolve to //evil.example.
    expect(safeReturnPath('/\t/evil.example')).toBe('/');
    expect(safeReturnPath('/\n/evil.example')).toBe('/');
    expect(safeReturnPath('/\r/evil.example')).toBe('/');
    expect(safeReturnPath('/portal\u0000')).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
  });
});

describe('SDK options', () => {
  const options = sdkOptions(
    {
      domain: 'http://localhost:4400',
      clientId: 'cirrus-site',
      organization: 'org_cirrus',
      audience: 'https://api.cirrusclimate.com.au/portal',
      claimNamespace: 'https://cirrusclimate.com.au/',
      development: true,
    },
    'http://localhost:4321',
    '/_astro/worker.js',
  );

  it('ties login to the organisation and asks for the API audience', () => {
    expect(options.authorizationParams).toMatchObject({
      organization: 'org_cirrus',
      audience: 'https://api.cirrusclimate.com.au/portal',
      redirect_uri: 'http://localhost:4321/portal',
    });
    expect(options.domain).toBe('http://localhost:4400');
    expect(options.issuer).toBeUndefined();
  });

  it('keeps the specification’s constants', () => {
    expect(options.authorizeTimeoutInSeconds).toBe(60);
    expect(options.httpTimeoutInSeconds).toBe(10);
    expect(options.leeway).toBe(60);
    expect(options.sessionCheckExpiryDays).toBe(1);
    expect(POPUP_SIZE).toEqual({ width: 400, height: 600 });
    expect(popupFeatures({ screenX: 0, screenY: 0, innerWidth: 1200, innerHeight: 800 })).toBe(
      'left=400,top=100,width=400,height=600,resizable,scrollbars=yes,status=1',
    );
  });

  it('keeps tokens in memory, renewed by refresh tokens in a same-origin worker', () => {
    expect(options.cacheLocation).toBe('memory');
    expect(options.useRefreshTokens).toBe(true);
    expect(options.useRefreshTokensFallback).toBe(true);
    expect(options.workerUrl).toBe('/_astro/worker.js');
  });
});

describe('roles claim', () => {
  const ns = 'https://cirrusclimate.com.au/';
  it('reads known roles from the namespaced claim', () => {
    expect(rolesFromClaims({ [`${ns}roles`]: ['installer', 'admin', 3] }, ns)).toEqual(['installer']);
    expect(rolesFromClaims({ roles: ['staff'] }, ns)).toEqual([]);
    expect(hasRole({ [`${ns}roles`]: ['staff'] }, ns, 'staff')).toBe(true);
    expect(hasRole(undefined, ns, 'staff')).toBe(false);
  });
});
