/**
 * A LinkedIn data export ("Get a copy of your data": a ZIP of CSV files, or its folder on the
 * command line) → the items of an import ({@link ImportSource}), each a JSON Resume item:
 *
 * | file                | section        | columns (English; Spanish)                                        |
 * | ------------------- | -------------- | ----------------------------------------------------------------- |
 * | Profile.csv         | basics         | First Name, Last Name, Headline → label, Summary, Geo Location, Websites, Twitter Handles |
 * | Positions.csv       | work           | Company Name, Title, Description, Location, Started On / Start Date, Finished On / End Date |
 * | Education.csv       | education      | School Name, Degree Name, Notes, Activities, Start Date, End Date |
 * | Skills.csv          | skills         | Name                                                              |
 * | Projects.csv        | projects       | Title, Description, Url, Started On, Finished On                  |
 * | Certifications.csv  | certificates   | Name, Authority, Url, Started On (License Number, Finished On kept) |
 * | Languages.csv       | languages      | Name, Proficiency                                                 |
 * | Publications.csv    | publications   | Name, Publisher, Published On, Url, Description                   |
 * | Honors.csv          | awards         | Title, Issuer, Issued On, Description                             |
 * | Volunteering.csv    | volunteer      | Company Name, Role, Started On, Finished On, Description (Cause kept) |
 * | Courses.csv         | courses        | Name, Number                                                      |
 *
 * Each column is found by its English or Spanish name (ignoring case and accents); `Positions.csv`
 * comes in two layouts (`Started On`/`Finished On` with `Sep 2025`, and the older `Start Date`/
 * `End Date` with `09/2025`). Dates become month precision (dates.ts); text is cleaned of LinkedIn's
 * escapes (clean-text.ts). A column Vitae has no place for is kept on the item under `x-linkedin`
 * (kept losslessly as the JSON Resume import keeps unknown keys), except Profile.csv's private ones
 * (address, birth date, zip code, maiden name, messengers), which are never read into the database.
 * `Positions.csv` is required; any other file may be missing. Files Vitae does not use (connections,
 * messages, ads...) are listed, never unpacked.
 *
 * Source: docs/decisions/0269-imports-from-linkedin-and-bibtex.md.
 */
import { cleanText } from './clean-text.js';
import { decodeText, parseCsv, type CsvRow } from './csv.js';
import { toResumeDate } from './dates.js';
import { count, SOURCE_LIMITS } from './limits.js';
import { SourceFileError, type ImportSource, type SourceItem } from './source.js';
import type { SourceSection } from '../../../shared/source-import.js';

/** The key under which a column Vitae has no field for is kept on the item. */
export const LINKEDIN_KEY = 'x-linkedin';

type Columns = Record<string, string[]>;

interface FileSpec {
  file: string;
  section: SourceSection;
  columns: Columns;
  /** Columns read and then dropped: never kept, never stored (Profile.csv's private details). */
  dropped?: string[];
  /** The JSON Resume item of a row (`v`: the row's cleaned values by field), or a reason to skip it. */
  item(
    v: Record<string, string>,
    note: (column: string, message: string) => void,
  ): Record<string, unknown> | string;
}

const STARTED = ['Started On', 'Start Date', 'Fecha de inicio'];
const FINISHED = ['Finished On', 'End Date', 'Fecha de finalización', 'Fecha de fin'];
const DESCRIPTION = ['Description', 'Descripción'];

/** `{key: value}` without the empty values. */
function compact(item: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = value;
  }
  return out;
}

