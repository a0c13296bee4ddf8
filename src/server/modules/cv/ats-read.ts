/**
 * A PDF read as an applicant tracking system (ATS) reads it: through pdf.js (`pdfjs-dist`), a parser
 * independent of the engine that wrote the PDF (docs/decisions/0258-ats-view.md). Answers the text
 * items in the order the file gives them (the order a parser extracts), each with its page, position
 * (points from the page's bottom-left) and font; the lines they make; the text of each `H1`/`H2`
 * of the structure tree; the document's language; the images drawn and their share of the page.
 *
 * Pure of the server: run in a worker (ats-worker.ts). Never throws for a PDF pdf.js cannot read: it
 * answers `{ readable: false }` then.
 */

/** One text item as pdf.js extracts it. */
export interface AtsItem {
  text: string;
  page: number;
  x: number;
  y: number;
  width: number;
  font: string;
}

/** What {@link readPdfForAts} answers. */
export interface AtsReading {
  readable: boolean;
  /** The extracted text, lines joined with "\n", pages with a blank line. */
  text: string;
  /** The extracted lines, in order (an item ending a line, or a new baseline, starts the next). */
  lines: string[];
  items: AtsItem[];
  /** Headings of the structure tree, by level (1 = the name): their text in order. */
  headings: { level: number; text: string }[];
  /** The document's `/Lang`, '' when none. */
  language: string;
  /** Whether the PDF has a structure tree. */
  tagged: boolean;
  /** Images drawn, with the share of their page's area they cover (0–1), and the characters of text on that page. */
  images: { page: number; share: number; pageCharacters: number }[];
  pages: number;
}

const EMPTY: AtsReading = {
  readable: false,
  text: '',
  lines: [],
  items: [],
  headings: [],
  language: '',
  tagged: false,
  images: [],
  pages: 0,
};

interface StructNode {
  role?: string;
  type?: string;
  id?: string;
  children?: StructNode[];
}

/**
 * Read `bytes` (a PDF) with pdf.js.
 * @returns {@link AtsReading}; `readable: false` when pdf.js cannot open it.
 */
export async function readPdfForAts(bytes: Uint8Array): Promise<AtsReading> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document;
  try {
    document = await pdfjs.getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      verbosity: 0,
    }).promise;
  } catch {
    return EMPTY;
  }
  try {
    const metadata = await document.getMetadata();
    const info = metadata.info as { Language?: string };
    const items: AtsItem[] = [];
    const lines: string[] = [];
    const headings: { level: number; text: string }[] = [];
    const images: AtsReading['images'] = [];
    let tagged = false;
    const pageTexts: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent({ includeMarkedContent: true });
      // Marked content ids → their text (the structure tree's leaves point at them).
      const byId = new Map<string, string>();
      const open: string[] = [];
      let line = '';
      let lastY: number | undefined;
      const pageLines: string[] = [];
      const endLine = () => {
        if (line.trim() !== '') pageLines.push(line.trim());
        line = '';
      };
      let characters = 0;
      for (const item of content.items) {
        if ('type' in item) {
          if (item.type === 'beginMarkedContentProps' && typeof item.id === 'string') open.push(item.id);
          else if (item.type === 'beginMarkedContent' || item.type === 'beginMarkedContentProps')
            open.push('');
          else if (item.type === 'endMarkedContent') open.pop();
          continue;
        }
        const x = item.transform[4] as number;
        const y = item.transform[5] as number;
        if (item.str !== '') {
          if (lastY !== undefined && Math.abs(y - lastY) > 2 && line !== '') endLine();
          line += item.str;
          lastY = y;
          characters += item.str.length;
          items.push({ text: item.str, page: number, x, y, width: item.width, font: item.fontName });
          for (const id of open) if (id !== '') byId.set(id, (byId.get(id) ?? '') + item.str);
        }
        if (item.hasEOL) endLine();
      }
      endLine();
      lines.push(...pageLines);
      pageTexts.push(pageLines.join('\n'));
      const tree = (await page.getStructTree()) as StructNode | null;
      if (tree && (tree.children?.length ?? 0) > 0) tagged = true;
      const textOf = (node: StructNode): string =>
        node.type === 'content' && node.id
          ? (byId.get(node.id) ?? '')
          : (node.children ?? []).map(textOf).join('');
      const visit = (node: StructNode) => {
        const level = /^H([1-6])$/.exec(node.role ?? '')?.[1];
        if (level) headings.push({ level: Number(level), text: textOf(node).replace(/\s+/g, ' ').trim() });
        else (node.children ?? []).forEach(visit);
      };
      if (tree) visit(tree);
      // Images: the page's image drawings and the area their transform covers.
      const operators = await page.getOperatorList();
      const [, , width, height] = page.view as [number, number, number, number];
      let matrix: number[] = [1, 0, 0, 1, 0, 0];
      const stack: number[][] = [];
      for (let index = 0; index < operators.fnArray.length; index++) {
        const fn = operators.fnArray[index];
        const args = operators.argsArray[index] as unknown[];
        if (fn === pdfjs.OPS.save) stack.push(matrix);
        else if (fn === pdfjs.OPS.restore) matrix = stack.pop() ?? [1, 0, 0, 1, 0, 0];
        else if (fn === pdfjs.OPS.transform) {
          const [a, b, c, d, e, f] = args as number[];
          const [m0, m1, m2, m3, m4, m5] = matrix as [number, number, number, number, number, number];
          matrix = [
            a! * m0 + b! * m2,
            a! * m1 + b! * m3,
            c! * m0 + d! * m2,
            c! * m1 + d! * m3,
            e! * m0 + f! * m2 + m4,
            e! * m1 + f! * m3 + m5,
          ];
        } else if (fn === pdfjs.OPS.paintImageXObject || fn === pdfjs.OPS.paintInlineImageXObject) {
          const area = Math.abs(matrix[0]! * matrix[3]! - matrix[1]! * matrix[2]!);
          images.push({ page: number, share: Math.min(1, area / (width * height)), pageCharacters: 0 });
        }
      }
      for (const image of images) if (image.page === number) image.pageCharacters = characters;
      page.cleanup();
    }
    return {
      readable: true,
      text: pageTexts.join('\n\n'),
      lines,
      items,
      headings,
      language: info.Language ?? '',
      tagged,
      images,
      pages: document.numPages,
    };
  } catch {
    return EMPTY;
  } finally {
    await document.destroy();
  }
}
