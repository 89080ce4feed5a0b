/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is hard to get wrong. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Default port of browser mode and of the desktop app's LAN server. */
export const DEFAULT_LAN_PORT = 5805;

/**
 * Issue 14 A short join code for a LAN address: the IPv4 address and port (48 bits) in ten
 * base32 letters, shown as "XXXXX-XXXXX". It only spares typing the address; it is no secret.
 */
export function joinCode(ipv4: string, port: number): string | null {
  const parts = ipv4.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255) || !Number.isInteger(port) || port < 1 || port > 65535) return null;
  let n = 0n;
  for (const p of parts) n = (n << 8n) | BigInt(p);
  n = (n << 16n) | BigInt(port);
  let code = '';
  for (let i = 0; i < 10; i++) {
    code = ALPHABET[Number(n & 31n)]! + code;
    n >>= 5n;
  }
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The address and port a join code stands for, or null when it is not one. */
export function decodeJoinCode(code: string): { host: string; port: number } | null {
  const clean = code.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (!/^[0-9A-HJKMNP-TV-Z]{10}$/.test(clean)) return null;
  let n = 0n;
  for (const ch of clean) n = (n << 5n) | BigInt(ALPHABET.indexOf(ch));
  const port = Number(n & 0xffffn);
  const ip = [24n, 16n, 8n, 0n].map((s) => Number((n >> (16n + s)) & 255n));
  if (port === 0) return null;
  return { host: ip.join('.'), port };
}

/**
 * The page address to open for what a player typed on Join LAN game: a join code, or an
 * address ("192.168.1.20", "192.168.1.20:5805", "http://host:8080/", "[fe80::1]:5805"); null
 * when it is neither.
 */
export function joinUrl(input: string): string | null {
  const text = input.trim();
  const code = decodeJoinCode(text);
  if (code) return `http://${code.host}:${code.port}/`;
  const m = /^(?:(https?):\/\/)?(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?\/?$/.exec(text);
  if (!m) return null;
  const port = m[3] === undefined ? DEFAULT_LAN_PORT : Number(m[3]);
  if (port < 1 || port > 65535 || m[2]!.startsWith('.') || m[2]!.startsWith('-')) return null;
  return `${m[1] ?? 'http'}://${m[2]!.toLowerCase()}:${port}/`;
}
