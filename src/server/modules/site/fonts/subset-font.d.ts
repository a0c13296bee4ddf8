/**
 * Types of `subset-font` 2.9.0 (HarfBuzz's subsetter compiled to WebAssembly; the package ships none),
 * as src/server/modules/site/fonts/subset-worker.ts uses it.
 */
declare module 'subset-font' {
  interface SubsetOptions {
    /** The subset's format; default the input's. */
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /**
     * The OpenType layout features kept (four-character tags); default HarfBuzz's list, with the
     * glyphs each reaches from the text's.
     */
    keepFeatures?: string[];
  }
  /**
   * A font (TrueType, OpenType, WOFF or WOFF2 bytes) cut down to the glyphs `text` needs (with the
   * glyphs its layout features reach). Rejects for bytes that are no font.
   */
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