/** The files Vitae reads, with their columns and the item each row makes. */
export const LINKEDIN_FILES: readonly FileSpec[] = [
  {
    file: 'Profile.csv',
    section: 'basics',
    columns: {
      firstName: ['First Name', 'Nombre'],
      lastName: ['Last Name', 'Apellidos', 'Apellido'],
      headline: ['Headline', 'Titular'],
      summary: ['Summary', 'Extracto', 'Acerca de'],
      location: ['Geo Location', 'Ubicación geográfica', 'Ubicación'],
      websites: ['Websites', 'Sitios web'],
      twitter: ['Twitter Handles', 'Usuarios de Twitter', 'Cuentas de Twitter'],
    },
    dropped: [
      'Maiden Name',
      'Apellido de soltera',
      'Address',
      'Dirección',
      'Birth Date',
      'Fecha de nacimiento',
      'Zip Code',
      'Código postal',
      'Instant Messengers',
      'Mensajería instantánea',
    ],
    item: (v) => {
      const name = [v.firstName, v.lastName].filter(Boolean).join(' ');
      if (name === '') return 'no first or last name';
      const links = websites(v.websites ?? '');
      const profiles = [
        ...links.slice(1).map(({ type, url }) => ({ network: type || hostOf(url), url })),
        ...handles(v.twitter ?? '').map((handle) => ({
          network: 'Twitter',
          username: handle,
          url: `https://twitter.com/${handle}`,
        })),
      ];
      const [city, ...region] = (v.location ?? '').split(',').map((part) => part.trim());
      return compact({
        name,
        label: v.headline,
        summary: v.summary,
        url: links[0]?.url,
        location: city ? compact({ city, region: region.join(', ') }) : undefined,
        profiles,
      });
    },
  },
  {
    file: 'Positions.csv',
    section: 'work',
    columns: {
      name: ['Company Name', 'Nombre de la empresa', 'Empresa'],
      position: ['Title', 'Cargo', 'Puesto'],
      summary: DESCRIPTION,
      location: ['Location', 'Ubicación'],
      startDate: STARTED,
      endDate: FINISHED,
    },
    item: (v) => (v.name ? compact({ ...v }) : 'no company name'),
  },
  {
    file: 'Education.csv',
    section: 'education',
    columns: {
      institution: [
        'School Name',
        'Nombre de la institución educativa',
        'Institución educativa',
        'Centro educativo',
      ],
      area: ['Degree Name', 'Titulación', 'Título'],
      notes: ['Notes', 'Notas'],
      activities: ['Activities', 'Actividades'],
      startDate: STARTED,
      endDate: FINISHED,
    },
    item: ({ notes, activities, ...v }) =>
      v.institution
        ? compact({ ...v, [LINKEDIN_KEY]: undefined, 'x-vitae': description([notes, activities]) })
        : 'no school name',
  },
  {
    file: 'Skills.csv',
    section: 'skills',
    columns: { name: ['Name', 'Nombre'] },
    item: (v) => (v.name ? compact({ ...v }) : 'no name'),
  },
  {
    file: 'Projects.csv',
    section: 'projects',
    columns: {
      name: ['Title', 'Título'],
      description: DESCRIPTION,
      url: ['Url', 'URL'],
      startDate: STARTED,
      endDate: FINISHED,
    },
    item: (v) => (v.name ? compact({ ...v }) : 'no title'),
  },
  {
    file: 'Certifications.csv',
    section: 'certificates',
    columns: {
      name: ['Name', 'Nombre'],
      issuer: ['Authority', 'Entidad emisora', 'Autoridad'],
      url: ['Url', 'URL'],
      date: STARTED,
    },
    item: (v) => (v.name ? compact({ ...v }) : 'no name'),
  },
  {
    file: 'Languages.csv',
    section: 'languages',
    columns: { language: ['Name', 'Nombre'], fluency: ['Proficiency', 'Competencia', 'Nivel'] },
    item: (v) => (v.language ? compact({ ...v }) : 'no language'),
  },
  {
    file: 'Publications.csv',
    section: 'publications',
    columns: {
      name: ['Name', 'Nombre', 'Título'],
      publisher: ['Publisher', 'Editorial'],
      releaseDate: ['Published On', 'Fecha de publicación'],
      url: ['Url', 'URL'],
      summary: DESCRIPTION,
    },
    item: (v) => (v.name ? compact({ ...v }) : 'no title'),
  },
  {
    file: 'Honors.csv',
    section: 'awards',
    columns: {
      title: ['Title', 'Título'],
      awarder: ['Issuer', 'Emisor'],
      date: ['Issued On', 'Fecha de emisión', 'Fecha de expedición'],
      summary: DESCRIPTION,
    },
    item: (v) => (v.title ? compact({ ...v }) : 'no title'),
  },
  {
    file: 'Volunteering.csv',
    section: 'volunteer',
    columns: {
      organization: ['Company Name', 'Organization', 'Nombre de la empresa', 'Organización'],
      position: ['Role', 'Función', 'Cargo'],
      startDate: STARTED,
      endDate: FINISHED,
      summary: DESCRIPTION,
    },
    item: (v) => (v.organization ? compact({ ...v }) : 'no organization'),
  },
  {
    file: 'Courses.csv',
    section: 'courses',
    columns: { title: ['Name', 'Nombre'], subtitle: ['Number', 'Número'] },
    item: (v) => (v.title ? compact({ ...v }) : 'no name'),
  },
];

/** The fields of each section that hold dates. */
const DATE_FIELDS = new Set(['startDate', 'endDate', 'date', 'releaseDate']);

/** A header as compared: lower case, no accents, single spaces. */
const headerKey = (header: string) =>
  header.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const FILE_KEYS = new Map(LINKEDIN_FILES.map((spec) => [spec.file.toLowerCase(), spec]));

/** Is `base` (a file name) one Vitae reads from an export? */
export const isLinkedInFile = (base: string) => FILE_KEYS.has(base.toLowerCase());

/** `x-vitae.description` of an education from LinkedIn's notes and activities. */
function description(parts: (string | undefined)[]): Record<string, unknown> | undefined {
  const text = parts.filter(Boolean).join('\n\n');
  return text ? { description: text } : undefined;
}

