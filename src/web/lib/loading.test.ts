import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_MIN_MS } from '../../shared/constants.js';
import {
  firstViewRendered,
  getLoadingCount,
  holdFirstView,
  holdLoadingDialog,
  installLoadingDialog,
  isFirstViewHeld,
  isLoading,
  resetLoading,
  startLoading,
  stopLoading,
  trackLoad,
} from './loading.js';
import { isLoadingDialogOpen } from './loading-dialog.js';

describe('loading counter (docs/product.md §4)', () => {
  beforeEach(() => resetLoading());

  it('counts up on start and down on stop, and is loading while above 0', () => {
    expect(isLoading()).toBe(false);
    startLoading();
    startLoading();
    expect(getLoadingCount()).toBe(2);
    stopLoading();
    expect(isLoading()).toBe(true);
    stopLoading();
    expect(getLoadingCount()).toBe(0);
    expect(isLoading()).toBe(false);
  });

  it('never goes below 0', () => {
    stopLoading();
    stopLoading();
    expect(getLoadingCount()).toBe(0);
    startLoading();
    expect(getLoadingCount()).toBe(1);
  });

  it('tracks a load until its promise settles, failures included', async () => {
    let resolve!: (value: string) => void;
    const ok = trackLoad(new Promise<string>((r) => (resolve = r)));
    const failed = trackLoad(Promise.reject(new Error('boom')));
    expect(getLoadingCount()).toBe(2);
    await expect(failed).rejects.toThrow('boom');
    expect(getLoadingCount()).toBe(1);
    resolve('done');
    await expect(ok).resolves.toBe('done');
    expect(getLoadingCount()).toBe(0);
  });
});

describe("the 'Cargando...' dialog (docs/product.md §2 and §9: at least 1000 ms)", () => {
  let driver: { open: ReturnType<typeof vi.fn<() => void>>; close: ReturnType<typeof vi.fn<() => void>> };
  let uninstall: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    resetLoading();
    driver = { open: vi.fn<() => void>(), close: vi.fn<() => void>() };
    uninstall = installLoadingDialog(driver, LOADING_MIN_MS, () => Date.now());
  });
  afterEach(() => {
    uninstall();
    vi.useRealTimers();
  });

  it('opens when a load starts and stays at least 1000 ms after a fast load', () => {
    startLoading();
    expect(driver.open).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    stopLoading();
    vi.advanceTimersByTime(LOADING_MIN_MS - 101);
    expect(driver.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(driver.close).toHaveBeenCalledTimes(1);
  });

  it('closes right away when the loads took longer than 1000 ms', () => {
    startLoading();
    vi.advanceTimersByTime(LOADING_MIN_MS + 500);
    stopLoading();
    vi.advanceTimersByTime(0);
    expect(driver.close).toHaveBeenCalledTimes(1);
  });

  it('stays open while any load is in progress and opens once for overlapping loads', () => {
    startLoading();
    startLoading();
    stopLoading();
    vi.advanceTimersByTime(LOADING_MIN_MS * 3);
    expect(driver.close).not.toHaveBeenCalled();
    expect(driver.open).toHaveBeenCalledTimes(1);
    stopLoading();
    vi.advanceTimersByTime(0);
    expect(driver.close).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog when a new load starts during the minimum time', () => {
    startLoading();
    stopLoading();
    vi.advanceTimersByTime(500);
    startLoading();
    vi.advanceTimersByTime(LOADING_MIN_MS);
    expect(driver.close).not.toHaveBeenCalled();
    expect(driver.open).toHaveBeenCalledTimes(1);
    stopLoading();
    vi.advanceTimersByTime(0);
    expect(driver.close).toHaveBeenCalledTimes(1);
  });
});

describe('the first view of a page the browser renders alone (decision 0094)', () => {
  let release: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    resetLoading();
    release = holdLoadingDialog();
  });
  afterEach(() => {
    release();
    resetLoading();
    vi.useRealTimers();
  });

  /** Let the dialog's opening (after any success dialog, a promise) happen. */
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('shows the dialog from the start and holds the page until it was rendered, its loads ended and the dialog closed', async () => {
    holdFirstView();
    await settle();
    expect(getLoadingCount()).toBe(1);
    expect(isLoadingDialogOpen()).toBe(true);
    expect(isFirstViewHeld()).toBe(true);
    // The header's list starts; the page is rendered meanwhile: still held while the list loads.
    startLoading();
    firstViewRendered();
    expect(getLoadingCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(LOADING_MIN_MS * 3);
    expect(isFirstViewHeld()).toBe(true);
    expect(isLoadingDialogOpen()).toBe(true);
    stopLoading();
    await settle();
    expect(isLoadingDialogOpen()).toBe(false);
    expect(isFirstViewHeld()).toBe(false);
    // Later loads show the dialog over the page, which stays.
    startLoading();
    await settle();
    expect(isLoadingDialogOpen()).toBe(true);
    expect(isFirstViewHeld()).toBe(false);
    stopLoading();
    await vi.advanceTimersByTimeAsync(LOADING_MIN_MS);
    expect(isLoadingDialogOpen()).toBe(false);
  });

  it('keeps the page held for the whole minimum time of the dialog, even when all was fast', async () => {
    holdFirstView();
    await settle();
    firstViewRendered();
    expect(getLoadingCount()).toBe(0);
    expect(isFirstViewHeld()).toBe(true);
    await vi.advanceTimersByTimeAsync(LOADING_MIN_MS - 1);
    expect(isFirstViewHeld()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(isFirstViewHeld()).toBe(false);
  });

  it('never holds a page that was not held from its start (a server-rendered page)', async () => {
    firstViewRendered();
    startLoading();
    await settle();
    expect(isFirstViewHeld()).toBe(false);
    stopLoading();
    await vi.advanceTimersByTimeAsync(LOADING_MIN_MS);
  });
});
