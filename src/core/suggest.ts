/**
 * Internal: the "did you mean" of unknown keys and values.
 *
 * Not exported from the package.
 *
 * @internal
 * @module
 */

/**
 * The known name nearest to a misspelt one, or `undefined` when none is near.
 *
 * Near means: the same name in other letter case; else an edit distance (insertions,
 * deletions, substitutions and swaps of two neighbours) of at most a third of the name's
 * length, and at least 2; else, for a renamed key such as `throughRound` for `afterRound`,
 * a shared run of at least five letters. Ties go to the first candidate in the given order,
 * so the answer is the same on every run.
 *
 * @internal
 */
export function suggest(name: string, candidates: readonly string[]): string | undefined {
  if (name.length > 200) return undefined;
  const lower = name.toLowerCase();
  for (const candidate of candidates) if (candidate.toLowerCase() === lower) return candidate;
  const limit = Math.max(2, Math.floor(name.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - name.length) >= bestDistance) continue;
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best !== undefined) return best;
  let bestRun = 4;
  for (const candidate of candidates) {
    const run = longestCommonRun(lower, candidate.toLowerCase());
    if (run > bestRun) {
      best = candidate;
      bestRun = run;
    }
  }
  return best;
}

/** The " (did you mean …?)" tail of a message, or `''` when nothing is near. */
export function didYouMean(name: string, candidates: readonly string[]): string {
  const near = suggest(name, candidates);
  return near === undefined ? '' : `; did you mean ${JSON.stringify(near)}?`;
}

/** Optimal string alignment distance (Damerau–Levenshtein without repeated edits of one substring). */
function editDistance(a: string, b: string): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, (before[j - 2] as number) + 1);
      }
      current.push(distance);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/** Length of the longest run of characters the two strings share. */
function longestCommonRun(a: string, b: string): number {
  let best = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] === b[j - 1]) {
        current[j] = (previous[j - 1] as number) + 1;
        if ((current[j] as number) > best) best = current[j] as number;
      }
    }
    previous = current;
  }
  return best;
}
