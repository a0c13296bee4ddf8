/**
 * The "Undo" toast (docs/product.md §22): it waits while the owner's pointer is on it or the focus is
 * in it, is announced politely (a status, not an alert), and "Undone." is shown, politely, after an
 * undo.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSwal } from '../../lib/dialogs.js';
import { resetDialogs } from '../../test/owner-helpers.js';
import { confirmUndone, offerUndo } from './undo-toast.js';

afterEach(async () => {
  await resetDialogs();
});

describe('undo toast', () => {
  it('pauses while hovered or focused, and is a polite status', async () => {
    const Swal = await loadSwal();
    void offerUndo('Moved to the trash.', 'Undo');
    const popup = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.vitae-undo-toast');
      expect(element).not.toBeNull();
      return element!;
    });
    expect(popup).toHaveAttribute('role', 'status');
    expect(popup).toHaveAttribute('aria-live', 'polite');
    expect(Swal.isTimerRunning()).toBe(true);
    popup.dispatchEvent(new MouseEvent('mouseenter'));
    expect(Swal.isTimerRunning()).toBe(false);
    popup.dispatchEvent(new MouseEvent('mouseleave'));
    expect(Swal.isTimerRunning()).toBe(true);
    screen.getByRole('button', { name: 'Undo' }).focus();
    expect(Swal.isTimerRunning()).toBe(false);
    screen.getByRole('button', { name: 'Undo' }).blur();
    expect(Swal.isTimerRunning()).toBe(true);
  });

  it('says "Undone." politely after an undo', async () => {
    void confirmUndone('Undone.');
    const popup = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.vitae-undo-toast');
      expect(element).toHaveTextContent('Undone.');
      return element!;
    });
    expect(popup).toHaveAttribute('role', 'status');
    expect(popup).toHaveAttribute('aria-live', 'polite');
  });
});
