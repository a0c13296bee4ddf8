import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADING_TITLE } from '../../shared/constants.js';

let successGate: Promise<void> = Promise.resolve();
const loadSwal = vi.fn();
vi.mock('./dialogs.js', () => ({ successDialogClosed: () => successGate, loadSwal }));

const { nativeLoadingDriver } = await import('./loading.js');
const { isLoadingDialogOpen, closeLoadingDialog, openLoadingDialog } = await import('./loading-dialog.js');

describe("the native 'Cargando...' dialog (docs/product.md §2 and §9, decision 0021)", () => {
  afterEach(() => {
    closeLoadingDialog();
    successGate = Promise.resolve();
  });

  it("opens a dialog named 'Cargando...' without loading SweetAlert2, and closes it", async () => {
    const driver = nativeLoadingDriver();
    driver.open();
    const dialog = await screen.findByRole('dialog', { name: LOADING_TITLE });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(loadSwal).not.toHaveBeenCalled();
    driver.close();
    expect(isLoadingDialogOpen()).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses Escape (cancel event and Escape key) while open', async () => {
    nativeLoadingDriver().open();
    const dialog = await screen.findByRole('dialog', { name: LOADING_TITLE });
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.body.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(isLoadingDialogOpen()).toBe(true);
    // Closed, the page's Escape is its own again.
    closeLoadingDialog();
    const later = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.body.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('waits for a success dialog on screen to close before showing (decision 0070)', async () => {
    let closeSuccess = () => {};
    successGate = new Promise((resolve) => {
      closeSuccess = resolve;
    });
    const driver = nativeLoadingDriver();
    driver.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isLoadingDialogOpen()).toBe(false);
    closeSuccess();
    expect(await screen.findByRole('dialog', { name: LOADING_TITLE })).toBeInTheDocument();
  });

  it('does not show at all when the load ended while a success dialog was on screen', async () => {
    let closeSuccess = () => {};
    successGate = new Promise((resolve) => {
      closeSuccess = resolve;
    });
    const driver = nativeLoadingDriver();
    driver.open();
    driver.close();
    closeSuccess();
    await successGate;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isLoadingDialogOpen()).toBe(false);
  });

  it('gives the focus to a field marked data-autofocus when it closes, unless the focus is elsewhere', () => {
    const field = document.createElement('input');
    field.setAttribute('data-autofocus', '');
    const other = document.createElement('button');
    document.body.append(field, other);
    try {
      openLoadingDialog();
      closeLoadingDialog();
      expect(document.activeElement).toBe(field);

      other.focus();
      openLoadingDialog();
      closeLoadingDialog();
      expect(document.activeElement).toBe(other);
    } finally {
      field.remove();
      other.remove();
    }
  });

  it('gives the focus back to the field being typed in when it opened (decision 0094)', () => {
    const typing = document.createElement('input');
    const autofocus = document.createElement('input');
    autofocus.setAttribute('data-autofocus', '');
    document.body.append(autofocus, typing);
    try {
      typing.focus();
      openLoadingDialog();
      // The modal dialog takes the focus from the inert page (jsdom has no inert: blur by hand).
      typing.blur();
      expect(document.activeElement).toBe(document.body);
      closeLoadingDialog();
      expect(document.activeElement).toBe(typing);

      // A field gone meanwhile: the page's autofocus field instead.
      typing.focus();
      openLoadingDialog();
      typing.remove();
      closeLoadingDialog();
      expect(document.activeElement).toBe(autofocus);
    } finally {
      typing.remove();
      autofocus.remove();
    }
  });
});
