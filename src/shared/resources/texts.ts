/**
 * The texts of each resource's declaration (noun, heading, dialogs' texts, form labels), apart from
 * the declarations' schemas: plain data, without zod, which the web app's catalogue
 * (src/web/i18n/catalogue.ts) reads so the visitor's page needs no zod
 * (docs/decisions/0021-light-first-view.md, docs/decisions/0160-visitor-page-islands.md). Each
 * declaration in this folder takes its `texts` from here. Each resource's Spanish texts stand beside
 * its English ones ({@link ReadTexts}, read by the Spanish catalogue src/web/i18n/es.ts), so a new
 * resource writes its texts in this one file (docs/decisions/0116-a-resource-is-its-declaration.md).
 */
import { MESSAGES, REORDER_MESSAGES } from '../messages.js';
import { PEOPLE, RESOURCE } from '../paths.js';
import type { ResourceTexts } from './define.js';
import { formLabelsOf, optionWordsOf } from './field-entries.js';
import { WORK_FIELDS } from './works-fields.js';
import { EDUCATION_FIELDS } from './educations-fields.js';
import { SOCIAL_LINK_FIELDS } from './social-links-fields.js';
import { CATEGORY_FIELDS } from './categories-fields.js';
import { SKILL_FIELDS } from './skills-fields.js';
import { PROJECT_FIELDS } from './projects-fields.js';

/** A resource's texts as a person reads them in the web app: all but the server's reorder messages. */
export type ReadTexts = Omit<ResourceTexts, 'reorder'>;

/**
 * A resource's Spanish texts from its noun, heading, lower-case noun and grammatical gender, in the
 * pattern of the spec's Spanish messages ('¡Trabajo guardado!', 'Error al eliminar el trabajo: ').
 */
function spanish(
  noun: string,
  heading: string,
  lower: string,
  masculine: boolean,
  labels: Record<string, string>,
  options?: Record<string, Record<string, string>>,
): ReadTexts {
  const [the, done, sure] = masculine ? ['el', 'o', 'este'] : ['la', 'a', 'esta'];
  return {
    noun,
    heading,
    saved: `¡${noun} guardad${done}!`,
    deleted: `¡${noun} eliminad${done}!`,
    deleteError: `Error al eliminar ${the} ${lower}: `,
    deleteConfirm: { title: `Eliminar ${lower}:`, text: `¿Seguro que quieres eliminar ${sure} ${lower}?` },
    labels,
    ...(options ? { options } : {}),
  };
}

export const worksTexts: ResourceTexts = {
  noun: 'Work',
  heading: 'Work',
  saved: MESSAGES.saved.work,
  deleted: MESSAGES.deleted.work,
  deleteError: MESSAGES.deleteError.work,
  deleteConfirm: MESSAGES.deleteConfirm.work,
  reorder: REORDER_MESSAGES.works!,
  // The fields' words, declared once with each field (./works-fields.ts, decision 0240).
  labels: formLabelsOf(WORK_FIELDS, 'en'),
  options: optionWordsOf(WORK_FIELDS, 'en'),
};

export const worksSpanish: ReadTexts = spanish(
  'Trabajo',
  'Trabajo',
  'trabajo',
  true,
  formLabelsOf(WORK_FIELDS, 'es'),
  optionWordsOf(WORK_FIELDS, 'es'),
);

export const categoriesTexts: ResourceTexts = {
  noun: 'Category',
  heading: 'Categories',
  saved: MESSAGES.saved.category,
  deleted: MESSAGES.deleted.category,
  deleteError: MESSAGES.deleteError.category,
  deleteConfirm: MESSAGES.deleteConfirm.category,
  reorder: REORDER_MESSAGES.categories!,
  // The fields' words, declared once with each field (./categories-fields.ts, decision 0240).
  labels: formLabelsOf(CATEGORY_FIELDS, 'en'),
};

export const categoriesSpanish: ReadTexts = spanish(
  'Categoría',
  'Categorías',
  'categoría',
  false,
  formLabelsOf(CATEGORY_FIELDS, 'es'),
);

