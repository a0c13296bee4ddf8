/**
 * The tagged PDF engine (docs/decisions/0255-tagged-pdf-engine.md): the CV document that
 * cv-document.ts builds (its pages, header, sections and entries, each design's look) written as
 * Typst markup and compiled in-process by Typst 0.14 (`@myriaddreamin/typst-ts-node-compiler`,
 * prebuilt native binaries), which writes a tagged PDF: a structure tree in reading order (the
 * name `H1`, section headings `H2`, entry titles `H3`, highlights as `L`/`LI`, the photo a `Figure`
 * with alternative text, `Link` annotations), `/Lang`, the title shown in the window, XMP metadata
 * and every font embedded and subset with a Unicode map. PDF/UA-1 is asked of Typst, which refuses
 * a document that breaks a rule it can check; then the CV is written tagged without that claim.
 *
 * The document tree is read, not re-declared: the sections (cv-sections.ts), their words
 * (cv-texts.ts) and each design's look (designs/) stay in one place for both engines. Each
 * paragraph says its part (`role`, set by cv-layout.ts `layoutOf`); Views become blocks, rows
 * become grids, the banner a filled block. Typst shapes, breaks lines and orders right-to-left text
 * itself (the react-pdf engine's typesetting.ts is not used here).
 *
 * Fonts: the same bundled Fontsource files as the react-pdf engine (fonts.ts, font-faces.ts),
 * unpacked from WOFF (woff.ts) and handed to Typst as memory fonts; a compiler is kept per set of
 * fonts (at most {@link MAX_COMPILERS}), so a Latin CV after a Chinese one does not load the
 * Chinese font again.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import type { Language } from '../../../shared/i18n/languages.js';
import type { CvFormat } from './cv-names.js';
import { type Face, faceOrder } from './font-faces.js';
import { faceIndex, slicesFor, type Slice } from './font-slices.js';
import { isWoff, sfntFromWoff } from './woff.js';
import { INVISIBLE } from './fonts.js';
import type { CvDesign } from './designs/index.js';

const require = createRequire(import.meta.url);

/** Typst's paper names for the CV's formats. */
const PAPER: Record<CvFormat, string> = { a4: 'a4', letter: 'us-letter' };

/** Compilers kept, one per set of fonts (each holds its fonts' bytes, a few MB for CJK). */
export const MAX_COMPILERS = 4;

/** The family name Typst reads in each face's files. */
const FAMILY: Record<string, string> = {
  'source-sans-3': 'Source Sans 3',
  'source-serif-4': 'Source Serif 4',
  'noto-sans-hebrew': 'Noto Sans Hebrew',
  'ibm-plex-sans-arabic': 'IBM Plex Sans Arabic',
  'noto-emoji': 'Noto Emoji',
  'noto-sans-sc': 'Noto Sans SC',
  'noto-sans-jp': 'Noto Sans JP',
  'noto-sans-kr': 'Noto Sans KR',
};

/** A style of react-pdf (object, array of objects, or nothing) as one object. */
type Style = Record<string, unknown>;
function flat(style: unknown): Style {
  if (Array.isArray(style)) return Object.assign({}, ...style.map(flat)) as Style;
  return style && typeof style === 'object' ? (style as Style) : {};
}

/** `text` as a Typst string literal (code mode): every character as written, lone surrogates as U+FFFD. */
export function typstString(text: string): string {
  let out = '"';
  for (const character of text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  )) {
    const code = character.codePointAt(0)!;
    if (character === '"' || character === '\\') out += `\\${character}`;
    else if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0))
      out += code === 0x0a ? '\\n' : code === 0x09 ? '\\t' : ' ';
    else out += character;
  }
  return `${out}"`;
}

/** A length in points. */
const pt = (value: unknown, fallback = 0) => `${typeof value === 'number' ? value : fallback}pt`;

/**
 * The language a passage is written in when it is not the CV's: Hebrew, Arabic, Japanese, Korean
 * or Chinese letters and no Latin ones (the passage is then marked, PDF/UA-1 7.2: `/Lang` on the span).
 */
