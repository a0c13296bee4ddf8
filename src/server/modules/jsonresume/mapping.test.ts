/** The word tables and conversions of the JSON Resume mapping (docs/decisions/0004-json-resume-mapping.md). */
import { describe, expect, it } from 'vitest';
import { normaliseResumeDate } from './dates.js';
import { joinName, splitName } from './names.js';
import { levelToPercent, percentToLevel } from './skill-levels.js';
import { isSpanishStudyType, studyTypeToEducationType } from './study-types.js';
import { formatPath } from './schema-errors.js';
import { isResumeDate, isResumeUri } from './resume-formats.js';

describe('JSON Resume mapping tables', () => {
  it('maps level words (any case) and numbers to a percent; no level is 50, an unknown word is flagged', () => {
    expect(
      ['Master', 'expert', 'Advanced', 'Proficient', 'Intermediate', 'Beginner', 'basic', 'Novice'].map(
        (word) => levelToPercent(word).percent,
      ),
    ).toEqual([90, 90, 80, 80, 60, 30, 30, 30]);
    expect(levelToPercent(undefined)).toEqual({ percent: 50, known: true });
    expect(levelToPercent('85%')).toEqual({ percent: 85, known: true });
    expect(levelToPercent('Guru')).toEqual({ percent: 50, known: false });
    expect(levelToPercent('150')).toEqual({ percent: 50, known: false });
  });

  it('writes the level word of the highest threshold at or below a percent, and none for 50', () => {
    expect([100, 90, 85, 80, 75, 60, 59, 0, 50].map(percentToLevel)).toEqual([
      'Master',
      'Master',
      'Advanced',
      'Advanced',
      'Intermediate',
      'Intermediate',
      'Beginner',
      'Beginner',
      undefined,
    ]);
  });

  it('maps studyType onto the six education types, else Other', () => {
    const cases: [string | undefined, string][] = [
      ['Bachelor', 'University'],
      ["Master's degree", 'University'],
      ['PhD', 'University'],
      ['High School', 'High School'],
      ['Secondary', 'High School'],
      ['Elementary school', 'Primary School'],
      ['primary school', 'Primary School'],
      ['Online course', 'Course'],
      ['Certificate', 'Course'],
      ['Bootcamp', 'Course'],
      ['Workshop', 'Conference'],
      ['conference', 'Conference'],
      ['Apprenticeship', 'Other'],
      [undefined, 'Other'],
    ];
    expect(cases.map(([studyType]) => studyTypeToEducationType(studyType))).toEqual(
      cases.map(([, type]) => type),
    );
  });

  it('pads YYYY and YYYY-MM dates with -01 and splits names on the last word', () => {
    expect(['2014', '2014-06', '2014-06-29', ' 2020 '].map(normaliseResumeDate)).toEqual([
      '2014-01-01',
      '2014-06-01',
      '2014-06-29',
      '2020-01-01',
    ]);
    expect(splitName('Richard Hendriks')).toEqual({ firstName: 'Richard', lastName: 'Hendriks' });
    expect(splitName('Mary Ann  Smith')).toEqual({ firstName: 'Mary Ann', lastName: 'Smith' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitName('  ')).toEqual({ firstName: '', lastName: '' });
  });

  it('asks the JSON Resume validator about its formats and writes readable paths', () => {
    expect(isResumeUri('https://example.com')).toBe(true);
    expect(isResumeUri('mailto:a@b.c')).toBe(true);
    expect(isResumeUri('www.example.com')).toBe(false);
    expect(isResumeUri('/projects/a')).toBe(false);
    expect(isResumeDate('2020-01-31')).toBe(true);
    expect(isResumeDate('0999-01-01')).toBe(false);
    expect(formatPath(['basics', 'profiles', 0, 'url'])).toBe('basics.profiles[0].url');
    expect(formatPath([])).toBe('(root)');
  });
});

describe('names and degrees beyond English (decision 0030)', () => {
  it('splits names by their language and joins them back', () => {
    expect(splitName('太田 浩一')).toEqual({ firstName: '浩一', lastName: '太田' });
    expect(joinName('浩一', '太田')).toBe('太田 浩一');
    expect(splitName('王小明')).toEqual({ firstName: '王小明', lastName: '' });
    expect(splitName('Miguel Ignacio Cabrera San Gil')).toEqual({
      firstName: 'Miguel Ignacio',
      lastName: 'Cabrera San Gil',
    });
    expect(splitName('Ludwig van Beethoven')).toEqual({ firstName: 'Ludwig', lastName: 'van Beethoven' });
    expect(splitName('Mary Ann Smith')).toEqual({ firstName: 'Mary Ann', lastName: 'Smith' });
  });

  it('understands Spanish degree words and Spanish and French levels', () => {
    expect(studyTypeToEducationType('Grado')).toBe('University');
    expect(studyTypeToEducationType('Máster')).toBe('University');
    expect(studyTypeToEducationType('Bachillerato')).toBe('High School');
    expect(studyTypeToEducationType('Curso')).toBe('Course');
    expect(studyTypeToEducationType('Taller')).toBe('Conference');
    expect(isSpanishStudyType('Grado')).toBe(true);
    expect(isSpanishStudyType('Bachelor')).toBe(false);
    expect(levelToPercent('Experto')).toEqual({ percent: 90, known: true });
    expect(levelToPercent('Avancé')).toEqual({ percent: 80, known: true });
  });
});

describe('titles before a name (docs/decisions/0102-honorifics-in-names.md)', () => {
  it('keeps leading titles out of the first name, only when a name follows', () => {
    expect(splitName('Dr. Lena Vasquez')).toEqual({
      honorific: 'Dr.',
      firstName: 'Lena',
      lastName: 'Vasquez',
    });
    expect(splitName('prof. dr. Hans Weber')).toEqual({
      honorific: 'prof. dr.',
      firstName: 'Hans',
      lastName: 'Weber',
    });
    expect(splitName('Ing. María José García López')).toEqual({
      honorific: 'Ing.',
      firstName: 'María José',
      lastName: 'García López',
    });
    expect(splitName('Dr.')).toEqual({ firstName: 'Dr.', lastName: '' });
    expect(splitName('Ing Marie Berg')).toEqual({ firstName: 'Ing Marie', lastName: 'Berg' });
    expect(splitName('M. Night Shyamalan')).toEqual({ firstName: 'M. Night', lastName: 'Shyamalan' });
  });
});
