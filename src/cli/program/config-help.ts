/**
 * The help text every command ends with: which database the CLI opens and when the server must be
 * stopped first. Source: README.md "Command line".
 */

export const CONFIG_HELP = `
The database is the server's: the SQLite file in DATA_DIR (default ./data), or PostgreSQL when
DATABASE_URL is set. A running server locks its SQLite file: stop it first (backup, restore and
backups need no stop: they ask the running server).`;