export function passageLanguage(text: string): string | undefined {
  if (/\p{Script=Latin}/u.test(text)) return undefined;
  if (/\p{Script=Hebrew}/u.test(text)) return 'he';
  if (/\p{Script=Arabic}/u.test(text)) return 'ar';
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'ja';
  if (/\p{Script=Hangul}/u.test(text)) return 'ko';
  if (/\p{Script=Han}/u.test(text)) return 'zh';
  return undefined;
}

/** A word this long (in characters, no space) may break anywhere: a URL, a hash, a run of letters. */
const LONG_WORD = 30;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * `text` as Typst code: the string, with every word longer than {@link LONG_WORD} characters cut
 * into boxes of 10 graphemes, between which a line may break (Typst never breaks inside a word
 * otherwise, and the word would run off the page); the boxes add no character to the text a
 * reader extracts. Right-to-left words are left whole (boxes would cut their joining).
 */
function breakable(text: string): string {
  const pattern = new RegExp(`[^\\s\\p{Script=Arabic}\\p{Script=Hebrew}]{${LONG_WORD},}`, 'gu');
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(typstString(text.slice(last, match.index)));
    const pieces = [...graphemes.segment(match[0])].map((item) => item.segment);
    for (let at = 0; at < pieces.length; at += 10)
      parts.push(`box(${typstString(pieces.slice(at, at + 10).join(''))})`);
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return typstString(text);
  if (last < text.length) parts.push(typstString(text.slice(last)));
  return `{ ${parts.join('; ')} }`;
}

/** A text run: the string, marked with its language when it is another's. */
function run(text: string): string {
  const language = passageLanguage(text);
  return language ? `text(lang: "${language}", ${breakable(text)})` : breakable(text);
}

/** What the converter needs besides the tree. */
interface Context {
  design: CvDesign;
  /** The Typst path of the photo, when there is one. */
  photo?: string;
  photoAlt: string;
}

/** Inline content of a paragraph's children (strings, links, nested bold runs) as a Typst content expression. */
function inline(children: ReactNode, context: Context, keepLinksWhole = false): string {
  const parts: string[] = [];
  for (const child of Children.toArray(children)) {
    if (typeof child === 'string' || typeof child === 'number') {
      if (String(child) !== '') parts.push(run(String(child)));
      continue;
    }
    if (!isValidElement<Record<string, unknown>>(child)) continue;
    const props = child.props;
    const kind = elementName(child);
    if (kind === 'LINK' && typeof props.src === 'string') {
      const label = inline(props.children as ReactNode, context);
      const colour = flat(props.style).color;
      const fill = typeof colour === 'string' ? colour : context.design.look.accent;
      const link = `link(${typstString(props.src)}, text(fill: rgb("${fill}"), ${label}))`;
      // The contact line breaks between its links, not inside one, unless one is longer than a line could hold.
      parts.push(keepLinksWhole && textLength(props.children as ReactNode) <= 60 ? `box(${link})` : link);
    } else {
      const style = flat(props.style);
      const body = inline(props.children as ReactNode, context);
      parts.push(typeof style.fontWeight === 'number' && style.fontWeight >= 600 ? `strong(${body})` : body);
    }
  }
  return parts.length === 0 ? '[]' : parts.length === 1 ? parts[0]! : `{ ${parts.join('; ')} }`;
}

/** The characters of text in `node`. */
function textLength(node: ReactNode): number {
  return Children.toArray(node).reduce<number>(
    (sum, child) =>
      sum +
      (typeof child === 'string'
        ? child.length
        : isValidElement<{ children?: ReactNode }>(child)
          ? textLength(child.props.children)
          : 0),
    0,
  );
}

/** The react-pdf primitive of an element, upper case ("VIEW", "TEXT", "LINK", "IMAGE"...). */
function elementName(element: ReactElement): string {
  return typeof element.type === 'string' ? element.type.toUpperCase() : '';
}

