/**
 * What an applicant tracking system (ATS) sees in a CV (docs/decisions/0258-ats-view.md): the text
 * pdf.js extracts (ats-read.ts, run in a worker thread: ats-worker.ts) and a short report, each
 * finding saying what to change:
 *
 * - `name`, `email`, `phone`, `location`: found where a parser looks for them (the name on the
 *   first line; email, phone and place in the text, the place among the first lines);
 * - `headings`: every section heading (`H2` of the structure tree) one of the standard ones of
 *   src/shared/cv-words.ts (either language) or their usual synonyms;
 * - `dates`: no date a parser cannot read (a day-first "01.12.2013", a two-digit year "’13");
 * - `columns`: no extracted line made of two columns' text side by side;
 * - `images`: no page whose text is in an image (an image over a third of a page, or on a page
 *   with almost no text);
 * - `unicode`: no glyph extracted as a private-use or replacement character (a font without a
 *   Unicode map).
 *
 * Reports are kept per content (the PDF's SHA-256), the last {@link KEPT_REPORTS}.
 */
import { createHash } from 'node:crypto';
import type { AtsFinding, AtsReport } from '../../../shared/cv-ats.js';
import { CV_HEADINGS } from '../../../shared/cv-words.js';
import type { Language } from '../../../shared/i18n/languages.js';
import { startModuleWorker } from '../../lib/worker.js';
import type { AtsReading } from './ats-read.js';

export type { AtsFinding, AtsReport };

/** Reports kept, by PDF content. */
export const KEPT_REPORTS = 32;

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[:\s]+$/, '')
    .trim();

/** The headings parsers know: the standard ones of both languages and their usual synonyms. */
export const KNOWN_HEADINGS: ReadonlySet<string> = new Set(
  [
    ...Object.values(CV_HEADINGS).flatMap((words) => Object.values(words)),
    'about me',
    'profile',
    'professional summary',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'skills & expertise',
    'certificates',
    'volunteer',
    'volunteer experience',
    'sobre mi',
    'resumen',
    'experiencia laboral',
    'experiencia profesional',
    'formacion',
    'formacion academica',
    'aptitudes',
    'competencias',
    'certificados',
    'idiomas',
  ].map(fold),
);

