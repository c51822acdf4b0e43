/**
 * The HTTP server with limits against connection exhaustion (audit H16): request headers must arrive within a
 * deadline (slowloris), a whole request within another, an idle connection is closed, and one client address may
 * hold only so many connections at once (the proxies in TRUST_PROXY are exempt: all their clients share them).
 * Upgraded WebSockets leave the idle timeout behind (ws turns it off) and keep their own heartbeat.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';

export interface ConnectionLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** A connection without a request under way is closed after this. */
  idleTimeoutMs: number;
  /** 0 = no cap. */
  maxConnectionsPerAddress: number;
}

/** How often Node checks the header and request deadlines (it checks on a timer, not per socket). */
const DEADLINE_CHECK_INTERVAL_MS = 1000;

const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** The TRUST_PROXY entries (addresses, CIDR ranges, named ranges) as a set to test addresses against. */
function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const named = NAMED_RANGES[entry];
    if (named) {
      for (const [network, prefix, family] of named) list.addSubnet(network, prefix, family);
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

function isListed(list: BlockList, address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  return isIP(plain) !== 0 && list.check(plain, family);
}

export function createGuardedServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  limits: ConnectionLimits,
  trustedProxies: readonly string[],
): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: Math.min(5000, limits.idleTimeoutMs),
      connectionsCheckingInterval: DEADLINE_CHECK_INTERVAL_MS,
    },
    handler,
  );
  // Idle means no request under way: a slow handler (scoring with a language model) is not cut off mid-answer.
  const idle = (socket: Socket) => {
    if (!socket.destroyed) socket.setTimeout(limits.idleTimeoutMs);
  };
  server.on('connection', (socket: Socket) => {
    // One listener per socket; each request only turns the timer off and on again.
    socket.on('timeout', () => socket.destroy());
    idle(socket);
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    request.socket.setTimeout(0);
    response.once('close', () => idle(request.socket));
  });
  if (limits.maxConnectionsPerAddress > 0) {
    const proxies = trustedProxyList(trustedProxies);
    const open = new Map<string, number>();
    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? '';
      if (isListed(proxies, address)) return;
      const count = open.get(address) ?? 0;
      if (count >= limits.maxConnectionsPerAddress) {
        socket.destroy();
        return;
      }
      open.set(address, count + 1);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left <= 0) open.delete(address);
        else open.set(address, left);
      });
    });
  }
  return server;
}
