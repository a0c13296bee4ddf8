/**
 * The import card's file: the picked JSON Resume parsed, the language it is imported as, and the
 * server's preview of it or its problems by path; choosing the other language checks it again.
 * Source: docs/decisions/0040-owner-data-and-images.md; docs/decisions/0080-data-limits.md.
 */
import { useState } from 'react';
import type { ImportPreview } from '../../../shared/data.js';
import type { TranslatedLanguage } from '../../../shared/i18n/languages.js';
import type { ErrorIssue } from '../../../shared/schemas.js';
import { ApiError } from '../../lib/api-client.js';
import { serverMessage } from '../../features/owner-kit/errors.js';
import { previewImport } from '../../features/owner-kit/data-api.js';
import { useTexts } from '../../i18n/i18n.js';
import { readText } from './data-parts.js';

/** The import card's parsed file, its language, preview and problems; `onFile` reads a picked file. */
export function useImportFile() {
  const T = useTexts().DATA_TEXTS;
  const [resume, setResume] = useState<unknown>(undefined);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problems, setProblems] = useState<{ title: string; issues: ErrorIssue[] } | null>(null);
  const [fileName, setFileName] = useState('');
  /** Decision 0065: the file is the portfolio (undefined) or the Spanish version of its entries. */
  const [language, setLanguage] = useState<TranslatedLanguage | undefined>(undefined);

  const check = async (parsed: unknown, as: TranslatedLanguage | undefined) => {
    setPreview(null);
    setProblems(null);
    try {
      setPreview(await previewImport(parsed, as));
      setResume(parsed);
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues : [];
      setProblems({
        title: issues.length > 0 ? T.import.problems : serverMessage(error, T.import.notJson),
        issues,
      });
    }
  };

  const onFile = async (file: File) => {
    setPreview(null);
    setProblems(null);
    setFileName(file.name);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readText(file, T.errors.unreadable));
    } catch {
      setProblems({ title: T.import.notJson, issues: [] });
      return;
    }
    await check(parsed, language);
  };

  const choose = (as: TranslatedLanguage | undefined) => {
    setLanguage(as);
    if (resume !== undefined) void check(resume, as);
  };

  return { resume, preview, setPreview, problems, fileName, language, onFile, choose };
}
