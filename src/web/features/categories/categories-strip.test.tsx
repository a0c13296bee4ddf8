import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { RESOURCE, paths } from '../../../shared/paths.js';
import { makeCategory, mockApi, renderWithClient } from '../../test/render.js';
import { ES } from '../../i18n/es.js';
import { createI18n } from '../../i18n/i18n.js';
import { getLoadingCount, resetLoading } from '../../lib/loading.js';
import { CategoriesStrip, nextSelection } from './categories-strip.js';

const PATH = paths.list(RESOURCE.category);

function Harness({ onChange }: { onChange: (id: string | null) => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <CategoriesStrip
      selectedId={selected}
      onSelect={(id) => {
        setSelected(id);
        onChange(id);
      }}
    />
  );
}

describe('CategoriesStrip (docs/product.md §2 "Categories", docs/product.md §4 "Project filter")', () => {
  beforeEach(() => resetLoading());
  afterEach(() => vi.unstubAllGlobals());

  it("is titled 'Categories:' and shows a loading indicator while fetching", () => {
    mockApi({ [PATH]: 'pending' });
    renderWithClient(<CategoriesStrip selectedId={null} onSelect={() => {}} />);
    expect(screen.getByRole('heading', { level: 2, name: MESSAGES.headings.categories })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(getLoadingCount()).toBe(1);
  });

  it("shows 'No Categories data available' when empty", async () => {
    mockApi({ [PATH]: { response: [] } });
    renderWithClient(<CategoriesStrip selectedId={null} onSelect={() => {}} />);
    expect(await screen.findByText(MESSAGES.empty.categories)).toBeInTheDocument();
  });

  it("shows 'Error loading categories: ' and the server's message on failure", async () => {
    mockApi({ [PATH]: { status: 500, error: { message: 'Nope.' } } });
    renderWithClient(<CategoriesStrip selectedId={null} onSelect={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${MESSAGES.load.categories}Nope.`);
  });

  it('selects a category on click and clears it on a second click', async () => {
    const all = makeCategory({ order: 1, title: 'All' });
    const web = makeCategory({ order: 0, title: 'Web' });
    mockApi({ [PATH]: { response: [all, web] } });
    const onChange = vi.fn();
    renderWithClient(<Harness onChange={onChange} />);
    const buttons = await screen.findAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Web', 'All']); // sorted by order

    const user = userEvent.setup();
    const webButton = screen.getByRole('button', { name: 'Web' });
    expect(webButton).toHaveAttribute('aria-pressed', 'false');
    await user.click(webButton);
    expect(onChange).toHaveBeenLastCalledWith(web._id);
    expect(webButton).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(onChange).toHaveBeenLastCalledWith(all._id);
    expect(webButton).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('nextSelection toggles', () => {
    expect(nextSelection(null, 'a')).toBe('a');
    expect(nextSelection('a', 'a')).toBeNull();
    expect(nextSelection('a', 'b')).toBe('b');
  });

  it("names the All category 'Todas' in Spanish unless the owner translated it; its letter mark when it has no icon", async () => {
    mockApi({
      [PATH]: {
        response: [
          makeCategory({ order: 0, title: 'All', thumbnails: '' }),
          makeCategory({ order: 1, title: 'Web', thumbnails: '', i18n: { es: { title: 'Sitios' } } }),
        ],
      },
    });
    renderWithClient(
      <I18nProvider i18n={createI18n('es', { es: ES })}>
        <CategoriesStrip selectedId={null} onSelect={() => {}} />
      </I18nProvider>,
    );
    const buttons = await screen.findAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Todas', 'Sitios']);
    expect(buttons[0]!.querySelector('[data-letters="T"]')).toHaveAttribute('aria-hidden', 'true');
    expect(buttons[0]!.querySelector('img')).toBeNull();
  });

  it('keeps the All category as written in English', async () => {
    mockApi({ [PATH]: { response: [makeCategory({ title: 'All' })] } });
    renderWithClient(<CategoriesStrip selectedId={null} onSelect={() => {}} />);
    expect(await screen.findByRole('button', { name: 'All' })).toBeInTheDocument();
  });
});
