/**
 * Everything the CV shows, read through the same repositories as the site's public lists, in the
 * site's order (each list sorted by `order`). The owner is the first person (as the site's header
 * and home: people sorted by creation). Shape: {@link CvData}; `person` is undefined when there is
 * none (the route answers 404 then).
 */
import type { Kysely } from 'kysely';
import type {
  Education,
  PopulatedProject,
  Person,
  Skill,
  SocialLink,
  Work,
} from '../../../shared/schemas.js';
import type { Database } from '../../db/types.js';
import { repositoryOf } from '../resources/repository.js';
import {
  customEntries,
  educations,
  resumeSections,
  skills,
  socialLinks,
  works,
} from '../resources/definitions.js';
import { populateProjects } from '../resources/populate.js';
import { projects } from '../resources/projects.js';
import { peopleRepository } from '../people/people.repository.js';
import { listSections } from '../sections/sections.repository.js';
import type { SectionWire } from '../../../shared/sections.js';

export interface CvData {
  person: Person | undefined;
  socialLinks: SocialLink[];
  works: Work[];
  projects: PopulatedProject[];
  educations: Education[];
  skills: Skill[];
  /** The JSON Resume sections' entries (wire objects), by wire name (decision 0030; RESUME_SECTIONS). */
  sections: Record<string, Record<string, unknown>[]>;
  /** The site's sections in the owner's order (docs/product.md §27); undefined: the default order. */
  layout?: SectionWire[];
  /** The entries of the owner's custom sections (wire objects, each naming its `section`). */
  customEntries?: Record<string, unknown>[];
}

/** Load the CV's data (a fixed number of queries, one per list, whatever the number of entries). */
export async function loadCvData(db: Kysely<Database>): Promise<CvData> {
  const [people, links, workList, projectList, educationList, skillList] = await Promise.all([
    peopleRepository.list(db),
    repositoryOf(socialLinks).list(db),
    repositoryOf(works).list(db),
    repositoryOf(projects).list(db),
    repositoryOf(educations).list(db),
    repositoryOf(skills).list(db),
  ]);
  const sectionLists = await Promise.all(
    resumeSections.map((section) => repositoryOf(section).list(db) as Promise<Record<string, unknown>[]>),
  );
  const [layout, custom] = await Promise.all([
    listSections(db),
    repositoryOf(customEntries).list(db) as Promise<Record<string, unknown>[]>,
  ]);
  const populated = (await populateProjects(
    db,
    projectList,
    new Set(['languages', 'categories']),
  )) as PopulatedProject[];
  return {
    person: people[0],
    socialLinks: links,
    works: workList,
    projects: populated,
    educations: educationList,
    skills: skillList,
    sections: Object.fromEntries(
      resumeSections.map((section, index) => [section.wire, sectionLists[index]!]),
    ),
    layout,
    customEntries: custom,
  };
}
