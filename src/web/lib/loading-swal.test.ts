import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADING_TITLE } from '../../shared/constants.js';

const fire = vi.fn(async () => ({}));
const close = vi.fn();
const showLoading = vi.fn();
vi.mock('./dialogs.js', () => ({
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
});
