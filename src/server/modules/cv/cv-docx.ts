/**
 * The Word CV (`/cv.docx`, `/for/{token}/cv.docx`): {@link CvPlain} written with the `docx` library
 * (docs/decisions/0264-docx-library.md) as a real Word document a recruiter can edit: one column;
 * the name in Heading 1, the sections in Heading 2, each entry's title in Heading 3 (links kept as
 * hyperlinks); the detail line in a quieter paragraph; the highlights as a real bulleted list
 * (Word numbering, not "•" characters); the owner's font named first with a safe fallback in the
 * font table (Source Sans 3 → Arial, Source Serif 4 → Georgia), the design's accent on headings;
 * the photo when the PDF has one; document properties title ("<name> — CV"), author, subject and
 * language. The same content gives the same bytes (dates from the content, link ids and zip times fixed,
 * docs/decisions/0167-reproducible-static-site.md).
 * Source: docs/decisions/0263-word-and-text-cv.md.
 */
import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { CvFormat } from './cv-names.js';
import type { CvPlain, CvRun } from './cv-plain.js';
import { CV_TEXTS } from './cv-texts.js';

/** The fonts of the CV's two faces (fonts.ts), each with the safe font Word uses when it is missing. */
export const DOCX_FONTS = {
  sans: { name: 'Source Sans 3', fallback: 'Arial', family: 'swiss' },
  serif: { name: 'Source Serif 4', fallback: 'Georgia', family: 'roman' },
} as const;

/** Page sizes in twentieths of a point (A4 210 × 297 mm, US Letter 8.5 × 11 in). */
const PAGE: Record<CvFormat, { width: number; height: number }> = {
  a4: { width: 11906, height: 16838 },
  letter: { width: 12240, height: 15840 },
};

/** What the Word file is drawn with besides its content. */
export interface DocxLook {
  face: 'sans' | 'serif';
  /** Hex colour of the headings and links (`#0b5cad`), readable on white (src/shared/designs/contrast.ts). */
  accent: string;
  /** Hex colour of the detail lines. */
  muted: string;
  format: CvFormat;
  /** The photo (JPEG or PNG bytes, square), or undefined. */
  photo?: { bytes: Buffer; mime: 'image/jpeg' | 'image/png' } | undefined;
}

const hex = (colour: string) => colour.replace(/^#/, '').toUpperCase();

/** XML-escaped text. */
const xml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/** `text` without the characters XML 1.0 forbids and lone surrogates (a Word file must parse). */
function clean(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
  );
}

/** `runs` as the paragraph's children: links as hyperlinks in the Hyperlink style. */
function children(runs: CvRun[], bold = false): ParagraphChild[] {
  return runs.map((run) => {
    const text = new TextRun({
      text: clean(run.text),
      ...(bold || run.strong === true ? { bold: true } : {}),
      ...(run.href ? { style: 'Hyperlink' } : {}),
    });
    return run.href ? new ExternalHyperlink({ link: run.href, children: [text] }) : text;
  });
}

/** The `docProps/core.xml` written by us: the content's date and the language (docx writes the clock's, no language). */
function coreXml(cv: CvPlain, title: string, subject: string): string {
  const date = cv.updated.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
    'xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${xml(clean(title))}</dc:title><dc:subject>${xml(subject)}</dc:subject>` +
    `<dc:creator>${xml(clean(cv.name))}</dc:creator><cp:lastModifiedBy>Vitae</cp:lastModifiedBy>` +
    `<dc:language>${cv.language}</dc:language>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${date}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${date}</dcterms:modified>` +
    '</cp:coreProperties>'
  );
}

/** `word/fontTable.xml`: the CV's fonts, each naming its fallback (`w:altName`) and family. */
function fontTableXml(): string {
  const font = (name: string, alt: string | undefined, family: string) =>
    `<w:font w:name="${name}">${alt ? `<w:altName w:val="${alt}"/>` : ''}` +
    `<w:charset w:val="00"/><w:family w:val="${family}"/><w:pitch w:val="variable"/></w:font>`;
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:fonts xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    Object.values(DOCX_FONTS)
      .map(
        (item) => font(item.name, item.fallback, item.family) + font(item.fallback, undefined, item.family),
      )
      .join('') +
    '</w:fonts>'
  );
}

/**
 * The package `bytes` made reproducible: the hyperlinks' relationship ids (random in `docx`) renamed
 * `rIdLink1`, `rIdLink2`… in order of appearance, and every entry's time set to `date`, so the same
 * content gives the same bytes (docs/decisions/0167-reproducible-static-site.md).
 */
