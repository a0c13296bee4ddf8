import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADING_TITLE } from '../../shared/constants.js';

let successGate: Promise<void> = Promise.resolve();
const fire = vi.fn(async () => ({}));
const close = vi.fn();
const showLoading = vi.fn();
vi.mock('./dialogs.js', () => ({
  successDialogClosed: () => successGate,
  loadSwal: async () => ({
    fire,
    close,
    showLoading,
    isVisible: () => true,
    getTitle: () => ({ textContent: LOADING_TITLE }),
  }),
}));

const { swalLoadingDriver } = await import('./loading.js');

describe('the SweetAlert2 loading driver', () => {
  afterEach(() => vi.clearAllMocks());

  it("fires a blocking 'Cargando...' dialog that clicking outside cannot dismiss", async () => {
    const driver = swalLoadingDriver();
    driver.open();
    await vi.waitFor(() => expect(fire).toHaveBeenCalledTimes(1));
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Cargando...', allowOutsideClick: false, allowEscapeKey: false }),
    );
    driver.close();
    await vi.waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  });

  it('waits for a success dialog on screen to close before showing (issue 12 item 2)', async () => {
    let closeSuccess = () => {};
    successGate = new Promise((resolve) => {
      closeSuccess = resolve;
    });
    const driver = swalLoadingDriver();
    driver.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fire).not.toHaveBeenCalled();
    closeSuccess();
    await vi.waitFor(() => expect(fire).toHaveBeenCalledTimes(1));
    successGate = Promise.resolve();
  });
});
