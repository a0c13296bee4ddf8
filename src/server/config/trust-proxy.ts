/**
 * The TRUST_PROXY variable (README.md "Configuration", decision 0110 §2): which reverse proxies the
 * server believes about the client's address.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY: `false`/`0` (default: the socket's address is the client), a hop count (`1` = one
 * reverse proxy in front), or a comma-separated list of proxy addresses/CIDRs (`127.0.0.1,10.0.0.0/8`).
 * Passed to Fastify's `trustProxy` (decision 0110 §2).
 */
export const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (/^(false|no|0)$/i.test(value)) return false;
    if (/^\d{1,3}$/.test(value)) return Number(value);
    const list = value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0);
    const valid = (item: string) => {
      const [address, bits, extra] = item.split('/');
      const version = isIP(address ?? '');
      if (version === 0 || extra !== undefined) return false;
      if (bits === undefined) return true;
      return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
    };
    if (list.length === 0 || !list.every(valid)) {
      context.addIssue({
        code: 'custom',
        message: 'must be false, a number of proxy hops, or a comma-separated list of addresses/CIDRs',
      });
      return z.NEVER;
    }
    return list;
  });
