/**
 * Text as LinkedIn's export writes it, cleaned for the portfolio: Windows line ends to `\n`, the
 * HTML entities it leaves (`&amp;`, `&quot;`, `&#39;`), backslash escapes (`\"`, `\,`, a literal
 * `\n`), spaces at line ends and runs of blank lines; trimmed.
 *
 * Source: docs/decisions/0269-imports-from-linkedin-and-bibtex.md.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** `text` cleaned (see the module doc). */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\\n/g, '\n')
    .replace(/\\(["',;\\])/g, '$1')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
