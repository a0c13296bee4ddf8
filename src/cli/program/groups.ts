/**
 * The command groups of the command line, in the order `--help` lists their commands: accounts, JSON
 * Resume, imports from LinkedIn and BibTeX, backups, versions, reports, publish. Each adds its commands to the program and hands their
 * exit code to `setCode`. Source: README.md "Command line".
 */
import type { Command } from 'commander';
import type { CliIO } from '../cli-io.js';
import { declareAccountCommands } from './account.js';
import { declareBackupCommands } from './backup.js';
import { declareJsonResumeCommands } from './jsonresume.js';
import { declarePublishCommand } from './publish.js';
import { declareReportCommands } from './reports.js';
import { declareSourceImportCommands } from './source-imports.js';
import { declareVersionCommands } from './versions.js';

/** Adds a group's commands to `program`; `setCode` receives the exit code of the one that ran. */
export type CommandGroup = (program: Command, io: CliIO, setCode: (code: number) => void) => void;

/** Every group, in help order. */
export const COMMAND_GROUPS: readonly CommandGroup[] = [
  declareAccountCommands,
  declareJsonResumeCommands,
  declareSourceImportCommands,
  declareBackupCommands,
  declareVersionCommands,
  declareReportCommands,
  declarePublishCommand,
];
