import { describe, expect, it } from 'vitest';
import { parseTheme, withThemeAttribute } from './theme.js';

describe('theme', () => {
  it('accepts only light and dark', () => {
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('blue')).toBeUndefined();
    expect(parseTheme('')).toBeUndefined();
    expect(parseTheme(undefined)).toBeUndefined();
  });

  it('writes the chosen theme on the html element only', () => {
    const page = '<!doctype html><html lang="en"><head></head><body><p>html</p></body></html>';
    expect(withThemeAttribute(page, 'light')).toBe(
      '<!doctype html><html data-theme="light" lang="en"><head></head><body><p>html</p></body></html>',
    );
    expect(withThemeAttribute(page, undefined)).toBe(page);
  });
});
