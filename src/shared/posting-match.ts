/**
 * A job posting matched against a version (docs/decisions/0266-job-posting-match.md), with no
 * outside service: {@link postingTerms} takes the posting's key terms — the skills and tools the
 * portfolio knows that it names, then its own frequent words and phrases (stop words and job-ad
 * filler of its language left out) and tool-like names (`AWS`, `Node.js`, `C#`, `CI/CD`) — and
 * {@link matchPosting} says for each term where the version covers it, which master entries the
 * version leaves out cover it, or that nothing in the portfolio does, with a match figure (the share
 * of terms the version covers, 0-100). Pure; English and Spanish (the language is guessed from the
 * stop words when not given).
 */
import type { Language } from './i18n/languages.js';

/** Characters of a posting kept (longer text is cut: a posting is a page, not a book). */
export const POSTING_MAX = 20_000;
/** At most this many terms are taken from a posting. */
export const MAX_TERMS = 30;

const EN_STOP = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing down during each either etc few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just let like may me might more most must my myself no nor not now of off on once only or other our ours ourselves out over own per plus same shall she should so some such than that the their theirs them themselves then there these they this those through to too under until up upon us very via was we were what when where which while who whom why will with within without would yet you your yours yourself yourselves
  ability able across apply applicant applicants approach based benefit benefits candidate candidates company competitive culture day days degree desired environment equal etc excellent experience experienced familiarity fast full good great help high ideal ideally including join joining key know knowledge level looking love make new nice offer offers opportunity opportunities part people plus position preferred previous proven related remote requirement requirements responsibilities responsibility role roles salary senior similar skill skills strong successful team teams time understanding using well work working world year years`.split(
    /\s+/,
  ),
);

const ES_STOP = new Set(
  `a al algo algunas algunos ante antes como con contra cual cuales cuando de del desde donde durante e el ella ellas ellos en entre era es esa esas ese eso esos esta estas este esto estos fue ha han hasta hay la las le les lo los mas más me mi mis mucho muy nada ni no nos nosotros nuestra nuestro nuestras nuestros o os otra otras otro otros para pero poco por porque que qué quien quienes se sea ser si sí sin sobre son su sus también tanto te tener tiene tienen todo todos tu tus un una unas uno unos usted vosotros y ya yo
  actitud años buscamos búsqueda candidato candidata candidatos capacidad conocimiento conocimientos deseable empresa entorno equipo equipos experiencia formación funciones gran incorporación jornada manejo mínimo nivel ofrecemos oportunidad perfil persona personas proyecto proyectos puesto remoto requisitos responsabilidades salario sector trabajo valorará valorable`.split(
    /\s+/,
  ),
);

const STOP: Record<Language, Set<string>> = { en: EN_STOP, es: ES_STOP };

/** `text` lower-cased without accents, for comparing ("Educación" = "educacion"). */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The language of `text` by its stop words (Spanish when it has more Spanish ones). */
export function guessLanguage(text: string): Language {
  const words = fold(text).match(/\p{L}+/gu) ?? [];
  let en = 0;
  let es = 0;
  for (const word of words) {
    if (['the', 'and', 'with', 'you', 'our', 'for', 'will', 'are'].includes(word)) en += 1;
    if (['el', 'la', 'los', 'las', 'con', 'para', 'que', 'y', 'del', 'una'].includes(word)) es += 1;
  }
  return es > en ? 'es' : 'en';
}

/** A pattern matching `term` as a whole word (or name: `C++`, `Node.js`), accents and case aside. */
function termPattern(term: string): RegExp {
  const escaped = fold(term)
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}+#])`, 'gu');
}

/** How many times `term` is in `folded` (text already {@link fold}ed). */
export function countTerm(folded: string, term: string): number {
  if (fold(term).trim() === '') return 0;
  return (folded.match(termPattern(term)) ?? []).length;
}

/** A key term of a posting. */
export interface PostingTerm {
  /** As written in the portfolio (a known skill) or in the posting. */
  term: string;
  /** Times the posting names it. */
  count: number;
  /** Whether it is a skill or tool the portfolio names. */
  known: boolean;
}

