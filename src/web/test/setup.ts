/**
 * Vitest setup for component tests: jest-dom matchers, a clean DOM after each test, and SweetAlert2's
 * last timer flushed before the file's DOM goes away.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { dialogSettings } from '../lib/dialogs.js';

// Success dialogs stay until pressed in component tests: on a busy machine 1.5 s can pass before a
// test reads one (the delay itself: src/web/lib/dialogs.test.tsx).
dialogSettings.successAutoCloseMs = 10 * 60_000;

/** SweetAlert2 gives focus back to the previous element 100 ms after a dialog closes (its RESTORE_FOCUS_TIMEOUT). */
const SWAL_RESTORE_FOCUS_MS = 100;

// findBy*/waitFor wait up to 5 s (default 1 s): a busy machine renders slowly (decision 0110 §11).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

// A dialog closed by a file's last test schedules that focus timer; let it run while jsdom still
// exists, or it throws "HTMLElement is not defined" after the environment is torn down.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, SWAL_RESTORE_FOCUS_MS + 20));
});
