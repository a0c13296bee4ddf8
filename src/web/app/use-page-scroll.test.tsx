import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageScroll } from './use-page-scroll.js';

function Shell({ children }: { children: React.ReactNode }) {
  usePageScroll('main');
  const navigate = useNavigate();
  return (
    <>
      <nav>
        <Link to="/form">Add Education</Link>
        <button type="button" onClick={() => void navigate(-1)}>
          Back
        </button>
      </nav>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="/"
          element={
            <Shell>
              <h1>Home</h1>
            </Shell>
          }
        />
        <Route
          path="/form"
          element={
            <Shell>
              <h1>Education</h1>
            </Shell>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});

beforeEach(() => {
  scrollY = 0;
  vi.stubGlobal('scrollTo', scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
});

afterEach(() => {
  vi.unstubAllGlobals();
  scrollTo.mockClear();
});

describe('usePageScroll', () => {
  it('opens a new page at the top with the focus on its heading, and Back restores the position', async () => {
    const user = userEvent.setup();
    renderApp();
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => {
      scrollY = 758;
      window.dispatchEvent(new Event('scroll'));
    });

    await user.click(screen.getByRole('link', { name: 'Add Education' }));
    const heading = await screen.findByRole('heading', { name: 'Education' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Home' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 758);
  });
});
