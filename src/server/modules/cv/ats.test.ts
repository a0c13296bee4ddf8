/**
 * The ATS report's rules (ats.ts, docs/decisions/0258-ats-view.md): one test per finding, each on a
 * reading that breaks only that rule (and fails if the rule is removed or always answers ok), then
 * the demo CV read by pdf.js in a worker, through the whole chain.
 */
import { describe, expect, it } from 'vitest';
import type { AtsReading } from './ats-read.js';
import { atsFindings, atsReport, type AtsFinding } from './ats.js';

/** A clean reading: a name, contact line, place, two standard headings, a month-year date. */
function reading(change: Partial<AtsReading> = {}): AtsReading {
  const lines = change.lines ?? [
    'Ana García',
    'Backend developer',
    'Madrid, Spain',
    'Email: ana@example.com · Phone: +34 600 123 456',
    'Experience',
    'Developer — Acme',
    'Mar 2021 – Present',
    'Education',
  ];
  const text = change.text ?? lines.join('\n');
  return {
    readable: true,
    text,
    lines,
    items: lines.map((line, index) => ({
      text: line,
      page: 1,
      x: 52,
      y: 780 - index * 14,
      width: 200,
      font: 'f1',
    })),
    headings: [
      { level: 1, text: 'Ana García' },
      { level: 2, text: 'Experience' },
      { level: 2, text: 'Education' },
    ],
    language: 'en',
    tagged: true,
    images: [],
    pages: 1,
    ...change,
  };
}

const finding = (findings: AtsFinding[], id: AtsFinding['id']) => findings.find((item) => item.id === id)!;

describe('atsFindings', () => {
  it('finds everything in a clean CV', () => {
    const findings = atsFindings(reading(), 'en');
    expect(findings.filter((item) => !item.ok)).toEqual([]);
    expect(finding(findings, 'phone').message).toBe('Phone: +34 600 123 456.');
    expect(finding(findings, 'location').message).toBe('Location: Madrid, Spain.');
  });

  it('name: the first line must be a name', () => {
    const lines = ['Curriculum Vitae 2024', 'Ana García', 'Madrid, Spain', 'ana@example.com'];
    const result = finding(atsFindings(reading({ lines }), 'en'), 'name');
    expect(result.ok).toBe(false);
    expect(result.message).toContain('put your name first');
  });

  it('email and phone: missing ones are named, with what to add', () => {
    const lines = ['Ana García', 'Madrid, Spain', 'Experience', 'Mar 2021 – Present'];
    const findings = atsFindings(reading({ lines }), 'es');
    expect(finding(findings, 'email')).toMatchObject({ ok: false });
    expect(finding(findings, 'email').message).toContain('añade un enlace de correo');
    expect(finding(findings, 'phone')).toMatchObject({ ok: false });
    // An ISO date or a year range is not a phone number.
    const dates = atsFindings(
      reading({ lines: ['Ana García', '2013-12-01 – 2014-12-01', '2012 – 2014'] }),
      'en',
    );
    expect(finding(dates, 'phone').ok).toBe(false);
  });

  it('location: a place near the name', () => {
    const lines = ['Ana García', 'Backend developer', 'ana@example.com', 'Experience'];
    expect(finding(atsFindings(reading({ lines }), 'en'), 'location').ok).toBe(false);
  });

  it('headings: an unknown heading is named with the standard ones to use; none at all is said', () => {
    const headings = [
      { level: 1, text: 'Ana García' },
      { level: 2, text: 'Proyects' },
      { level: 2, text: 'EXPERIENCIA' },
    ];
    const result = finding(atsFindings(reading({ headings }), 'en'), 'headings');
    expect(result.ok).toBe(false);
    expect(result.message).toContain('“Proyects”');
    expect(result.message).not.toContain('EXPERIENCIA');
    const untagged = finding(atsFindings(reading({ headings: [], tagged: false }), 'en'), 'headings');
    expect(untagged.ok).toBe(false);
    expect(untagged.message).toContain('No section headings');
  });

  it('dates: day-first and two-digit years are named', () => {
    const text = 'Ana García\nDeveloper 01.12.2013 – 31/12/14\nIntern summer ’13';
    const result = finding(atsFindings(reading({ text }), 'en'), 'dates');
    expect(result.ok).toBe(false);
    expect(result.message).toContain('01.12.2013');
    expect(result.message).toContain('31/12/14');
    expect(result.message).toContain('’13');
    expect(finding(atsFindings(reading(), 'en'), 'dates').message).toBe('1 dates read as month and year.');
  });

  it('columns: two items on one baseline far apart, or out of order, are one mixed line', () => {
    const items = [
      { text: 'Skills', page: 1, x: 40, y: 700, width: 40, font: 'f' },
      { text: 'Experience', page: 1, x: 230, y: 700, width: 60, font: 'f' },
      { text: 'Go', page: 1, x: 40, y: 686, width: 12, font: 'f' },
    ];
    const result = finding(atsFindings(reading({ items }), 'en'), 'columns');
    expect(result.ok).toBe(false);
    expect(result.message).toContain('“Skills | Experience”');
  });

  it('images: a large image or a page of almost no text', () => {
    const large = finding(
      atsFindings(reading({ images: [{ page: 1, share: 0.5, pageCharacters: 3000 }] }), 'en'),
      'images',
    );
    expect(large.ok).toBe(false);
    const scanned = finding(
      atsFindings(reading({ images: [{ page: 2, share: 0.1, pageCharacters: 12 }] }), 'en'),
      'images',
    );
    expect(scanned.ok).toBe(false);
    // A photo (1 % of the page) on a page of text is fine.
    const photo = finding(
      atsFindings(reading({ images: [{ page: 1, share: 0.01, pageCharacters: 3000 }] }), 'en'),
      'images',
    );
    expect(photo.ok).toBe(true);
  });

  it('unicode: glyphs extracted as private-use or replacement characters', () => {
    const items = [{ text: 'Caf\uE000 \uFFFD', page: 1, x: 40, y: 700, width: 40, font: 'f9' }];
    const result = finding(atsFindings(reading({ items }), 'en'), 'unicode');
    expect(result.ok).toBe(false);
    expect(result.message).toContain('Unicode map');
  });
});

describe('atsReport on a real PDF', () => {
  it('reads a Typst PDF with pdf.js in a worker, and answers the same report again from its cache', async () => {
    const { NodeCompiler } = await import('@myriaddreamin/typst-ts-node-compiler');
    const pdf = NodeCompiler.create({}).pdf({
      mainFileContent:
        '#set document(title: "CV")\n#set text(lang: "en")\n= Ana García\nMadrid, Spain\n\nana\\@example.com · +34 600 123 456\n== Experience\n=== Developer\nMar 2021 – Present\n== Cosas\n- one\n',
    });
    const report = await atsReport(pdf, 'en');
    expect(report.tagged).toBe(true);
    expect(report.text).toContain('Ana García');
    const byId = Object.fromEntries(report.findings.map((item) => [item.id, item.ok]));
    expect(byId).toMatchObject({
      name: true,
      email: true,
      phone: true,
      location: true,
      headings: false,
      dates: true,
    });
    expect(report.findings.find((item) => item.id === 'headings')!.message).toContain('“Cosas”');
    const again = await atsReport(pdf, 'en');
    expect(again).toEqual(report);
  });
});
