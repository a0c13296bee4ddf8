import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { remainingOptions, type PickerOption } from './chip-options.js';
import { ChipPicker } from './chip-picker.js';

const OPTIONS: PickerOption[] = [
  { id: '1', label: 'TypeScript' },
  { id: '2', label: 'React' },
  { id: '3', label: 'SQL' },
];

function Harness({ initial, locked }: { initial: string[]; locked?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ChipPicker
      legend="Skills"
      selectLabel="Add a skill"
      emptyText="No more skills"
      options={OPTIONS}
      value={value}
      onAdd={(id) => setValue([...value, id])}
      onRemove={(id) => setValue(value.filter((v) => v !== id))}
      lockedReason={(id) => (id === locked ? 'TypeScript stays.' : undefined)}
    />
  );
}

const offered = () =>
  within(screen.getByLabelText('Add a skill'))
    .getAllByRole('option')
    .map((option) => option.textContent)
    .slice(1);
const chosen = () =>
  within(screen.getByRole('list', { name: 'Chosen Skills' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.replace('×', ''));

describe('ChipPicker', () => {
  it('lists only the options not chosen yet', () => {
    expect(remainingOptions(OPTIONS, ['2']).map((o) => o.label)).toEqual(['TypeScript', 'SQL']);
    render(<Harness initial={['2']} />);
    expect(offered()).toEqual(['TypeScript', 'SQL']);
    expect(chosen()).toEqual(['React']);
  });

  it('adds the selected option, which then vanishes from the list', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[]} />);
    const add = screen.getByRole('button', { name: 'Add to Skills' });
    expect(add).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Add a skill'), 'SQL');
    await user.click(add);
    expect(chosen()).toEqual(['SQL']);
    expect(offered()).toEqual(['TypeScript', 'React']);
  });

  it('removing a chosen option offers it again; all chosen disables the select', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['1', '2', '3']} />);
    expect(screen.getByLabelText('Add a skill')).toBeDisabled();
    expect(screen.getByRole('option', { name: 'No more skills' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove React' }));
    expect(chosen()).toEqual(['TypeScript', 'SQL']);
    expect(offered()).toEqual(['React']);
  });

  it('shows the Remove button of a locked chip disabled with the reason, and it removes nothing (decision 0072)', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['1', '2']} locked="1" />);
    const locked = screen.getByRole('button', { name: 'Remove TypeScript' });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    expect(locked).toHaveAccessibleDescription('TypeScript stays.');
    await user.click(locked);
    expect(screen.getByRole('button', { name: 'Remove TypeScript' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove React' }));
    expect(screen.queryByRole('button', { name: 'Remove React' })).toBeNull();
  });
});
