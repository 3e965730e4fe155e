// Text matching shared by the two dataset searches: `GET .../search?q=` and `POST .../datasets/_msearch`.

/** A searched field: its words (in order) and how much a word found there weighs. */
export interface WeightedField {
  name: string;
  words: readonly string[];
  weight: number;
}

/** The words of a text, lower-cased: runs of letters, digits and underscores (`#kpi` gives `kpi`). */
export function wordsOf(text: string): string[] {
  return [...text.toLowerCase().matchAll(/[\p{L}\p{N}_]+/gu)].map((m) => m[0]);
}

/**
 * Cross-field relevance: for each distinct word, the weights of the fields holding it, summed. With `all`
 * (operator `and`), 0 as soon as a word is in no field; without, words found nowhere add nothing. No words: 0.
 */
export function crossFieldsScore(fields: readonly WeightedField[], words: readonly string[], all = true): number {
  const sets = fields.map((field) => ({ weight: field.weight, words: new Set(field.words) }));
  let score = 0;
  for (const word of new Set(words)) {
    const found = sets.filter((field) => field.words.has(word));
    if (!found.length && all) return 0;
    score += found.reduce((sum, field) => sum + field.weight, 0);
  }
  return score;
}

/**
 * Phrase relevance: the weight of each field holding the words in a row, times the number of words; with
 * `prefix` the last word only has to begin a word of the field (a search box's `phrase_prefix`). No words: 0.
 */
export function phraseScore(fields: readonly WeightedField[], words: readonly string[], prefix: boolean): number {
  if (!words.length) return 0;
  return fields
    .filter((field) => holdsPhrase(field.words, words, prefix))
    .reduce((sum, field) => sum + field.weight * words.length, 0);
}

function holdsPhrase(text: readonly string[], words: readonly string[], prefix: boolean): boolean {
  const last = words.length - 1;
  for (let start = 0; start + last < text.length; start++) {
    const fits = words.every((word, i) => {
      const candidate = text[start + i] ?? '';
      return i === last && prefix ? candidate.startsWith(word) : candidate === word;
    });
    if (fits) return true;
  }
  return false;
}

/** The words a highlighter marks: exact words, and prefixes (the last word of a `phrase_prefix`). */
export interface HighlightTerms {
  words: Set<string>;
  prefixes: Set<string>;
}

/** The text with every matching word wrapped in `pre`/`post` (case kept), or undefined when no word matches. */
export function highlightText(text: string, terms: HighlightTerms, pre: string, post: string): string | undefined {
  let marked = false;
  const result = text.replace(/[\p{L}\p{N}_]+/gu, (token) => {
    const word = token.toLowerCase();
    if (!terms.words.has(word) && ![...terms.prefixes].some((p) => word.startsWith(p))) return token;
    marked = true;
    return `${pre}${token}${post}`;
  });
  return marked ? result : undefined;
}

/** Whether a name matches a pattern in which `*` stands for any run of characters (as in `_source` filters). */
export function matchesPattern(name: string, pattern: string): boolean {
  if (!pattern.includes('*')) return name === pattern;
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(name);
}