export function reproducible(bytes: Uint8Array, date: Date): Buffer {
  const files = unzipSync(bytes);
  const ids = new Map<string, string>();
  const rename = (text: string) =>
    text.replace(/(?<=")rId[a-z0-9_-]{21}(?=")/g, (id) => {
      if (!ids.has(id)) ids.set(id, `rIdLink${ids.size + 1}`);
      return ids.get(id)!;
    });
  const names = ['word/document.xml', 'word/_rels/document.xml.rels'];
  for (const name of names) {
    if (files[name]) files[name] = strToU8(rename(strFromU8(files[name])));
  }
  // The DOS time of a zip entry starts in 1980; a content with no date is written as of then.
  const mtime = date.getTime() < Date.UTC(1980, 0, 2) ? new Date(Date.UTC(1980, 0, 2)) : date;
  return Buffer.from(zipSync(files, { mtime, level: 6 }));
}

/** The Word document of `cv` drawn with `look` (see the module doc). */
export async function cvDocx(cv: CvPlain, look: DocxLook): Promise<Buffer> {
  const font = DOCX_FONTS[look.face];
  const accent = hex(look.accent);
  const muted = hex(look.muted);
  const language = cv.language === 'es' ? 'es-ES' : 'en-US';
  const title = `${cv.name} — CV`;
  const subject = CV_TEXTS[cv.language].subject;
  const body: Paragraph[] = [];
  if (look.photo) {
    body.push(
      new Paragraph({
        children: [
          new ImageRun({
            type: look.photo.mime === 'image/png' ? 'png' : 'jpg',
            data: look.photo.bytes,
            transformation: { width: 96, height: 96 },
            altText: { name: cv.name, description: cv.name, title: cv.name },
          }),
        ],
      }),
    );
  }
  body.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(clean(cv.name))] }));
  if (cv.jobTitles !== '') {
    body.push(
      new Paragraph({ children: [new TextRun({ text: clean(cv.jobTitles), size: 24, color: muted })] }),
    );
  }
  if (cv.place !== '')
    body.push(new Paragraph({ children: [new TextRun({ text: clean(cv.place), color: muted })] }));
  for (const contact of cv.contacts) {
    body.push(
      new Paragraph({
        children: [
          new TextRun({ text: `${clean(contact.label)}: `, color: muted }),
          ...children([{ text: contact.text, href: contact.href }]),
        ],
      }),
    );
  }
  for (const section of cv.sections) {
    body.push(
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(clean(section.heading))] }),
    );
    for (const paragraph of section.paragraphs) body.push(new Paragraph({ children: children(paragraph) }));
    for (const entry of section.entries) {
      body.push(new Paragraph({ heading: HeadingLevel.HEADING_3, children: children(entry.title) }));
      if (entry.meta !== '') {
        body.push(
          new Paragraph({
            children: [new TextRun({ text: clean(entry.meta), color: muted, size: 19 })],
            spacing: { after: 60 },
          }),
        );
      }
      for (const line of entry.lines) body.push(new Paragraph({ children: [new TextRun(clean(line))] }));
      for (const bullet of entry.bullets) {
        body.push(new Paragraph({ bullet: { level: 0 }, children: [new TextRun(clean(bullet))] }));
      }
    }
  }
  const fontOf = { ascii: font.name, hAnsi: font.name, cs: font.name, eastAsia: font.name };
  const document = new Document({
    title,
    subject,
    creator: cv.name,
    lastModifiedBy: 'Vitae',
    styles: {
      default: {
        document: {
          run: { font: fontOf, size: 21, language: { value: language } },
          paragraph: { spacing: { after: 40, line: 276 } },
        },
        heading1: {
          run: { font: fontOf, size: 44, bold: true, color: '1F2328' },
          paragraph: { spacing: { after: 60 } },
        },
        heading2: {
          run: { font: fontOf, size: 26, bold: true, color: accent },
          paragraph: {
            spacing: { before: 320, after: 120 },
            border: { bottom: { style: 'single', size: 6, color: 'D0D7DE', space: 2 } },
            keepNext: true,
          },
        },
        heading3: {
          run: { font: fontOf, size: 22, bold: true, color: '1F2328' },
          paragraph: { spacing: { before: 160, after: 20 }, keepNext: true },
        },
        hyperlink: { run: { color: accent, underline: { type: 'single', color: accent } } },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE[look.format],
            margin: { top: 1000, bottom: 1100, left: 1040, right: 1040 },
          },
        },
        children: body,
      },
    ],
  });
  const bytes = await Packer.toBuffer(document, false, [
    { path: 'docProps/core.xml', data: coreXml(cv, title, subject) },
    { path: 'word/fontTable.xml', data: fontTableXml() },
  ]);
  return reproducible(bytes, cv.updated);
}
