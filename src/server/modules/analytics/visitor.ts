/**
 * Who a request comes from, as far as the visitor statistics may know (docs/product.md §21,
 * docs/decisions/0150-visitor-statistics.md): whether it asked not to be counted (`DNT: 1` or
 * `Sec-GPC: 1`), whether it is a robot (the maintained list of the `isbot` library; a request without a
 * User-Agent counts as one), its device class (the `bowser` library's platform type), the referring
 * site's domain, and the day's visitor hash. Nothing here keeps an address or a User-Agent.
 */
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import Bowser from 'bowser';
import { isbot } from 'isbot';
import type { DeviceClass } from '../../../shared/analytics.js';

/** True when the request asks not to be tracked: `DNT: 1` or Global Privacy Control `Sec-GPC: 1`. */
export function optedOut(headers: IncomingHttpHeaders): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}

/** Classified User-Agents, so a busy site parses each distinct one once. */
const agents = new Map<string, DeviceClass | 'robot'>();
const MAX_AGENTS = 2_000;

/**
 * The device class of a User-Agent, or `robot` for a robot (isbot's list) or an empty User-Agent.
 * Tablet, mobile and desktop as bowser reads the platform; anything else (a TV, a console) is `other`.
 */
export function agentClass(userAgent: string): DeviceClass | 'robot' {
  const known = agents.get(userAgent);
  if (known) return known;
  let value: DeviceClass | 'robot';
  if (userAgent.trim() === '' || isbot(userAgent)) value = 'robot';
  else {
    const type = Bowser.getParser(userAgent).getPlatformType(true);
    value = type === 'mobile' || type === 'tablet' || type === 'desktop' ? type : 'other';
  }
  if (agents.size >= MAX_AGENTS) agents.clear();
  agents.set(userAgent, value);
  return value;
}

/**
 * The referring site's host name in lower case without a leading `www.`, or '' when there is no
 * `Referer`, it is not an http(s) URL, or it is the site itself (`ownHost`, the request's `Host`).
 */
export function referrerDomain(referer: string | undefined, ownHost: string | undefined): string {
  if (!referer) return '';
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  const host = url.hostname.toLowerCase();
  const own = (ownHost ?? '').toLowerCase().replace(/:\d+$/, '');
  if (host === own) return '';
  return host.replace(/^www\./, '').slice(0, 253);
}

/**
 * The visitor's hash for one day: SHA-256 of the day's salt, the address and the User-Agent, 16 hex
 * characters. Without the salt (deleted after its day) nobody can tell whose it was.
 */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${address}\n${userAgent}`).digest('hex').slice(0, 16);
}