export const projectsTexts: ResourceTexts = {
  noun: 'Project',
  heading: 'Projects',
  saved: MESSAGES.saved.project,
  deleted: MESSAGES.deleted.project,
  deleteError: MESSAGES.deleteError.project,
  deleteConfirm: MESSAGES.deleteConfirm.project,
  reorder: REORDER_MESSAGES.proyects!,
  // The fields' words, declared once with each field (./projects-fields.ts, decision 0240).
  labels: formLabelsOf(PROJECT_FIELDS, 'en'),
};

export const projectsSpanish: ReadTexts = spanish(
  'Proyecto',
  'Proyectos',
  'proyecto',
  true,
  formLabelsOf(PROJECT_FIELDS, 'es'),
);

export const educationsTexts: ResourceTexts = {
  noun: 'Education',
  heading: 'Education',
  saved: MESSAGES.saved.education,
  deleted: MESSAGES.deleted.education,
  deleteError: MESSAGES.deleteError.education,
  deleteConfirm: MESSAGES.deleteConfirm.education,
  reorder: REORDER_MESSAGES.educations!,
  // The fields' words, declared once with each field (./educations-fields.ts, decision 0240).
  labels: formLabelsOf(EDUCATION_FIELDS, 'en'),
  options: optionWordsOf(EDUCATION_FIELDS, 'en'),
};

export const educationsSpanish: ReadTexts = spanish(
  'Estudio',
  'Educación',
  'estudio',
  true,
  formLabelsOf(EDUCATION_FIELDS, 'es'),
  optionWordsOf(EDUCATION_FIELDS, 'es'),
);

export const skillsTexts: ResourceTexts = {
  noun: 'Skill',
  heading: 'Skills',
  saved: MESSAGES.saved.skill,
  deleted: MESSAGES.deleted.skill,
  deleteError: MESSAGES.deleteError.skill,
  deleteConfirm: MESSAGES.deleteConfirm.skill,
  reorder: REORDER_MESSAGES.languages!,
  // The fields' words, declared once with each field (./skills-fields.ts, decision 0240).
  labels: formLabelsOf(SKILL_FIELDS, 'en'),
  options: optionWordsOf(SKILL_FIELDS, 'en'),
};

export const skillsSpanish: ReadTexts = spanish(
  'Habilidad',
  'Habilidades',
  'habilidad',
  false,
  formLabelsOf(SKILL_FIELDS, 'es'),
  optionWordsOf(SKILL_FIELDS, 'es'),
);

export const socialLinksTexts: ResourceTexts = {
  noun: 'Social Media',
  heading: 'Social Media',
  saved: MESSAGES.saved.socialLink,
  deleted: undefined,
  deleteError: MESSAGES.deleteError.socialMedia,
  deleteConfirm: {
    title: 'Delete Social Media:',
    text: 'Are you sure you want to delete the Social Media?',
  },
  reorder: REORDER_MESSAGES['social-medias']!,
  // The fields' words, declared once with each field (./social-links-fields.ts, decision 0240).
  labels: formLabelsOf(SOCIAL_LINK_FIELDS, 'en'),
  options: optionWordsOf(SOCIAL_LINK_FIELDS, 'en'),
};

export const socialLinksSpanish: ReadTexts = {
  ...spanish(
    'Red social',
    'Redes sociales',
    'red social',
    false,
    formLabelsOf(SOCIAL_LINK_FIELDS, 'es'),
    optionWordsOf(SOCIAL_LINK_FIELDS, 'es'),
  ),
  deleted: undefined,
};

export const volunteerTexts: ResourceTexts = {
  noun: 'Volunteer',
  heading: 'Volunteer',
  saved: 'Volunteer saved!',
  deleted: 'Volunteer Deleted!',
  deleteError: 'Error deleting Volunteer: ',
  deleteConfirm: { title: 'Delete Volunteer:', text: 'Are you sure you want to delete the Volunteer?' },
  reorder: { empty: 'No ordered Volunteer provided!', badId: 'Each Volunteer must have a valid _id' },
  labels: {
    organization: 'Organization',
    position: 'Position',
    url: 'Link',
    startDate: 'Start date',
    endDate: 'End date',
    summary: 'Summary',
    highlights: 'Highlights',
  },
};

