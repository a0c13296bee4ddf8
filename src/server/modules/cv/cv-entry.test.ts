/**
 * A CV entry read from its fields' `cv` places (cv-entry.ts, docs/decisions/0240-a-field-is-one-entry.md):
 * the six original resources' entries give the parts the CV printed before they were declared, and a
 * field given a CV place prints with no other code.
 */
import { describe, expect, it } from 'vitest';
import { PROJECT_FIELDS } from '../../../shared/resources/projects-fields.js';
import { SKILL_FIELDS } from '../../../shared/resources/skills-fields.js';
import { WORK_FIELDS } from '../../../shared/resources/works-fields.js';
import { EDUCATION_FIELDS } from '../../../shared/resources/educations-fields.js';
import { fieldEntries } from '../../../shared/resources/field-entries.js';
import { cvEntryOf, cvGroupsOf } from './cv-entry.js';

describe('cvEntryOf', () => {
  it('a work: job title — company (linked), employment type and period, description then highlights', () => {
    const work = {
      jobTitle: 'Lead',
      company: 'Acme',
      linkCompany: 'https://acme.example',
      employmentType: 'contract',
      dateStart: '2020-01-01',
      dateEnd: '',
      finished: false,
      description: ' Built it. ',
      highlights: ['One ', ''],
    };
    expect(cvEntryOf(WORK_FIELDS, work, 'es')).toEqual({
      title: 'Lead',
      at: 'Acme',
      link: 'https://acme.example',
      details: ['Contrato', 'ene 2020 – Actualidad'],
      body: 'Built it.\n• One\n• ',
    });
  });

  it('an education: the type in the CV language, the description as written', () => {
    const education = {
      title: 'BSc',
      institutionName: 'Uni',
      linkInstitution: '',
      typeEducation: 'University',
      dateStart: '2010',
      dateEnd: '2014-06',
      finished: true,
      description: 'Courses:\n- A\n',
    };
    expect(cvEntryOf(EDUCATION_FIELDS, education, 'es')).toMatchObject({
      title: 'BSc',
      at: 'Uni',
      details: ['Universidad', '2010 – jun 2014'],
      body: 'Courses:\n- A\n',
    });
  });

  it('a project: its title linked, company, period, then its skills’ titles', () => {
    const project = {
      title: 'Vitae',
      company: 'Me',
      linkProyect: 'https://vitae.example',
      dateStart: '2024-02-03T00:00:00.000Z',
      dateEnd: '',
      description: 'A site.',
      highlights: ['not printed'],
      languages: [{ title: 'TypeScript' }, { title: 'SQL' }],
    };
    expect(cvEntryOf(PROJECT_FIELDS, project, 'en')).toEqual({
      title: 'Vitae',
      at: undefined,
      link: 'https://vitae.example',
      details: ['Me', 'Feb 2024', 'TypeScript, SQL'],
      body: 'A site.',
    });
  });

  it('prints a field given a CV place, with its word in the CV language', () => {
    const entries = fieldEntries({
      ...PROJECT_FIELDS,
      status: {
        kind: 'choice',
        optional: true,
        label: { en: 'Status', es: 'Estado' },
        options: { live: { en: 'Live', es: 'En marcha' } },
        cv: 'detail',
      },
    });
    const model = cvEntryOf(entries, { title: 'X', company: '', status: 'live', languages: [] }, 'es');
    expect(model.details).toEqual(['En marcha', '', '']);
  });
});

describe('cvGroupsOf', () => {
  it('groups skills by type in the options’ order, leaving out a type without skills', () => {
    const skills = [
      { title: 'Listening', type: 'Soft' },
      { title: 'Go', type: 'Hard' },
      { title: 'Rust', type: 'Hard' },
    ];
    expect(cvGroupsOf(SKILL_FIELDS, skills)).toEqual([
      { value: 'Hard', titles: ['Go', 'Rust'] },
      { value: 'Soft', titles: ['Listening'] },
    ]);
    expect(cvGroupsOf(SKILL_FIELDS, skills.slice(0, 1))).toEqual([{ value: 'Soft', titles: ['Listening'] }]);
  });
});
