/**
 * `basics` ↔ the person and the social links: name (split by splitName, kept whole in `x-vitae` when
 * the split would not give it back), label → job titles, summary → about, location → city, province
 * and country (`countryCode` only ever an ISO 3166-1 alpha-2 code, a country written otherwise in
 * `x-vitae`), image → first thumbnail; `email`, `phone` and `url` ↔ Contacts (mailto:, tel:, a web
 * link) and `profiles` ↔ the other social links, their order kept in `x-vitae`.
 *
 * Source: docs/decisions/0004-json-resume-mapping.md, docs/decisions/0031-lossless-json-resume.md,
 * docs/decisions/0100-json-resume-country-codes.md.
 */
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import {
  personCreateSchema,
  personDefaults,
  socialLinkCreateSchema,
  type Person,
  type SocialLink,
} from '../../../../shared/schemas.js';
import type { Database } from '../../../db/types.js';
import { socialLinks } from '../../resources/definitions.js';
import { repositoryOf } from '../../resources/repository.js';
import { peopleRepository } from '../../people/people.repository.js';
import { EXTENSION_KEY, type Ext, type ResumeBasics, type ResumeProfile } from '../document.js';
import { checkFields } from '../check-fields.js';
import { extensionOf, orderOf, pick, std } from '../read-fields.js';
import { put, withExtension } from '../write-fields.js';
import { type Warnings } from '../import-field.js';
import { breathe } from '../breathe.js';
import { countryCodeOf } from '../country.js';
import { joinName, splitName } from '../names.js';
import { isResumeEmail, isResumeUri } from '../resume-formats.js';

type Trx = Transaction<Database>;

/** Default titles of the Contacts made from `basics.email`, `basics.phone` and `basics.url`. */
export const CONTACT_TITLES = { email: 'Email', phone: 'Phone', url: 'Website' } as const;

interface SocialLinkPlan {
  input: z.output<typeof socialLinkCreateSchema>;
  order: number | undefined;
  index: number;
}

/**
 * Import `basics`: create the person (through the API's create schema) and its social links, in the
 * order the `x-vitae` extension gives (else contacts first, then the profiles).
 * @returns the id of the person created.
 */
