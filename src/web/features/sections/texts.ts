/**
 * The texts of the sections the owner shapes (docs/product.md §27), in English and Spanish, picked by
 * the reader's language ({@link useSectionTexts}). Ours: the spec names none of them.
 */
import { useLanguage } from '../../i18n/i18n.js';

const EN = {
  /** The section menu's button (its accessible name names the section). */
  menu: (heading: string) => `Section ${heading}`,
  moveUp: 'Move up',
  moveDown: 'Move down',
  hide: 'Hide section',
  show: 'Show section',
  rename: 'Rename',
  remove: 'Delete section',
  /** The badge of a hidden section, seen by the owner only. */
  hiddenBadge: 'Hidden from visitors',
  headingEn: 'Heading (English)',
  headingEs: 'Heading (Spanish)',
  headingHint: 'Empty keeps the section’s own heading.',
  save: 'Save',
  cancel: 'Cancel',
  addSection: 'Add section',
  newSection: 'New section',
  addEntry: 'Add entry',
  empty: 'No entries yet.',
  saved: 'Section saved!',
  reordered: 'Sections reordered!',
  deleted: 'Section deleted!',
  confirmDelete: { title: 'Delete section:', text: 'Are you sure you want to delete the section?' },
  error: 'Error: ',
  requiredHeading: 'Heading (English) is required',
  image: (title: string) => (title ? `Image of ${title}` : 'Image'),
};

export type SectionTexts = typeof EN;

const ES: SectionTexts = {
  menu: (heading: string) => `Sección ${heading}`,
  moveUp: 'Subir',
  moveDown: 'Bajar',
  hide: 'Ocultar sección',
  show: 'Mostrar sección',
  rename: 'Renombrar',
  remove: 'Eliminar sección',
  hiddenBadge: 'Oculta para los visitantes',
  headingEn: 'Título (inglés)',
  headingEs: 'Título (español)',
  headingHint: 'Vacío mantiene el título propio de la sección.',
  save: 'Guardar',
  cancel: 'Cancelar',
  addSection: 'Añadir sección',
  newSection: 'Nueva sección',
  addEntry: 'Añadir entrada',
  empty: 'Todavía no hay entradas.',
  saved: '¡Sección guardada!',
  reordered: '¡Secciones reordenadas!',
  deleted: '¡Sección eliminada!',
  confirmDelete: { title: 'Eliminar sección:', text: '¿Seguro que quieres eliminar esta sección?' },
  error: 'Error: ',
  requiredHeading: 'El título (inglés) es obligatorio',
  image: (title: string) => (title ? `Imagen de ${title}` : 'Imagen'),
};

/** The sections' texts in the reader's language. */
export function useSectionTexts(): SectionTexts {
  return useLanguage() === 'es' ? ES : EN;
}