const TEXTS: Record<Language, Record<string, (detail: string) => string>> = {
  en: {
    nameOk: (name) => `Name: “${name}”, the first line.`,
    nameMissing: (line) =>
      `The first line a parser reads is “${line}”, not a name: put your name first, alone on its line.`,
    emailOk: (email) => `Email: ${email}.`,
    emailMissing: () => 'No email address found: add an Email link to your profile.',
    phoneOk: (phone) => `Phone: ${phone}.`,
    phoneMissing: () => 'No phone number found: add a Phone link (tel:) to your profile.',
    locationOk: (place) => `Location: ${place}.`,
    locationMissing: () => 'No place found near your name: fill in your city and country in your profile.',
    headingsOk: (list) => `Every section heading is one parsers know: ${list}.`,
    headingsNone: () => 'No section headings were found: the PDF has no tagged headings a parser can use.',
    headingsUnknown: (list) =>
      `Headings parsers may not recognise: ${list}. Rename them to a standard one (Experience, Education, Skills, Projects…).`,
    datesOk: (count) => `${count} dates read as month and year.`,
    datesBad: (list) => `Dates a parser may misread: ${list}. Write them as month and year (Dec 2013).`,
    columnsOk: () => 'Lines are read one column at a time.',
    columnsBad: (list) =>
      `Lines mix two columns in the extracted text: ${list}. Choose a one-column design for applications.`,
    imagesOk: () => 'No text is drawn as an image.',
    imagesBad: (list) =>
      `Page ${list} holds a large image or almost no text: a parser reads no text from images; write the text instead.`,
    unicodeOk: () => 'Every character is extracted as written.',
    unicodeBad: (list) =>
      `Characters extracted as unreadable symbols (font without a Unicode map): ${list}. Use one of the design’s own fonts.`,
  },
  es: {
    nameOk: (name) => `Nombre: «${name}», la primera línea.`,
    nameMissing: (line) =>
      `La primera línea que lee un analizador es «${line}», no un nombre: pon tu nombre primero, solo en su línea.`,
    emailOk: (email) => `Correo: ${email}.`,
    emailMissing: () => 'No se encontró un correo: añade un enlace de correo a tu perfil.',
    phoneOk: (phone) => `Teléfono: ${phone}.`,
    phoneMissing: () => 'No se encontró un teléfono: añade un enlace de teléfono (tel:) a tu perfil.',
    locationOk: (place) => `Ubicación: ${place}.`,
    locationMissing: () => 'No hay un lugar junto a tu nombre: completa ciudad y país en tu perfil.',
    headingsOk: (list) => `Todos los títulos de sección son conocidos: ${list}.`,
    headingsNone: () => 'No se encontraron títulos de sección: el PDF no tiene títulos etiquetados.',
    headingsUnknown: (list) =>
      `Títulos que un analizador puede no reconocer: ${list}. Usa uno estándar (Experiencia, Educación, Habilidades, Proyectos…).`,
    datesOk: (count) => `${count} fechas leídas como mes y año.`,
    datesBad: (list) =>
      `Fechas que un analizador puede leer mal: ${list}. Escríbelas como mes y año (dic 2013).`,
    columnsOk: () => 'Las líneas se leen columna por columna.',
    columnsBad: (list) =>
      `Líneas que mezclan dos columnas en el texto extraído: ${list}. Elige un diseño de una columna para postular.`,
    imagesOk: () => 'Ningún texto está dibujado como imagen.',
    imagesBad: (list) =>
      `La página ${list} tiene una imagen grande o casi nada de texto: un analizador no lee texto en imágenes.`,
    unicodeOk: () => 'Cada carácter se extrae tal como está escrito.',
    unicodeBad: (list) =>
      `Caracteres extraídos como símbolos ilegibles (fuente sin mapa Unicode): ${list}. Usa las fuentes del diseño.`,
  },
};

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
const PHONE = /(?:\+|\b)\d[\d ().-]{6,}\d\b/;
const MONTHS =
  'jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|ene|abr|ago|dic|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