export const volunteerSpanish: ReadTexts = spanish('Voluntariado', 'Voluntariado', 'voluntariado', true, {
  organization: 'organización',
  position: 'puesto',
  url: 'url',
  startDate: 'fecha de inicio',
  endDate: 'fecha de fin',
  summary: 'resumen',
  highlights: 'logros',
});

export const awardsTexts: ResourceTexts = {
  noun: 'Award',
  heading: 'Awards',
  saved: 'Award saved!',
  deleted: 'Award Deleted!',
  deleteError: 'Error deleting Award: ',
  deleteConfirm: { title: 'Delete Award:', text: 'Are you sure you want to delete the Award?' },
  reorder: { empty: 'No ordered Awards provided!', badId: 'Each Award must have a valid _id' },
  labels: {
    title: 'Title',
    date: 'Date',
    awarder: 'Awarder',
    summary: 'Summary',
  },
};

export const awardsSpanish: ReadTexts = spanish('Premio', 'Premios', 'premio', true, {
  title: 'título',
  date: 'fecha',
  awarder: 'otorgado por',
  summary: 'resumen',
});

export const certificatesTexts: ResourceTexts = {
  noun: 'Certificate',
  heading: 'Certificates',
  saved: 'Certificate saved!',
  deleted: 'Certificate Deleted!',
  deleteError: 'Error deleting Certificate: ',
  deleteConfirm: { title: 'Delete Certificate:', text: 'Are you sure you want to delete the Certificate?' },
  reorder: { empty: 'No ordered Certificates provided!', badId: 'Each Certificate must have a valid _id' },
  labels: {
    name: 'Name',
    date: 'Date',
    issuer: 'Issuer',
    url: 'Link',
  },
};

export const certificatesSpanish: ReadTexts = spanish('Certificado', 'Certificados', 'certificado', true, {
  name: 'nombre',
  date: 'fecha',
  issuer: 'emisor',
  url: 'url',
});

export const publicationsTexts: ResourceTexts = {
  noun: 'Publication',
  heading: 'Publications',
  saved: 'Publication saved!',
  deleted: 'Publication Deleted!',
  deleteError: 'Error deleting Publication: ',
  deleteConfirm: { title: 'Delete Publication:', text: 'Are you sure you want to delete the Publication?' },
  reorder: { empty: 'No ordered Publications provided!', badId: 'Each Publication must have a valid _id' },
  labels: {
    name: 'Name',
    publisher: 'Publisher',
    releaseDate: 'Release date',
    url: 'Link',
    summary: 'Summary',
  },
};

export const publicationsSpanish: ReadTexts = spanish('Publicación', 'Publicaciones', 'publicación', false, {
  name: 'nombre',
  publisher: 'editorial',
  releaseDate: 'fecha de publicación',
  url: 'url',
  summary: 'resumen',
});

export const spokenLanguagesTexts: ResourceTexts = {
  noun: 'Spoken language',
  heading: 'Spoken languages',
  saved: 'Spoken language saved!',
  deleted: 'Spoken language Deleted!',
  deleteError: 'Error deleting Spoken language: ',
  deleteConfirm: {
    title: 'Delete Spoken language:',
    text: 'Are you sure you want to delete the Spoken language?',
  },
  reorder: {
    empty: 'No ordered Spoken languages provided!',
    badId: 'Each Spoken language must have a valid _id',
  },
  labels: {
    language: 'Language',
    fluency: 'Fluency',
  },
};

export const spokenLanguagesSpanish: ReadTexts = spanish('Idioma', 'Idiomas', 'idioma', true, {
  language: 'idioma',
  fluency: 'nivel',
});

export const interestsTexts: ResourceTexts = {
  noun: 'Interest',
  heading: 'Interests',
  saved: 'Interest saved!',
  deleted: 'Interest Deleted!',
  deleteError: 'Error deleting Interest: ',
  deleteConfirm: { title: 'Delete Interest:', text: 'Are you sure you want to delete the Interest?' },
  reorder: { empty: 'No ordered Interests provided!', badId: 'Each Interest must have a valid _id' },
  labels: {
    name: 'Name',
    keywords: 'Keywords',
  },
};

