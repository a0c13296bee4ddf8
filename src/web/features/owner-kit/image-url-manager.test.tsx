import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { closeDialog, dialogText, resetDialogs } from '../../test/owner-helpers.js';
import { TEXTS } from '../../i18n/admin-texts.js';
import { canAddImage, moveToFront } from './image-list.js';
import { ImageUrlManager } from './image-url-manager.js';

afterEach(async () => {
  await resetDialogs();
});

const A = 'https://img.example.com/a.png';
const B = 'https://img.example.com/b.png';
const C = 'https://img.example.com/c.png';

function Harness({ initial, allowMain = true }: { initial: string[]; allowMain?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ImageUrlManager label="Profile Images" value={value} onChange={setValue} allowMain={allowMain} />
      <output data-testid="value">{value.join(' ')}</output>
    </>
  );
}

const BROKEN_IMAGE_TEXT = TEXTS.imageUpload.broken;
const current = () => screen.getByTestId('value').textContent;
const urlInput = () => screen.getByLabelText('New image URL (Profile Images)');

describe('canAddImage and moveToFront', () => {
  it('accepts only new absolute http(s) URLs', () => {
    expect(canAddImage([], A)).toBe(true);
    expect(canAddImage([A], A)).toBe(false);
    expect(canAddImage([A], ` ${A} `)).toBe(false);
    expect(canAddImage([], 'not a url')).toBe(false);
    expect(canAddImage([], '/img/local.png')).toBe(false);
    expect(canAddImage([], 'javascript:alert(1)')).toBe(false);
  });

  it('moves an item to the front and keeps the others in order', () => {
    expect(moveToFront([A, B, C], 2)).toEqual([C, A, B]);
    expect(moveToFront([A, B, C], 0)).toEqual([A, B, C]);
    expect(moveToFront([A, B, C], 5)).toEqual([A, B, C]);
  });
});

describe('ImageUrlManager', () => {
  it('adds a valid URL with the Add button and clears the field', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[]} />);
    expect(screen.getByText('No images yet.')).toBeInTheDocument();
    await user.type(urlInput(), A);
    await user.click(screen.getByRole('button', { name: 'Add image to Profile Images' }));
    expect(current()).toBe(A);
    expect(urlInput()).toHaveValue('');
    expect(screen.getByRole('img', { name: 'Profile Images 1' })).toHaveAttribute('src', A);
  });

  it('adds with Enter in the URL field', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[A]} />);
    await user.type(urlInput(), `${B}{Enter}`);
    expect(current()).toBe(`${A} ${B}`);
  });

  it("refuses an invalid URL with 'Invalid or duplicate URL!'", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[A]} />);
    await user.type(urlInput(), 'htp:/nope');
    await user.click(screen.getByRole('button', { name: 'Add image to Profile Images' }));
    expect(await dialogText()).toBe(MESSAGES.validation.invalidOrDuplicateUrl);
    await closeDialog(user);
    expect(current()).toBe(A);
  });

  it("refuses a duplicate URL with 'Invalid or duplicate URL!'", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[A]} />);
    await user.type(urlInput(), `${A}{Enter}`);
    expect(await dialogText()).toBe(MESSAGES.validation.invalidOrDuplicateUrl);
    await closeDialog(user);
    expect(current()).toBe(A);
  });

  it('removes an image', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[A, B, C]} />);
    await user.click(screen.getByRole('button', { name: 'Remove: Profile Images 2' }));
    expect(current()).toBe(`${A} ${C}`);
  });

  it('makes an image the main one (moved to the front)', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[A, B, C]} />);
    const list = screen.getByRole('list', { name: 'Profile Images' });
    expect(
      within(within(list).getAllByRole('listitem')[0] as HTMLElement).getByText('Main'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make main: Profile Images 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make main: Profile Images 3' }));
    expect(current()).toBe(`${C} ${A} ${B}`);
  });

  it('offers no "make main" in a plain list (projects)', () => {
    render(<Harness initial={[A, B]} allowMain={false} />);
    expect(screen.queryByRole('button', { name: /Make main/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Main')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Remove/ })).toHaveLength(2);
  });

  it('warns about an image URL that does not load, and keeps it', () => {
    render(<Harness initial={[A, B]} />);
    expect(screen.queryByText(BROKEN_IMAGE_TEXT)).not.toBeInTheDocument();
    const second = screen.getByRole('img', { name: 'Profile Images 2' });
    fireEvent.error(second);
    expect(screen.getByText(BROKEN_IMAGE_TEXT)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('img', { name: 'Profile Images 2' })).toHaveAccessibleDescription(
      BROKEN_IMAGE_TEXT,
    );
    expect(screen.getByRole('img', { name: 'Profile Images 2' })).toHaveAttribute('data-placeholder', 'true');
    expect(screen.getByRole('img', { name: 'Profile Images 1' })).not.toHaveAccessibleDescription();
    expect(current()).toBe(`${A} ${B}`);
  });
});
