/**
 * Reads and writes of the owner's data page and the create-profile card (decision 0040), through the
 * shared fetch client and `paths.data`. Every write that changes the portfolio drops every cached
 * query, so the home page, the profile and the header show the new portfolio.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ImportDone,
  ImportPreview,
  RestoreDone,
  RestorePreview,
  StoredBackup,
} from '../../../shared/data.js';
import type { TranslatedLanguage } from '../../../shared/i18n/languages.js';
import {
  sourceImportPaths,
  type SourceChoices,
  type SourceImportDone,
  type SourcePreview,
} from '../../../shared/source-import.js';
import { PEOPLE, paths } from '../../../shared/paths.js';
import type { Person } from '../../../shared/schemas.js';
import { api } from '../../lib/api-client.js';
import { uploadFile } from '../../lib/upload.js';

export const BACKUPS_KEY = ['admin', 'backups'] as const;

/** The automatic backups, newest first. */
export function useBackups() {
  return useQuery({ queryKey: BACKUPS_KEY, queryFn: () => api.get<StoredBackup[]>(paths.data.backups) });
}

/** Every query is stale after the portfolio is replaced. */
function useRefreshAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}

/**
 * The import's URL: the portfolio (replaced), or with `language` the second resume loaded as that
 * language's version of the entries, matched by order (decisions 0060 and 0065).
 */
const importUrl = (language: TranslatedLanguage | undefined, confirm: boolean) => {
  const query = [language ? `lang=${language}` : '', confirm ? 'confirm=true' : ''].filter(Boolean).join('&');
  return query ? `${paths.data.import}?${query}` : paths.data.import;
};

export const previewImport = (resume: unknown, language?: TranslatedLanguage) =>
  api.post<ImportPreview>(importUrl(language, false), resume);
export const previewRestore = (file: File) => uploadFile<RestorePreview>(paths.data.restore, file);

export function useConfirmImport() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ resume, language }: { resume: unknown; language?: TranslatedLanguage | undefined }) =>
      api.post<ImportDone>(importUrl(language, true), resume),
    onSuccess: refresh,
  });
}

export function useConfirmRestore() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (file: File) => uploadFile<RestoreDone>(`${paths.data.restore}?confirm=true`, file),
    onSuccess: refresh,
  });
}

export function useRestoreBackup() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (id: string) => api.post<RestoreDone>(`${paths.data.backupRestore(id)}?confirm=true`),
    onSuccess: refresh,
  });
}

export function useReset() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: () => api.post<RestoreDone>(`${paths.data.reset}?confirm=true`),
    onSuccess: refresh,
  });
}

/** POST /api/people: the portfolio's one person, linked to the signed-in admin. */
export function useCreatePerson() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (input: Partial<Person>) => api.post<Person>(paths.list(PEOPLE), input),
    onSuccess: refresh,
  });
}

/** Which import a file is for: a `.bib` is BibTeX, anything else is read as LinkedIn's ZIP. */
export const sourceKindOf = (file: File): 'linkedin' | 'bibtex' =>
  /\.(bib|bibtex)$/i.test(file.name) ? 'bibtex' : 'linkedin';

/** The preview of an import from LinkedIn or BibTeX (decision 0269): nothing changes. */
export const previewSourceImport = (file: File) =>
  uploadFile<SourcePreview>(sourceImportPaths[sourceKindOf(file)], file);

/** The import itself: the ticked items, the replaced sections; an automatic backup is taken first. */
export function useConfirmSourceImport() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ file, choices }: { file: File; choices: SourceChoices }) =>
      uploadFile<SourceImportDone>(`${sourceImportPaths[sourceKindOf(file)]}?confirm=true`, file, undefined, {
        choices: JSON.stringify(choices),
      }),
    onSuccess: refresh,
  });
}