/** The paragraph's text style (size, colour, weight, case, spacing) as Typst `text` arguments. */
function textArguments(style: Style): string {
  const args: string[] = [];
  if (typeof style.fontSize === 'number') args.push(`size: ${pt(style.fontSize)}`);
  if (typeof style.color === 'string') args.push(`fill: rgb("${style.color}")`);
  if (typeof style.fontWeight === 'number') args.push(`weight: ${style.fontWeight}`);
  if (typeof style.letterSpacing === 'number') args.push(`tracking: ${pt(style.letterSpacing)}`);
  return args.join(', ');
}

/** The line height of a paragraph in points (react-pdf's `lineHeight`: "14pt" or a factor of the size). */
function lineHeight(style: Style, fontSize: number): number {
  const value = style.lineHeight;
  if (typeof value === 'number') return value * fontSize;
  if (typeof value === 'string' && /^[\d.]+pt$/.test(value)) return Number.parseFloat(value);
  return fontSize * 1.25;
}

/**
 * A paragraph (`Text`): a block with its margins, its text style and line height; the name, section
 * and entry titles as headings of levels 1, 2 and 3; a description's "• " lines as a list.
 */
function paragraph(element: ReactElement<Record<string, unknown>>, context: Context, size: number): string {
  const props = element.props;
  const style = flat(props.style);
  const fontSize = typeof style.fontSize === 'number' ? style.fontSize : size;
  const role = typeof props.role === 'string' ? props.role : undefined;
  const leading = Math.max(0, lineHeight(style, fontSize) - fontSize);
  const upper = style.textTransform === 'uppercase';
  let body: string;
  const children = Children.toArray(props.children as ReactNode);
  const onlyText = children.every((child) => typeof child === 'string');
  const text = onlyText ? children.join('') : '';
  if (onlyText && text.split('\n').some((line) => line.startsWith('• '))) {
    // Highlights: the lines before the first bullet are paragraphs; the bullets one list.
    const lines = text.split('\n');
    const paragraphs = lines.filter((line) => !line.startsWith('• '));
    const items = lines.filter((line) => line.startsWith('• ')).map((line) => line.slice(2));
    body = `{ ${paragraphs.map((line) => `par(${run(line)})`).join('; ')}${paragraphs.length > 0 ? '; ' : ''}list(marker: [•], indent: 2pt, body-indent: 6pt, ${items.map((item) => `[#${run(item)}]`).join(', ')}) }`;
  } else {
    const content = inline(props.children as ReactNode, context, role === 'contact');
    // A heading's text is the heading itself (no paragraph inside it in the structure tree).
    body = role === 'name' || role === 'sectionTitle' || role === 'entryTitle' ? content : `par(${content})`;
  }
  if (upper) body = `upper(${body})`;
  const level = role === 'name' ? 1 : role === 'sectionTitle' ? 2 : role === 'entryTitle' ? 3 : 0;
  // A heading's own size and weight would scale the text: its paragraph's are set again inside it.
  if (level > 0) {
    body = `heading(level: ${level}, outlined: false, { set text(size: ${pt(fontSize)}, weight: ${typeof style.fontWeight === 'number' ? style.fontWeight : 400}); ${body} })`;
  }
  // A rule under the paragraph (the section titles'): an inner block drawn inside the margins.
  if (typeof style.borderBottomWidth === 'number' && typeof style.borderBottomColor === 'string') {
    body = `block(width: 100%, stroke: (bottom: ${pt(style.borderBottomWidth)} + rgb("${style.borderBottomColor}")), inset: (bottom: ${pt(style.paddingBottom, 0)}), ${body})`;
  }
  const align = style.textAlign === 'center' ? 'center' : style.textAlign === 'right' ? 'right' : undefined;
  const settings = [
    `set text(${textArguments(style) || 'size: ' + pt(fontSize)})`,
    `set par(leading: ${leading.toFixed(2)}pt, spacing: ${leading.toFixed(2)}pt, justify: false)`,
    ...(align ? [`set align(${align})`] : []),
  ];
  return `block(width: 100%, above: 0pt, below: 0pt, inset: (top: ${pt(style.marginTop)}, bottom: ${pt(style.marginBottom)}), breakable: ${props.wrap === false ? 'false' : 'true'}, { ${settings.join('; ')}; ${body} })`;
}

/** The photo: a clipped box of the design's size and corner radius, tagged as a figure with alternative text. */
function photo(element: ReactElement<Record<string, unknown>>, context: Context): string {
  if (!context.photo) return '[]';
  const style = flat(element.props.style);
  const width = typeof style.width === 'number' ? style.width : 72;
  const height = typeof style.height === 'number' ? style.height : width;
  const radius = typeof style.borderRadius === 'number' ? Math.min(style.borderRadius, width / 2) : 0;
  return `box(width: ${pt(width)}, height: ${pt(height)}, radius: ${pt(radius)}, clip: true, image(${typstString(context.photo)}, width: ${pt(width)}, height: ${pt(height)}, fit: "cover", alt: ${typstString(context.photoAlt)}))`;
}

/**
 * A `View`: a row (flexDirection row: the header's photo and texts, the sidebar's two columns)
 * becomes a grid whose columns are the children's widths (an image's or a set width, else the
 * rest); a view with a background (the banner) a filled block; a centred one centres its children;
 * any other a block kept on one page when it says `wrap: false`.
 */
function view(element: ReactElement<Record<string, unknown>>, context: Context, size: number): string {
  const props = element.props;
  const style = flat(props.style);
  const children = Children.toArray(props.children as ReactNode).filter(isValidElement) as ReactElement<
    Record<string, unknown>
  >[];
  const inner = (child: ReactElement<Record<string, unknown>>) => node(child, context, size);
  let body: string;
  if (style.flexDirection === 'row') {
    const columns = children.map((child) => {
      const childStyle = flat(child.props.style);
      return typeof childStyle.width === 'number' ? pt(childStyle.width) : '1fr';
    });
    const gap = children.length > 1 ? flat(children[0]!.props.style).marginRight : 0;
    const middle = style.alignItems === 'center' ? 'horizon' : 'top';
    body = `grid(columns: (${columns.join(', ')},), column-gutter: ${pt(gap)}, align: ${middle}, ${children.map(inner).join(', ')})`;
  } else {
    body = children.length === 0 ? '[]' : `{ ${children.map(inner).join('; ')} }`;
    if (style.alignItems === 'center') body = `align(center, ${body})`;
  }
  if (typeof style.backgroundColor === 'string') {
    const padding = pt(style.padding, 0);
    const text = typeof style.color === 'string' ? `set text(fill: rgb("${style.color}")); ` : '';
    return `block(width: 100%, fill: rgb("${style.backgroundColor}"), inset: ${padding}, radius: ${pt(style.borderRadius, 0)}, breakable: false, { ${text}${body} })`;
  }
  const marginTop = pt(style.marginTop);
  const marginBottom = pt(style.marginBottom);
  return `block(width: 100%, above: 0pt, below: 0pt, inset: (top: ${marginTop}, bottom: ${marginBottom}), breakable: ${props.wrap === false ? 'false' : 'true'}, ${body})`;
}

/** Any element of the page. */
function node(element: ReactElement<Record<string, unknown>>, context: Context, size: number): string {
  const kind = elementName(element);
  if (kind === 'IMAGE') return photo(element, context);
  if (kind === 'TEXT') {
    // The page number is drawn by the page's footer, an artifact outside the structure tree.
    if (typeof element.props.render === 'function') return '[]';
    return paragraph(element, context, size);
  }
  return view(element, context, size);
}

/** What {@link typstSource} needs to know of the document. */
export interface TypstDocumentInput {
  /** The react-pdf document of cv-document.ts `cvDocument`, built with PLAIN_TYPESETTING. */
  document: ReactElement;
  design: CvDesign;
  format: CvFormat;
  language: Language;
  /** The photo's Typst path when there is one, and its alternative text. */
  photo?: string;
  photoAlt: string;
  /** The font families in fallback order. */
  families: readonly string[];
}

/** The Typst source of the CV: the document's metadata, the page, then the page's body. */
export function typstSource(input: TypstDocumentInput): string {
  const documentProps = input.document.props as Record<string, unknown>;
  const page = Children.toArray(documentProps.children as ReactNode).find(isValidElement) as
    ReactElement<Record<string, unknown>> | undefined;
  const look = input.design.look;
  const context: Context = {
    design: input.design,
    photoAlt: input.photoAlt,
    ...(input.photo ? { photo: input.photo } : {}),
  };
  const body = page
    ? (
        Children.toArray(page.props.children as ReactNode).filter(isValidElement) as ReactElement<
          Record<string, unknown>
        >[]
      )
        .map((child) => node(child, context, look.fontSize))
        .filter((part) => part !== '[]')
    : [];
  const date = documentProps.creationDate instanceof Date ? documentProps.creationDate : new Date(0);
  const title = typeof documentProps.title === 'string' ? documentProps.title : 'CV';
  const author = typeof documentProps.author === 'string' ? documentProps.author : '';
  const subject = typeof documentProps.subject === 'string' ? documentProps.subject : '';
  return [
    `#set document(title: ${typstString(title)}, author: ${typstString(author)}, description: ${typstString(subject)}, date: datetime(year: ${date.getUTCFullYear()}, month: ${date.getUTCMonth() + 1}, day: ${date.getUTCDate()}, hour: ${date.getUTCHours()}, minute: ${date.getUTCMinutes()}, second: ${date.getUTCSeconds()}))`,
    `#set text(lang: "${input.language}", font: (${input.families.map(typstString).join(', ')}), size: ${pt(look.fontSize)}, fill: rgb("${look.ink}"), top-edge: 0.8em, bottom-edge: -0.2em, hyphenate: false)`,
    `#set page(paper: "${PAPER[input.format]}", margin: (top: 48pt, bottom: 56pt, x: ${pt(look.marginX)}), footer-descent: 12pt, footer: context align(center, text(size: 9pt, fill: rgb("${look.muted}"), counter(page).display("1 / 1", both: true))))`,
    `#set par(spacing: 0pt)`,
    `#set block(spacing: 0pt)`,
    // Headings are tagged H1–H3 but drawn as their paragraph's style says.
    `#show heading: it => it.body`,
    `#show link: it => it`,
    ...body.map((part) => `#${part}`),
    '',
  ].join('\n');
}

/** The font files Typst is given for `text`: every file of the design's text face, then what `text` needs of the others. */
export function fontFilesFor(text: string, face: 'sans' | 'serif'): { files: string[]; families: string[] } {
  const faces = faceOrder(text, face);
  const files: string[] = [];
  const families: string[] = [];
  const add = (item: Face, subset: string) => {
    for (const variant of ['400-normal', '600-normal', ...(item.italic ? ['400-italic'] : [])]) {
      const file = fontFile(item, subset, variant);
      if (file && !files.includes(file)) files.push(file);
    }
  };
  const codePoints = [...new Set([...text].map((character) => character.codePointAt(0)!))].filter(
    (codePoint) => codePoint > 0x20 && !INVISIBLE.test(String.fromCodePoint(codePoint)),
  );
  const textFaces = faces
    .filter((item) => item.id === 'source-sans-3' || item.id === 'source-serif-4')
    .map((item) => faceIndex(item));
  for (const item of faces) {
    const latin = item.id === 'source-sans-3' || item.id === 'source-serif-4';
    const index = faceIndex(item);
    let wanted: Slice[];
    if (latin) wanted = index.slices;
    else {
      const set = new Set<Slice>();
      for (const codePoint of codePoints) {
        // What the text face's files declare (Latin, Greek, Cyrillic, punctuation) is drawn by them.
        if (textFaces.some((textIndex) => slicesFor(textIndex, codePoint).length > 0)) continue;
        for (const slice of slicesFor(index, codePoint)) set.add(slice);
      }
      wanted = index.slices.filter((slice) => set.has(slice));
      if (wanted.length > 0 && item.whole) add(item, item.whole);
    }
    if (wanted.length === 0) continue;
    for (const slice of wanted) add(item, slice.subset);
    const family = FAMILY[item.id];
    if (family && !families.includes(family)) families.push(family);
  }
  return { files, families };
}

/** The path of a Fontsource file, or undefined when the package has no such file. */
function fontFile(face: Face, subset: string, variant: string): string | undefined {
  try {
    return require.resolve(`@fontsource/${face.id}/files/${face.id}-${subset}-${variant}.woff`);
  } catch {
    return undefined;
  }
}

/** The compiler's root: a folder that does not exist, so the document reads no file but the photo given. */
const WORKSPACE = '/vitae-cv-typst';

let typst: Promise<typeof import('@myriaddreamin/typst-ts-node-compiler')> | undefined;
const compilers = new Map<string, NodeCompiler>();

/** A Typst compiler holding `files` (kept, the least recently used dropped past {@link MAX_COMPILERS}). */
async function compilerFor(files: string[]): Promise<NodeCompiler> {
  const key = files.join('\n');
  const kept = compilers.get(key);
  if (kept) {
    compilers.delete(key);
    compilers.set(key, kept);
    return kept;
  }
  typst ??= import('@myriaddreamin/typst-ts-node-compiler');
  const { NodeCompiler } = await typst;
  const blobs = files.map((file) => {
    const bytes = fs.readFileSync(file);
    return isWoff(bytes) ? sfntFromWoff(bytes) : bytes;
  });
  const compiler = NodeCompiler.create({ workspace: WORKSPACE, fontArgs: [{ fontBlobs: blobs }] });
  compilers.set(key, compiler);
  while (compilers.size > MAX_COMPILERS) compilers.delete(compilers.keys().next().value!);
  return compiler;
}

/** What {@link renderTypstCv} draws. */
export interface TypstCvInput {
  document: ReactElement;
  /** Every text of the document (cv-document.ts `documentText`), to choose the fonts. */
  text: string;
  design: CvDesign;
  format: CvFormat;
  language: Language;
  photo?: Buffer;
  photoAlt: string;
}

/**
 * The tagged PDF of the CV. PDF/UA-1 is asked first; when Typst refuses it (a rule it checks is
 * broken, such as a character no font has), the same document is written tagged without the
 * PDF/UA-1 claim. Synchronous work inside: a few tens of milliseconds for a CV (`npm run bench:cv`).
 * @throws Error with Typst's diagnostics when the source does not compile (a bug of this module).
 */
export async function renderTypstCv(input: TypstCvInput): Promise<Buffer> {
  const { files, families } = fontFilesFor(input.text, input.design.face);
  const compiler = await compilerFor(files);
  let photoPath: string | undefined;
  if (input.photo) {
    photoPath = `/photo-${createHash('sha256').update(input.photo).digest('hex').slice(0, 16)}`;
    compiler.mapShadow(`${WORKSPACE}${photoPath}`, input.photo);
  }
  const source = typstSource({
    document: input.document,
    design: input.design,
    format: input.format,
    language: input.language,
    photoAlt: input.photoAlt,
    families,
    ...(photoPath ? { photo: photoPath } : {}),
  });
  const timestamp = Math.floor(
    ((input.document.props as { creationDate?: Date }).creationDate ?? new Date(0)).getTime() / 1000,
  );
  try {
    return compiler.pdf({ mainFileContent: source }, { pdfStandard: 'ua-1', creationTimestamp: timestamp });
  } catch {
    return compiler.pdf({ mainFileContent: source }, { creationTimestamp: timestamp });
  } finally {
    if (photoPath) compiler.unmapShadow(`${WORKSPACE}${photoPath}`);
    compiler.evictCache(10);
  }
}