export async function importBasics(trx: Trx, basics: ResumeBasics, warnings: Warnings): Promise<string> {
  const ext = extensionOf(basics, 'basics', warnings);
  const x = `basics.${EXTENSION_KEY}`;
  const split = splitName(basics.name ?? '');
  // The person has no field for a title: the residue of `basics.name` gives it back on export.
  if (split.honorific !== undefined && !('firstName' in ext)) {
    warnings.add(
      'basics.name',
      `"${split.honorific}" is a title, kept out of the first name; the export writes the name as given`,
    );
  }
  const image = basics.image !== undefined && basics.image.trim() !== '' ? basics.image : undefined;
  const person =
    checkFields(
      personCreateSchema,
      {
        firstName: pick(
          ext,
          'firstName',
          x,
          std(basics.name === undefined ? undefined : split.firstName, 'basics.name'),
        ),
        lastName: pick(
          ext,
          'lastName',
          x,
          std(basics.name === undefined ? undefined : split.lastName, 'basics.name'),
        ),
        jobTitles: std(basics.label, 'basics.label'),
        about: std(basics.summary, 'basics.summary'),
        city: std(basics.location?.city, 'basics.location.city'),
        province: std(basics.location?.region, 'basics.location.region'),
        country: pick(ext, 'country', x, std(basics.location?.countryCode, 'basics.location.countryCode')),
        address: std(basics.location?.address, 'basics.location.address'),
        postalCode: std(basics.location?.postalCode, 'basics.location.postalCode'),
        thumbnails:
          'thumbnails' in ext
            ? { value: ext.thumbnails, from: `${x}.thumbnails`, list: true }
            : image === undefined
              ? undefined
              : { value: [image], from: 'basics.image' },
        banners: pick(ext, 'banners', x, undefined),
        dni: pick(ext, 'dni', x, undefined),
        cuil: pick(ext, 'cuil', x, undefined),
        birthday: pick(ext, 'birthday', x, undefined),
      },
      warnings,
      'basics',
    ) ?? {};
  const created = await peopleRepository.create(trx, person, personDefaults);

  // Social links: the Contacts of basics.email, phone and url, then the profiles; an extension
  // `order` puts them back into the order they had.
  const contactsExt = (typeof ext.contacts === 'object' && ext.contacts !== null ? ext.contacts : {}) as Ext;
  const plans: SocialLinkPlan[] = [];
  const contact = (kind: keyof typeof CONTACT_TITLES, link: string | undefined) => {
    if (link === undefined) return;
    const path = `${x}.contacts.${kind}`;
    const meta = extensionOf({ [EXTENSION_KEY]: contactsExt[kind] }, path, warnings);
    const input = checkFields(
      socialLinkCreateSchema,
      {
        type: { value: 'Contact', from: `basics.${kind}` },
        title: pick(meta, 'title', path, { value: CONTACT_TITLES[kind], from: `basics.${kind}` }),
        linkSocial: { value: link, from: `basics.${kind}` },
        thumbnails: pick(meta, 'thumbnails', path, undefined),
      },
      warnings,
      `basics.${kind}`,
    );
    if (input && input.linkSocial !== undefined) {
      plans.push({ input, order: orderOf(meta, path, warnings), index: plans.length });
    } else if (input) {
      warnings.add(`basics.${kind}`, 'no usable link; contact skipped');
    }
  };
  contact('email', basics.email === undefined ? undefined : `mailto:${basics.email}`);
  contact(
    'phone',
    basics.phone === undefined || basics.phone.trim() === '' ? undefined : `tel:${basics.phone}`,
  );
  contact('url', basics.url);

  for (const [index, profile] of (basics.profiles ?? []).entries()) {
    await breathe();
    const path = `basics.profiles[${index}]`;
    const meta = extensionOf(profile, path, warnings);
    const ours = profile[EXTENSION_KEY] !== undefined;
    const link = pick(meta, 'link', `${path}.${EXTENSION_KEY}`, std(profile.url, `${path}.url`));
    if (link === undefined) {
      warnings.add(path, 'has no url; profile skipped');
      continue;
    }
    const input = checkFields(
      socialLinkCreateSchema,
      {
        type: pick(meta, 'type', `${path}.${EXTENSION_KEY}`, {
          value: 'Social Media',
          from: path,
          fallback: 'Social Media',
        }),
        title: std(profile.network, `${path}.network`),
        username: std(profile.username, `${path}.username`),
        linkSocial: link,
        thumbnails: pick(meta, 'thumbnails', `${path}.${EXTENSION_KEY}`, undefined),
      },
      warnings,
      path,
    );
    if (!input) continue;
    if (input.linkSocial === undefined && !ours) {
      warnings.add(path, 'no usable url; profile skipped');
      continue;
    }
    plans.push({ input, order: orderOf(meta, `${path}.${EXTENSION_KEY}`, warnings), index: plans.length });
  }
  const sortKey = (plan: SocialLinkPlan) => plan.order ?? Number.MAX_SAFE_INTEGER;
  plans.sort((a, b) => sortKey(a) - sortKey(b) || a.index - b.index);
  const repo = repositoryOf(socialLinks);
  for (const plan of plans) await repo.create(trx, plan.input);
  return created._id;
}

/**
 * Export the person and the social links as `basics`, with the ids of the links written as
 * profiles (in their order). Undefined when there is neither a person nor a link.
 */