/** `[PERSONAL:https://ada.dev,COMPANY:acme.example]` → `[{type: 'Personal', url}]`, in order. */
export function websites(text: string): { type: string; url: string }[] {
  const out: { type: string; url: string }[] = [];
  const body = text.trim().replace(/^\[|\]$/g, '');
  for (const part of body.split(/,(?=\s*(?:[A-Z_]+:|https?:\/\/|www\.))/)) {
    const match = /^\s*(?:([A-Z_]+):)?\s*(\S+)\s*$/.exec(part);
    if (!match) continue;
    const raw = match[2]!;
    const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    if (!/^https?:\/\/[^\s/]+\.[^\s]+/i.test(url)) continue;
    const type = match[1] ? match[1][0] + match[1].slice(1).toLowerCase().replace(/_/g, ' ') : '';
    out.push({ type, url });
  }
  return out;
}

/** `[ada, @lovelace]` → `['ada', 'lovelace']`. */
function handles(text: string): string[] {
  return text
    .replace(/^\[|\]$/g, '')
    .split(/[,\s]+/)
    .map((handle) => handle.replace(/^@/, '').trim())
    .filter((handle) => /^\w{1,30}$/.test(handle));
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return 'Website';
  }
};

/**
 * Read the export's files (`files`: base name → bytes; `listed`: every file of the archive).
 * @throws SourceFileError 400 when `Positions.csv` is missing or a file is not a valid CSV (naming
 *   the file and line), 413 past the limits.
 */
export function readLinkedIn(files: Map<string, Uint8Array>, listed: string[]): ImportSource {
  const byKey = new Map([...files].map(([name, bytes]) => [name.toLowerCase(), { name, bytes }]));
  if (!byKey.has('positions.csv')) {
    throw new SourceFileError(
      400,
      'Positions.csv is missing: this is not a LinkedIn data export, or not all of it. Upload the ZIP file LinkedIn sent, as downloaded. Nothing was imported.',
    );
  }
  const items: SourceItem[] = [];
  const notes: ImportSource['notes'] = [];
  const used = new Map<string, number>();
  for (const spec of LINKEDIN_FILES) {
    const found = byKey.get(spec.file.toLowerCase());
    if (!found) continue;
    const table = parseCsv(found.name, decodeText(found.name, found.bytes));
    used.set(found.name.toLowerCase(), table.rows.length);
    items.push(...readRows(spec, found.name, table.headers, table.rows, notes));
    if (items.length > SOURCE_LIMITS.entries) {
      throw new SourceFileError(
        413,
        `${found.name}: the export has more than ${count(SOURCE_LIMITS.entries)} entries; Vitae imports at most ${count(SOURCE_LIMITS.entries)} in all. Nothing was imported.`,
      );
    }
  }
  const seen = new Set<string>();
  const listedFiles = listed
    .map((path) => path.split(/[\\/]/).pop() ?? path)
    .filter((name) => {
      const key = name.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return {
    kind: 'linkedin',
    items,
    files: listedFiles.map((name) => ({
      name,
      rows: used.get(name.toLowerCase()) ?? 0,
      used: used.has(name.toLowerCase()),
    })),
    notes,
  };
}

/** The items of one file's rows. */
function readRows(
  spec: FileSpec,
  file: string,
  headers: string[],
  rows: CsvRow[],
  notes: ImportSource['notes'],
): SourceItem[] {
  // Which header feeds which field (the first that matches), and which are unknown.
  const fieldOf = new Map<string, string>();
  const dropped = new Set((spec.dropped ?? []).map(headerKey));
  for (const [field, names] of Object.entries(spec.columns)) {
    const keys = names.map(headerKey);
    const header = headers.find((head) => keys.includes(headerKey(head)) && !fieldOf.has(head));
    if (header !== undefined) fieldOf.set(header, field);
  }
  return rows.map((row) => {
    const origin = `${file} line ${row.line}`;
    const values: Record<string, string> = {};
    const extra: Record<string, string> = {};
    const note = (column: string, message: string) => notes.push({ path: `${origin}, ${column}`, message });
    for (const [header, raw] of Object.entries(row.values)) {
      const text = cleanText(raw);
      const field = fieldOf.get(header);
      if (field === undefined) {
        if (!dropped.has(headerKey(header)) && text !== '') extra[header] = text;
        continue;
      }
      if (DATE_FIELDS.has(field) && text !== '') {
        const date = toResumeDate(text);
        if (date === undefined) {
          note(header, `"${text}" is not a date Vitae reads (such as Sep 2025); left out`);
          extra[header] = text;
          continue;
        }
        values[field] = date;
        continue;
      }
      values[field] = text;
    }
    const made = spec.item(values, note);
    if (typeof made === 'string') return { section: spec.section, item: {}, origin, skip: made };
    if (Object.keys(extra).length > 0) made[LINKEDIN_KEY] = extra;
    return { section: spec.section, item: made, origin };
  });
}
