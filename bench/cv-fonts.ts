/**
 * The PDF CV's render time and the server's memory for a Latin CV and a Chinese/Japanese/Korean CV
 * (docs/decisions/0088-pdf-cv-text.md: bundled fallback fonts, loaded per document). Each CV is
 * measured in a fresh process (`MALLOC_ARENA_MAX=2`, as `npm start`), on an in-memory SQLite
 * database filled through the API with the same shape of CV (a person, 8 works, 3 educations,
 * 12 skills) in English or in Chinese with Japanese and Korean lines:
 *
 * - `first`: the first render in the process (loads @react-pdf/renderer and the fonts it needs);
 * - `next`: median of BENCH_CV_FONT_RUNS (default 5) renders after it (nothing cached but the fonts);
 * - RSS before the first render, after it, after the others, and the process's peak.
 *
 * `npx tsx bench/cv-fonts.ts` prints one line per CV; `npx tsx bench/cv-fonts.ts latin|cjk` measures
 * one in this process. Prints; never fails on a figure.
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/server/app.js';
import { bootstrap } from '../src/server/bootstrap.js';
import { openDatabase } from '../src/server/db/connection.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { CvRenderer } from '../src/server/modules/cv/cv.routes.js';

const RUNS = Number(process.env.BENCH_CV_FONT_RUNS ?? 5);
const ADMIN = { email: 'bench-cv-fonts@example.com', password: 'bench-password-123' };
type Kind = 'latin' | 'cjk';

/** A deterministic pseudo-random generator (mulberry32), so both CVs are the same every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** The 3,755 most common Chinese characters (GB 2312 level 1), decoded from their GBK codes. */
function commonHanzi(): string[] {
  const decoder = new TextDecoder('gbk');
  const characters: string[] = [];
  for (let high = 0xb0; high <= 0xd7; high++) {
    for (let low = 0xa1; low <= 0xfe; low++) {
      const character = decoder.decode(new Uint8Array([high, low]));
      if (character !== '\uFFFD') characters.push(character);
    }
  }
  return characters;
}

/** A sentence of `length` units in `kind` (CJK: Chinese with Japanese or Korean every third). */
function sentenceMaker(kind: Kind): (length: number) => string {
  const next = random(kind === 'latin' ? 1 : 2);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const words =
    'built maintained designed services billing platform tests monitoring teams customers data pipelines releases latency reliability migrations queries dashboards reviews mentoring'.split(
      ' ',
    );
  const hanzi = commonHanzi();
  const kana = Array.from({ length: 83 }, (_, index) => String.fromCodePoint(0x3041 + index));
  const hangul = Array.from({ length: 400 }, (_, index) => String.fromCodePoint(0xac00 + index * 27));
  let count = 0;
  return (length) => {
    count += 1;
    if (kind === 'latin') {
      const text = Array.from({ length }, () => pick(words)).join(' ');
      return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
    }
    if (count % 3 === 0) return `${Array.from({ length }, () => pick(kana)).join('')}。`;
    if (count % 3 === 1 && count % 2 === 0) {
      return `${Array.from({ length: Math.ceil(length / 3) }, () =>
        Array.from({ length: 3 }, () => pick(hangul)).join(''),
      ).join(' ')}.`;
    }
    return `${Array.from({ length }, () => pick(hanzi)).join('')}。`;
  };
}

/** Fill the database through the API and measure the renders of `kind`; prints one JSON line. */
async function measure(kind: Kind): Promise<void> {
  const db = openDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(db.kysely);
  await bootstrap(db.kysely, {
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    seedDemo: false,
    print: () => {},
  });
  const app = await buildApp({ db, loginRateLimit: 1000 });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  const post = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, headers: { cookie }, payload });
    if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  };
  const sentence = sentenceMaker(kind);
  const latin = kind === 'latin';
  await post('/api/people/', {
    firstName: latin ? 'Ada' : '小明',
    lastName: latin ? 'Lovelace' : '王',
    jobTitles: latin ? 'Software engineer · Data platform' : 'ソフトウェアエンジニア · 数据平台',
    city: latin ? 'London' : '上海',
    about: Array.from({ length: 6 }, () => sentence(latin ? 14 : 40)).join(' '),
  });
  for (let index = 1; index <= 8; index++) {
    await post('/api/works', {
      company: latin ? `Company ${index}` : `公司 ${index}`,
      jobTitle: sentence(latin ? 3 : 6).slice(0, -1),
      dateStart: `201${index}-01-01`,
      description: Array.from({ length: 4 }, () => sentence(latin ? 16 : 45)).join(' '),
    });
  }
  for (let index = 1; index <= 3; index++) {
    await post('/api/educations', {
      institutionName: sentence(latin ? 3 : 8).slice(0, -1),
      title: sentence(latin ? 2 : 5).slice(0, -1),
      typeEducation: 'University',
      description: sentence(latin ? 20 : 50),
    });
  }
  for (let index = 1; index <= 12; index++) {
    await post('/api/languages', {
      title: sentence(latin ? 1 : 3).slice(0, -1),
      type: index % 3 ? 'Hard' : 'Soft',
    });
  }
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  const renderer = () => new CvRenderer(db.kysely).render('a4');
  const rssBefore = process.memoryUsage().rss;
  let start = performance.now();
  const first = await renderer();
  const firstMs = performance.now() - start;
  const rssAfterFirst = process.memoryUsage().rss;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    start = performance.now();
    await renderer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      kind,
      firstMs: Math.round(firstMs),
      nextMs: Math.round(times[Math.floor(times.length / 2)]!),
      pdfKiB: Math.round(first.bytes.length / 1024),
      rssBeforeMiB: mb(rssBefore),
      rssAfterFirstMiB: mb(rssAfterFirst),
      rssAfterMiB: mb(process.memoryUsage().rss),
      peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  );
  await app.close();
  await db.close();
}

const asked = process.argv[2];
if (asked === 'latin' || asked === 'cjk') {
  await measure(asked);
} else {
  console.log(`[PDF CV fonts] one fresh process per CV, median of ${RUNS} renders after the first`);
  for (const kind of ['latin', 'cjk'] as const) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), kind], {
      encoding: 'utf8',
      env: { ...process.env, MALLOC_ARENA_MAX: '2', LOG_LEVEL: 'silent' },
    });
    const line = child.stdout.trim().split('\n').pop() ?? '';
    if (child.status !== 0 || !line.startsWith('{')) {
      console.log(
        `  ${kind}: failed (${child.status}): ${child.stderr.trim().split('\n').slice(-3).join(' ')}`,
      );
      continue;
    }
    const figures = JSON.parse(line) as Record<string, number | string>;
    console.log(
      `  ${String(figures.kind).padEnd(6)} first ${String(figures.firstMs).padStart(6)} ms   next ${String(figures.nextMs).padStart(6)} ms   ` +
        `${figures.pdfKiB} KiB   RSS before ${figures.rssBeforeMiB} MiB, after first ${figures.rssAfterFirstMiB} MiB, ` +
        `after ${figures.rssAfterMiB} MiB, peak ${figures.peakRssMiB} MiB`,
    );
  }
}