export function exportBasics(
  person: Person | undefined,
  links: SocialLink[],
): { basics: ResumeBasics; profileIds: string[] } | undefined {
  if (!person && links.length === 0) return undefined;
  const basics: ResumeBasics = {};
  const ext: Ext = {};
  if (person) {
    const name = joinName(person.firstName, person.lastName);
    put(basics, 'name', name);
    const split = splitName(name);
    if (split.firstName !== person.firstName || split.lastName !== person.lastName) {
      ext.firstName = person.firstName;
      ext.lastName = person.lastName;
    }
    put(basics, 'label', person.jobTitles);
    put(basics, 'image', person.thumbnails[0]);
    if (person.thumbnails.length > 1) ext.thumbnails = person.thumbnails;
    put(basics, 'summary', person.about);
    const location: Record<string, unknown> = {};
    put(location, 'address', person.address);
    put(location, 'postalCode', person.postalCode);
    put(location, 'city', person.city);
    put(location, 'region', person.province);
    // countryCode takes only an ISO 3166-1 alpha-2 code (themes pass it to Intl.DisplayNames): a
    // country written otherwise goes as its code when it names one, and as written into x-vitae.
    const code = countryCodeOf(person.country);
    put(location, 'countryCode', code);
    if (person.country !== '' && person.country !== code) ext.country = person.country;
    put(basics, 'location', Object.keys(location).length > 0 ? location : undefined);
    put(ext, 'dni', person.dni);
    put(ext, 'cuil', person.cuil);
    put(ext, 'birthday', person.birthday);
    put(ext, 'banners', person.banners);
  }

  // The first Contact of each kind that import would give back exactly becomes basics.email, phone
  // or url; every other link is a profile.
  const contacts: Partial<Record<keyof typeof CONTACT_TITLES, SocialLink>> = {};
  const profiles: SocialLink[] = [];
  for (const link of links) {
    const value = link.linkSocial;
    if (
      link.type === 'Contact' &&
      !contacts.email &&
      value.startsWith('mailto:') &&
      isResumeEmail(value.slice(7))
    ) {
      contacts.email = link;
    } else if (
      link.type === 'Contact' &&
      !contacts.phone &&
      value.startsWith('tel:') &&
      value.slice(4).trim() !== ''
    ) {
      contacts.phone = link;
    } else if (
      link.type === 'Contact' &&
      !contacts.url &&
      /^https?:\/\//i.test(value) &&
      isResumeUri(value)
    ) {
      contacts.url = link;
    } else {
      profiles.push(link);
    }
  }
  // Import puts them back in this sequence; the `order` is written only when the real order differs.
  const sequence = [contacts.email, contacts.phone, contacts.url, ...profiles].filter(
    (link) => link !== undefined,
  );
  const writeOrder = sequence.some((link, index) => links.indexOf(link) !== index);
  const contactsExt: Ext = {};
  for (const kind of ['email', 'phone', 'url'] as const) {
    const link = contacts[kind];
    if (!link) continue;
    if (kind === 'email') basics.email = link.linkSocial.slice(7);
    if (kind === 'phone') basics.phone = link.linkSocial.slice(4);
    if (kind === 'url') basics.url = link.linkSocial;
    const meta: Ext = {};
    if (link.title !== CONTACT_TITLES[kind]) meta.title = link.title;
    put(meta, 'thumbnails', link.thumbnails);
    if (writeOrder) meta.order = links.indexOf(link);
    if (Object.keys(meta).length > 0) contactsExt[kind] = meta;
  }
  if (Object.keys(contactsExt).length > 0) ext.contacts = contactsExt;
  if (profiles.length > 0) {
    basics.profiles = profiles.map((link) => {
      const profile: ResumeProfile = {};
      const meta: Ext = {};
      put(profile, 'network', link.title);
      put(profile, 'username', link.username);
      if (link.linkSocial !== '' && isResumeUri(link.linkSocial)) profile.url = link.linkSocial;
      else meta.link = link.linkSocial;
      if (link.type !== 'Social Media') meta.type = link.type;
      put(meta, 'thumbnails', link.thumbnails);
      if (writeOrder) meta.order = links.indexOf(link);
      return withExtension(profile, meta);
    });
  }
  return { basics: withExtension(basics, ext), profileIds: profiles.map((link) => link._id) };
}
