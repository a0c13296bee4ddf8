/**
 * Types of `linebreak` 1.1.0 (the Unicode line breaking algorithm, UAX #14; the package ships none),
 * as src/server/modules/cv/typesetting.ts uses it.
 */
declare module 'linebreak' {
  /** A break opportunity: the text may wrap before `position` (UTF-16 index); `required` after a newline. */
  interface Break {
    position: number;
    required: boolean;
  }
  /** Iterates the break opportunities of one string. */
  export default class LineBreaker {
    constructor(text: string);
    /** The next opportunity, or null after the last (the end of the text is one). */
    nextBreak(): Break | null;
  }
}