export const interestsSpanish: ReadTexts = spanish('Interés', 'Intereses', 'interés', true, {
  name: 'nombre',
  keywords: 'palabras clave',
});

export const referencesTexts: ResourceTexts = {
  noun: 'Reference',
  heading: 'References',
  saved: 'Reference saved!',
  deleted: 'Reference Deleted!',
  deleteError: 'Error deleting Reference: ',
  deleteConfirm: { title: 'Delete Reference:', text: 'Are you sure you want to delete the Reference?' },
  reorder: { empty: 'No ordered References provided!', badId: 'Each Reference must have a valid _id' },
  labels: {
    name: 'Name',
    reference: 'Reference',
  },
};

export const referencesSpanish: ReadTexts = spanish('Referencia', 'Referencias', 'referencia', false, {
  name: 'nombre',
  reference: 'referencia',
});

export const personTexts: ResourceTexts = {
  noun: 'Person',
  heading: 'Person',
  saved: MESSAGES.profile.personUpdated,
  deleted: undefined,
  deleteError: '',
  deleteConfirm: { title: '', text: '' },
  reorder: { empty: '', badId: '' },
  labels: {},
};

export const personSpanish: ReadTexts = {
  noun: 'Persona',
  heading: 'Persona',
  saved: '¡Datos personales actualizados!',
  deleted: undefined,
  deleteError: '',
  deleteConfirm: { title: '', text: '' },
  labels: {},
};

/** Every resource's texts by its wire name, in the order of LIST_RESOURCES (src/shared/resources/index.ts), then the person. */
/** The owner's own sections' entries (docs/product.md §27). */
export const customEntriesTexts: ResourceTexts = {
  noun: 'Entry',
  heading: 'Custom sections',
  saved: 'Entry saved!',
  deleted: 'Entry Deleted!',
  deleteError: 'Error deleting Entry: ',
  deleteConfirm: { title: 'Delete Entry:', text: 'Are you sure you want to delete the Entry?' },
  reorder: { empty: 'No ordered Entries provided!', badId: 'Each Entry must have a valid _id' },
  labels: {
    title: 'Title',
    subtitle: 'Subtitle',
    startDate: 'Start date',
    endDate: 'End date',
    url: 'Link',
    summary: 'Description',
    image: 'Image',
  },
};

export const customEntriesSpanish: ReadTexts = spanish('Entrada', 'Secciones propias', 'entrada', false, {
  title: 'Título',
  subtitle: 'Subtítulo',
  startDate: 'Fecha de inicio',
  endDate: 'Fecha de fin',
  url: 'Enlace',
  summary: 'Descripción',
  image: 'Imagen',
});

/** Each resource's wire name, English texts and Spanish texts. */
export const TEXTS_BY_WIRE: readonly (readonly [string, ResourceTexts, ReadTexts])[] = [
  [RESOURCE.work, worksTexts, worksSpanish],
  [RESOURCE.category, categoriesTexts, categoriesSpanish],
  [RESOURCE.project, projectsTexts, projectsSpanish],
  [RESOURCE.education, educationsTexts, educationsSpanish],
  [RESOURCE.skill, skillsTexts, skillsSpanish],
  [RESOURCE.socialLink, socialLinksTexts, socialLinksSpanish],
  ['volunteer', volunteerTexts, volunteerSpanish],
  ['awards', awardsTexts, awardsSpanish],
  ['certificates', certificatesTexts, certificatesSpanish],
  ['publications', publicationsTexts, publicationsSpanish],
  ['spoken-languages', spokenLanguagesTexts, spokenLanguagesSpanish],
  ['interests', interestsTexts, interestsSpanish],
  ['references', referencesTexts, referencesSpanish],
  ['custom-entries', customEntriesTexts, customEntriesSpanish],
  [PEOPLE, personTexts, personSpanish],
];
