/**
 * Lighthouse runs for the benches (bench/web.ts, bench/designs.ts): a run that failed is run again.
 */
/**
 * A Lighthouse run's result, run again (up to three times) when it failed: Debian's Chromium now and
 * then records a trace without the navigation's start (NO_NAVSTART), a run with no figures.
 * @throws when Lighthouse gives no result, or three runs in a row failed.
 */
export async function withRetries<Result extends { runtimeError?: { code: string } }>(
  run: () => Promise<{ lhr: Result } | undefined>,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await run())?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed three times: ${lhr.runtimeError.code}`);
    console.log(`  (a run failed with ${lhr.runtimeError.code}; run again)`);
  }
}