const MONTH_YEAR = new RegExp(`\\b(?:${MONTHS})\\.? (?:de )?(?:19|20)\\d{2}\\b`, 'giu');
const AMBIGUOUS_DATE = /\b\d{1,2}[./]\d{1,2}[./](?:\d{4}|\d{2})\b|[‘’'`]\d{2}\b/g;

/**
 * The findings on `reading` (ats-read.ts) in `language`. Pure.
 */
export function atsFindings(reading: AtsReading, language: Language): AtsFinding[] {
  const t = TEXTS[language];
  const lines = reading.lines;
  const findings: AtsFinding[] = [];
  const first = lines[0]?.trim() ?? '';
  const looksLikeName =
    /^[\p{L}\p{M}'’.\- ]+$/u.test(first) && first.split(/\s+/).length >= 1 && first.split(/\s+/).length <= 5;
  findings.push({
    id: 'name',
    ok: looksLikeName,
    message: looksLikeName ? t.nameOk!(first) : t.nameMissing!(first.slice(0, 60)),
  });
  const email = EMAIL.exec(reading.text)?.[0];
  findings.push({ id: 'email', ok: !!email, message: email ? t.emailOk!(email) : t.emailMissing!('') });
  // A phone: 8 or more digits in a run of digits, spaces, dots, dashes and brackets (not a date range).
  const phone = reading.text
    .split('\n')
    .flatMap((line) => line.match(new RegExp(PHONE, 'g')) ?? [])
    .find(
      (candidate) =>
        candidate.replace(/\D/g, '').length >= 8 &&
        !/^\d{4}(\s*[–-]\s*\d{4}|-\d{2}(-\d{2})?)/.test(candidate.trim()),
    );
  findings.push({
    id: 'phone',
    ok: !!phone,
    message: phone ? t.phoneOk!(phone.trim()) : t.phoneMissing!(''),
  });
  const place = lines
    .slice(1, 6)
    .find((line) => /^[\p{L}\p{M} .'’-]+(, [\p{L}\p{M} .'’-]+)+$/u.test(line.trim()) && !EMAIL.test(line));
  findings.push({
    id: 'location',
    ok: !!place,
    message: place ? t.locationOk!(place.trim()) : t.locationMissing!(''),
  });
  const sectionHeadings = reading.headings.filter((heading) => heading.level === 2 && heading.text !== '');
  const unknown = sectionHeadings.filter((heading) => !KNOWN_HEADINGS.has(fold(heading.text)));
  findings.push({
    id: 'headings',
    ok: sectionHeadings.length > 0 && unknown.length === 0,
    message:
      sectionHeadings.length === 0
        ? t.headingsNone!('')
        : unknown.length > 0
          ? t.headingsUnknown!(unknown.map((heading) => `“${heading.text}”`).join(', '))
          : t.headingsOk!(sectionHeadings.map((heading) => heading.text).join(', ')),
  });
  const ambiguous = [...reading.text.matchAll(AMBIGUOUS_DATE)].map((match) => match[0]);
  const read = [...reading.text.matchAll(MONTH_YEAR)].length;
  findings.push({
    id: 'dates',
    ok: ambiguous.length === 0,
    message:
      ambiguous.length === 0
        ? t.datesOk!(String(read))
        : t.datesBad!([...new Set(ambiguous)].slice(0, 5).join(', ')),
  });
  findings.push(columnsFinding(reading, t));
  const imagePages = [
    ...new Set(
      reading.images
        .filter((image) => image.share > 1 / 3 || (image.share > 0.02 && image.pageCharacters < 200))
        .map((image) => image.page),
    ),
  ];
  findings.push({
    id: 'images',
    ok: imagePages.length === 0,
    message: imagePages.length === 0 ? t.imagesOk!('') : t.imagesBad!(imagePages.join(', ')),
  });
  const unreadable = reading.items.filter((item) => /[\uE000-\uF8FF\uFFFD]/.test(item.text));
  findings.push({
    id: 'unicode',
    ok: unreadable.length === 0,
    message:
      unreadable.length === 0
        ? t.unicodeOk!('')
        : t.unicodeBad!(
            unreadable
              .slice(0, 3)
              .map((item) => `“${item.text.slice(0, 20)}”`)
              .join(', '),
          ),
  });
  return findings;
}

/**
 * Lines of the extracted text made of two columns: consecutive items on one baseline (within 2 pt)
 * with more than 36 pt of empty page between them, or the second left of the first.
 */
function columnsFinding(reading: AtsReading, t: Record<string, (detail: string) => string>): AtsFinding {
  const mixed: string[] = [];
  const items = reading.items.filter((item) => item.text.trim() !== '');
  for (let index = 1; index < items.length; index++) {
    const before = items[index - 1]!;
    const item = items[index]!;
    if (before.page !== item.page || Math.abs(before.y - item.y) > 2) continue;
    const gap = item.x - (before.x + before.width);
    if (gap > 36 || item.x + item.width < before.x)
      mixed.push(`“${before.text.trim()} | ${item.text.trim()}”`);
  }
  return {
    id: 'columns',
    ok: mixed.length === 0,
    message: mixed.length === 0 ? t.columnsOk!('') : t.columnsBad!(mixed.slice(0, 3).join(', ')),
  };
}

const reports = new Map<string, Promise<AtsReading>>();

/** pdf.js's reading of `bytes` in a worker thread (ats-worker.ts), kept per content. */
export function readOffThread(bytes: Buffer): Promise<AtsReading> {
  const key = createHash('sha256').update(bytes).digest('hex');
  const kept = reports.get(key);
  if (kept) return kept;
  const pending = new Promise<AtsReading>((resolve, reject) => {
    const worker = startModuleWorker(import.meta.url, 'ats-worker', { workerData: { bytes } });
    worker.once('message', (message: AtsReading) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The PDF reader stopped (exit code ${code}).`)));
  });
  reports.set(key, pending);
  pending.catch(() => reports.delete(key));
  while (reports.size > KEPT_REPORTS) reports.delete(reports.keys().next().value!);
  return pending;
}

/** The report on `bytes` (a PDF) in `language`: pdf.js's text, off the event loop, and the findings. */
export async function atsReport(bytes: Buffer, language: Language): Promise<AtsReport> {
  const reading = await readOffThread(bytes);
  return { text: reading.text, tagged: reading.tagged, findings: atsFindings(reading, language) };
}