/** Whether a word written in the posting looks like a tool's name: `AWS`, `GraphQL`, `Node.js`, `C#`, `CI/CD`. */
function toolLike(word: string): boolean {
  // A gender ending ("un/a", "Ingeniero/a") is no tool.
  if (/\/\p{L}{1,2}$/u.test(word)) return false;
  if (/[+#]$|^\.|\w[./]\w/.test(word)) return /\p{L}/u.test(word);
  if (/^\p{Lu}{2,}\d*$/u.test(word)) return true;
  return /^\p{L}+\p{Lu}\p{L}*$/u.test(word) && /\p{Ll}/u.test(word);
}

/**
 * The capitalised names inside sentences of `text` (one or more words each starting with a capital,
 * not a sentence's or a list item's first word, not a stop word alone), in order of appearance.
 */
function properNames(text: string, stop: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const pattern =
    /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}+#./-]*[\p{L}\p{N}+#](?:[ \t]+\p{Lu}[\p{L}\p{N}+#./-]*[\p{L}\p{N}+#])*/gu;
  for (const match of text.matchAll(pattern)) {
    const before = text.slice(0, match.index).replace(/[ \t]+$/, '');
    const starts = before === '' || /[.!?:\n–—-]$/.test(before) || /(^|\n)\s*[-–•*]$/.test(before);
    const words = match[0].split(/\s+/).filter((word) => !stop.has(fold(word)));
    if (words.length === 0 || starts) continue;
    out.push(words.join(' '));
  }
  return out;
}

/**
 * The posting's key terms (see the module doc): `known` are the portfolio's skill and tool names
 * (each looked for as a whole word), then the posting's words and two- and three-word phrases seen
 * at least twice, and tool-like names seen once; stop words and job-ad filler of `language` (guessed
 * when undefined) never start or end one. A phrase's words are not taken again alone when they come
 * only inside it. Known terms first, then by count; at most {@link MAX_TERMS}.
 */
export function postingTerms(posting: string, known: readonly string[], language?: Language): PostingTerm[] {
  const text = posting.slice(0, POSTING_MAX);
  const folded = fold(text);
  const stop = STOP[language ?? guessLanguage(text)];
  const out: PostingTerm[] = [];
  const seen = new Set<string>();
  const add = (term: string, count: number, isKnown: boolean) => {
    const key = fold(term).trim();
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    out.push({ term: term.trim(), count, known: isKnown });
  };
  for (const name of [...new Set(known.map((item) => item.trim()).filter((item) => item.length > 0))]) {
    const count = countTerm(folded, name);
    if (count > 0) add(name, count, true);
  }
  // The posting's own words, in runs broken by punctuation.
  const runs = text.split(/[,;:!?()[\]{}"“”«»|•·\n\r\t]+|\.(?=\s|$)|\s[-–—]\s/u);
  const counts = new Map<string, { term: string; count: number; words: number }>();
  const note = (words: string[]) => {
    const term = words.join(' ');
    const key = fold(term);
    const entry = counts.get(key) ?? { term, count: 0, words: words.length };
    entry.count += 1;
    counts.set(key, entry);
  };
  for (const run of runs) {
    const words = run.match(/[\p{L}\p{N}][\p{L}\p{N}+#./-]*[\p{L}\p{N}+#]|[\p{L}]/gu) ?? [];
    for (let start = 0; start < words.length; start++) {
      for (let size = 1; size <= 3 && start + size <= words.length; size++) {
        const group = words.slice(start, start + size);
        const first = fold(group[0]!);
        const last = fold(group.at(-1)!);
        if (stop.has(first) || stop.has(last) || first.length < 2 || last.length < 2) continue;
        if (/^\d+$/.test(first) || /^\d+$/.test(last)) continue;
        note(group);
      }
    }
  }
  const phrases = [...counts.values()].filter((item) => item.words > 1 && item.count >= 2);
  const inPhrase = (key: string, count: number) =>
    phrases.some((phrase) => fold(phrase.term).split(' ').includes(key) && phrase.count >= count);
  const own = [...counts.entries()]
    .filter(([key, item]) =>
      item.words > 1
        ? item.count >= 2
        : (item.count >= 2 && key.length >= 3 && !inPhrase(key, item.count)) || toolLike(item.term),
    )
    // Longer phrases first among equals: "machine learning" before "learning".
    .sort((a, b) => b[1].count - a[1].count || b[1].words - a[1].words || a[0].localeCompare(b[0]));
  for (const [, item] of own) add(item.term, item.count, false);
  // Names written with capitals inside a sentence ("on Kubernetes", "con Google Cloud"): products, tools.
  for (const name of properNames(text, stop)) add(name, countTerm(folded, name), false);
  const knownTerms = out.filter((term) => term.known).sort((a, b) => b.count - a.count);
  return [...knownTerms, ...out.filter((term) => !term.known)].slice(0, MAX_TERMS);
}

/** An entry that can cover a term: its list, id and label, and its text. */
export interface MatchEntry {
  listPath: string;
  id: string;
  label: string;
  text: string;
}

/** Where each term stands (see {@link matchPosting}). */
export interface PostingMatch {
  /** Terms the version covers, with the labels of the entries (or "profile") that do. */
  covered: { term: PostingTerm; where: string[] }[];
  /** Terms only entries the version leaves out cover, with those entries. */
  hidden: { term: PostingTerm; entries: MatchEntry[] }[];
  /** Terms nothing in the portfolio covers. */
  missing: PostingTerm[];
  /** Covered terms in a hundred, rounded; 0 without terms. */
  figure: number;
}

/**
 * `terms` against the version's entries (`shown`) and the master's (`all`, which holds the shown
 * ones too): see {@link PostingMatch}. Pure.
 */
export function matchPosting(terms: PostingTerm[], shown: MatchEntry[], all: MatchEntry[]): PostingMatch {
  const shownIds = new Set(shown.map((entry) => entry.id));
  const foldedShown = shown.map((entry) => ({ entry, text: fold(entry.text) }));
  const foldedAll = all
    .filter((entry) => !shownIds.has(entry.id))
    .map((entry) => ({ entry, text: fold(entry.text) }));
  const out: PostingMatch = { covered: [], hidden: [], missing: [], figure: 0 };
  for (const term of terms) {
    const where = foldedShown
      .filter((item) => countTerm(item.text, term.term) > 0)
      .map((item) => item.entry.label);
    if (where.length > 0) {
      out.covered.push({ term, where: [...new Set(where)] });
      continue;
    }
    const entries = foldedAll.filter((item) => countTerm(item.text, term.term) > 0).map((item) => item.entry);
    if (entries.length > 0) out.hidden.push({ term, entries });
    else out.missing.push(term);
  }
  out.figure = terms.length === 0 ? 0 : Math.round((100 * out.covered.length) / terms.length);
  return out;
}

/** Every string in `value` (nested objects and lists too), but ids, dates and addresses. */
function strings(value: unknown, key = ''): string[] {
  if (typeof value === 'string') {
    if (/^(_id|id|createdAt|updatedAt|date\w*|link\w*|url|thumbnails|images|banners|order)$/i.test(key))
      return [];
    return [value];
  }
  if (Array.isArray(value))
    return value.flatMap((item) => strings(item, key === 'languages' || key === 'categories' ? '' : key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => (name === 'i18n' ? [] : strings(item, name)));
  }
  return [];
}

/** The first of an entry's naming fields that has text. */
function labelOf(entry: Record<string, unknown>): string {
  for (const key of ['title', 'jobTitle', 'name', 'company', 'institutionName', 'organization', 'language']) {
    const value = entry[key];
    if (typeof value === 'string' && value.trim() !== '') {
      const company = typeof entry.company === 'string' && key === 'jobTitle' ? entry.company.trim() : '';
      return company ? `${value.trim()} — ${company}` : value.trim();
    }
  }
  return '';
}

/**
 * The entries of a content (lists by API path, src/shared/version-projection.ts) that can cover a
 * term, in `language`'s words where the entry has them: every list but the people (the first person
 * is one entry labelled `profileLabel`, their job titles and about), the categories and the sections'
 * layout.
 */
export function contentEntries(
  content: Record<string, unknown[]>,
  options: { peoplePath: string; skip: readonly string[]; profileLabel: string },
): MatchEntry[] {
  const out: MatchEntry[] = [];
  for (const [listPath, list] of Object.entries(content)) {
    if (options.skip.includes(listPath)) continue;
    if (listPath === options.peoplePath) {
      const person = list[0] as Record<string, unknown> | undefined;
      if (person) {
        const text = [person.jobTitles, person.about].filter((item) => typeof item === 'string').join('\n');
        out.push({ listPath, id: 'person', label: options.profileLabel, text });
      }
      continue;
    }
    for (const item of list as Record<string, unknown>[]) {
      if (typeof item._id !== 'string') continue;
      out.push({ listPath, id: item._id, label: labelOf(item), text: strings(item).join('\n') });
    }
  }
  return out;
}
