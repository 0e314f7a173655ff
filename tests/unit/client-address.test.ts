/**
 * The client address behind trusted proxies: the X-Forwarded-For entry as many places from the end
 * as there are proxies (TRUST_PROXY_HOPS); entries before it are the client's own and ignored.
 */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientInfo } from '../../src/server/http/request-guards';

const request = (forwardedFor?: string) =>
  ({
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    socket: { remoteAddress: '10.0.0.2' },
  }) as unknown as IncomingMessage;

describe('client address', () => {
  it('is the socket’s without a trusted proxy, whatever the client forwards', () => {
    expect(clientInfo(request('203.0.113.9'), false).address).toBe('10.0.0.2');
  });

  it('is the entry the outermost trusted proxy appended', () => {
    // The client forged the first entry; one proxy appended the real address.
    expect(clientInfo(request('1.1.1.1, 203.0.113.9'), true).address).toBe('203.0.113.9');
    // A CDN appended the client, then the load balancer appended the CDN.
    expect(clientInfo(request('1.1.1.1, 203.0.113.9, 198.51.100.7'), true, 2).address).toBe('203.0.113.9');
    // Fewer entries than hops: the first there is.
    expect(clientInfo(request('203.0.113.9'), true, 2).address).toBe('203.0.113.9');
    expect(clientInfo(request(), true, 2).address).toBe('10.0.0.2');
  });
});
