/**
 * Key terms of real-looking job postings (written after public examples) and their match against a
 * version (docs/decisions/0266-job-posting-match.md): named skills and phrases found, stop words and
 * job-ad filler left out, in English and in Spanish.
 */
import { describe, expect, it } from 'vitest';
import { contentEntries, guessLanguage, matchPosting, postingTerms } from './posting-match.js';

const BACKEND_EN = `Senior Backend Engineer (Payments)

We are looking for a Senior Backend Engineer to join our Payments team. You will design and build
the services that move money for millions of customers.

What you will do:
- Design, build and operate payment services in TypeScript and Node.js on AWS.
- Own our PostgreSQL data model and write efficient SQL.
- Improve observability: metrics, tracing and alerting for payment services.
- Review code and mentor engineers on the team.

Requirements:
- 5+ years of experience building backend services.
- Strong knowledge of TypeScript, Node.js and PostgreSQL.
- Experience with Kubernetes and CI/CD pipelines.
- Familiarity with event-driven architecture (Kafka) is a plus.

Benefits: competitive salary, remote work, learning budget.`;

const DATOS_ES = `Ingeniero/a de Datos — Madrid (híbrido)

En nuestra empresa buscamos un/a Ingeniero/a de Datos para el equipo de analítica. Te encargarás de
diseñar y mantener los pipelines de datos que alimentan los cuadros de mando de toda la compañía.

Funciones:
- Diseñar pipelines de datos con Python y Apache Airflow.
- Modelar el almacén de datos en BigQuery y escribir SQL eficiente.
- Colaborar con el equipo de producto en la calidad de los datos.

Requisitos:
- Experiencia de 3 años en ingeniería de datos.
- Conocimientos de Python, SQL y Docker.
- Se valorará experiencia con dbt y Google Cloud.

Ofrecemos: jornada flexible, formación continua y salario competitivo.`;

const KNOWN = ['TypeScript', 'Node.js', 'PostgreSQL', 'React', 'Python', 'SQL', 'Docker', 'Go', 'C#'];

const terms = (posting: string) => postingTerms(posting, KNOWN).map((term) => term.term);

describe('postingTerms', () => {
  it('finds the known skills and the posting’s own terms in an English posting, without stop words or filler', () => {
    const found = terms(BACKEND_EN);
    // Known skills, as the portfolio writes them, first.
    expect(found.slice(0, 4)).toEqual(expect.arrayContaining(['TypeScript', 'Node.js', 'PostgreSQL', 'SQL']));
    expect(found).not.toContain('React');
    expect(found).not.toContain('Go');
    // Tools named once, phrases said twice.
    for (const term of ['AWS', 'Kubernetes', 'CI/CD', 'Kafka', 'payment services']) {
      expect(found.map((item) => item.toLowerCase())).toContain(term.toLowerCase());
    }
    for (const stop of ['the', 'and', 'you', 'will', 'experience', 'years', 'team', 'strong', 'salary']) {
      expect(found.map((item) => item.toLowerCase())).not.toContain(stop);
    }
    expect(postingTerms(BACKEND_EN, KNOWN).find((term) => term.term === 'TypeScript')).toEqual({
      term: 'TypeScript',
      count: 2,
      known: true,
    });
  });

  it('finds them in a Spanish posting, with Spanish stop words and accents aside', () => {
    expect(guessLanguage(DATOS_ES)).toBe('es');
    expect(guessLanguage(BACKEND_EN)).toBe('en');
    const found = terms(DATOS_ES);
    expect(found).toEqual(expect.arrayContaining(['Python', 'SQL', 'Docker']));
    const lower = found.map((item) => item.toLowerCase());
    for (const term of ['pipelines de datos', 'bigquery', 'apache airflow', 'google cloud'])
      expect(lower).toContain(term);
    for (const stop of [
      'de',
      'los',
      'para',
      'con',
      'experiencia',
      'equipo',
      'requisitos',
      'ofrecemos',
      'años',
    ]) {
      expect(lower).not.toContain(stop);
    }
  });

  it('matches a known name only as a whole word (Go is not in "Google", C# is not C)', () => {
    expect(terms('We use Google Cloud and C as well as some MongoDB.')).not.toContain('Go');
    expect(terms('We use Google Cloud and C as well as some MongoDB.')).not.toContain('C#');
    expect(terms('Backend in Go and C#.')).toEqual(expect.arrayContaining(['Go', 'C#']));
  });
});

describe('matchPosting', () => {
  const content = (works: Record<string, unknown>[]) => ({
    '/api/people': [{ _id: 'p', jobTitles: 'Backend engineer', about: 'I build payment services.' }],
    '/api/works': works,
    '/api/categories': [{ _id: 'c', title: 'Kubernetes' }],
  });
  const options = { peoplePath: '/api/people', skip: ['/api/categories'], profileLabel: 'Profile' };
  const acme = {
    _id: 'w1',
    jobTitle: 'Backend engineer',
    company: 'Acme',
    description: 'TypeScript and Node.js on AWS.',
  };
  const globex = { _id: 'w2', jobTitle: 'SRE', company: 'Globex', description: 'Ran Kubernetes and Kafka.' };

  it('says what the version covers and where, what only left-out entries cover, and what nothing covers', () => {
    const found = postingTerms(BACKEND_EN, KNOWN);
    const shown = contentEntries(content([acme]), options);
    const all = contentEntries(content([acme, globex]), options);
    const match = matchPosting(found, shown, all);
    const covered = Object.fromEntries(match.covered.map((item) => [item.term.term, item.where]));
    expect(covered.TypeScript).toEqual(['Backend engineer — Acme']);
    expect(covered.AWS).toEqual(['Backend engineer — Acme']);
    expect(covered['payment services']).toEqual(['Profile']);
    const hidden = Object.fromEntries(
      match.hidden.map((item) => [item.term.term, item.entries.map((entry) => entry.id)]),
    );
    expect(hidden.Kubernetes).toEqual(['w2']);
    expect(hidden.Kafka).toEqual(['w2']);
    expect(match.missing.map((term) => term.term)).toContain('PostgreSQL');
    expect(match.figure).toBe(Math.round((100 * match.covered.length) / found.length));
    expect(match.figure).toBeGreaterThan(0);
    expect(match.figure).toBeLessThan(100);
    // Taking the left-out entry in raises the figure.
    expect(matchPosting(found, all, all).figure).toBeGreaterThan(match.figure);
  });
});
