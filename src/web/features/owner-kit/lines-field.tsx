/**
 * A list of short texts typed one per line (JSON Resume highlights and roles, decision 0030), on the
 * admin area's labelled textarea (./fields.tsx).
 */
import { useState } from 'react';
import type { BaseProps } from './field-frame.js';
import { TextAreaField } from './fields.js';

export interface LinesFieldProps extends BaseProps {
  /** The items (highlights, roles). */
  value: string[];
  /** The items typed: one per line, trimmed, empty lines left out. */
  onChange: (value: string[]) => void;
  rows?: number;
}

/**
 * A list of short texts as a labelled `<textarea>`, one item per line (JSON Resume highlights and
 * roles, decision 0030). What is typed stays as typed (blank lines too) while the value given back is
 * the trimmed, non-empty lines.
 */
export function LinesField({ value, onChange, rows = 4, ...props }: LinesFieldProps) {
  const [text, setText] = useState(() => value.join('\n'));
  return (
    <TextAreaField
      {...props}
      rows={rows}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(
          next
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== ''),
        );
      }}
    />
  );
}
