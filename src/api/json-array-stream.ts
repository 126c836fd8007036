/**
 * Reads one array of a JSON answer while the answer is still arriving: a coupon list of 2,000
 * offers is 1.4 MB, and its first coupons are in its first few kilobytes, so the page can draw them
 * long before the rest has come. `push` takes the text as it arrives and gives back the texts of the
 * array's elements completed so far (each one JSON value, to parse on its own); `remainder` gives,
 * once the answer is complete, the whole answer with that array left empty (the envelope: the error
 * block and the flags), so nothing is parsed twice. The array is the one under `key` (case-insensitive,
 * as the client reads keys) at the top level of the answer; a string may hold any character, braces
 * and escaped quotes included. It scans character codes and copies text in slices, never a character
 * at a time (a phone reads 1.4 MB in well under 100 ms). Framework-free.
 */

/** The reader of one answer (see the module note). */
export type ArrayStream = {
  /** Takes the next text of the answer; returns the elements completed by it, in order. */
  push(text: string): string[];
  /** The answer read so far without the array's elements (the complete envelope once the answer ended). */
  remainder(): string;
};

const QUOTE = 34; // "
const COMMA = 44; // ,
const OPEN_BRACE = 123; // {
const CLOSE_BRACE = 125; // }
const OPEN_BRACKET = 91; // [
const CLOSE_BRACKET = 93; // ]

/** Whether a character code is JSON white space. */
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/** Where a string ends: the index just after its closing quote, or -1 when it goes on past `text`. */
export type StringEnd = (text: string, from: number) => number;

/**
 * Finds where strings end, across the pieces of an answer (called from just inside a string). It jumps
 * from quote to backslash with `indexOf` rather than reading each character, keeps the next backslash
 * of the current text so a long piece is searched once, and remembers a backslash cut off at a piece's
 * end, so the first character of the next piece is the escaped one.
 */
export function stringEnds(): StringEnd {
  let escaped = false;
  /** Where the next backslash of the current text is (-1: none), so strings are skipped by `indexOf`. */
  let nextBackslash = -1;
  // The text and position that search started from: it holds for a later position of the same text
  // only (two pieces of an answer may have the same text, and a new piece is searched from its start).
  let backslashText = "";
  let searchedFrom = 0;
  return (text, from) => {
    let i = from;
    if (escaped) {
      escaped = false;
      i++;
    }
    if (backslashText !== text || searchedFrom > i || (nextBackslash >= 0 && nextBackslash < i)) {
      backslashText = text;
      searchedFrom = i;
      nextBackslash = text.indexOf("\\", i);
    }
    for (;;) {
      if (i >= text.length) return -1;
      const quote = text.indexOf('"', i);
      if (nextBackslash >= 0 && (quote < 0 || nextBackslash < quote)) {
        // An escape before the quote: skip it and the character it escapes.
        i = nextBackslash + 2;
        if (i > text.length) escaped = true;
        searchedFrom = i;
        nextBackslash = text.indexOf("\\", i);
        continue;
      }
      return quote < 0 ? -1 : quote + 1;
    }
  };
}

/**
 * Reads the answer outside the array: keeps that text (the envelope) and finds the array under the
 * top-level key `wanted` (lower case), counting nesting so a same-named key deeper down is not it.
 */
function envelopeReader(wanted: string, stringEnd: StringEnd) {
  /** The answer without the array's elements. */
  let outside = "";
  /** Nesting outside the array (1: inside the answer's object). */
  let depth = 0;
  let inString = false;
  /** A top-level string being read (a key), and the last one read. */
  let keyText = "";
  let lastKey = "";
  let found = false;
  return {
    /** Reads `text` from `i`; returns where the array's contents start, or -1. */
    read(text: string, i: number): number {
      const start = i;
      while (i < text.length) {
        if (inString) {
          const end = stringEnd(text, i);
          if (depth === 1) keyText += text.slice(i, end < 0 ? text.length : end - 1);
          if (end < 0) break;
          inString = false;
          if (depth === 1) lastKey = keyText;
          i = end;
          continue;
        }
        const c = text.charCodeAt(i++);
        if (c === QUOTE) {
          inString = true;
          keyText = "";
        } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
          depth++;
          if (c === OPEN_BRACKET && !found && depth === 2 && lastKey.toLowerCase() === wanted) {
            found = true;
            outside += text.slice(start, i);
            return i;
          }
        } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
        else if (c === COMMA && depth === 1) lastKey = "";
      }
      outside += text.slice(start);
      return -1;
    },
    text: () => outside,
  };
}

/**
 * Reads the array's contents: cuts them into the texts of its elements, an element cut between pieces
 * kept until its end arrives. Returns, per piece, where the array's closing bracket is (the envelope's
 * again), or -1.
 */
function elementReader(stringEnd: StringEnd) {
  let inString = false;
  /** The element being read (its text so far), whether one is, and its own nesting. */
  let element = "";
  let inElement = false;
  let elementDepth = 0;
  return (text: string, i: number, done: string[]): number => {
    let from = inElement ? i : -1;
    const finish = (end: number) => {
      const value = (element + text.slice(from, end)).trim();
      if (value !== "") done.push(value);
      element = "";
      inElement = false;
      from = -1;
    };
    while (i < text.length) {
      if (inString) {
        const end = stringEnd(text, i);
        if (end < 0) break;
        inString = false;
        i = end;
        continue;
      }
      const c = text.charCodeAt(i);
      if (!inElement) {
        // The bracket itself is the envelope's: read on outside.
        if (c === CLOSE_BRACKET) return i;
        if (c === COMMA || isSpace(c)) {
          i++;
          continue;
        }
        inElement = true;
        element = "";
        elementDepth = 0;
        from = i;
      }
      // A number, true, false or null ends at the next comma or bracket; a string or container at its own end.
      if (elementDepth === 0 && (c === COMMA || c === CLOSE_BRACKET)) {
        finish(i);
        continue;
      }
      i++;
      if (c === QUOTE) inString = true;
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) elementDepth++;
      else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --elementDepth === 0) finish(i);
    }
    if (from >= 0) element += text.slice(from);
    return -1;
  };
}

/** A reader for the array under the top-level `key` of an answer. */
export function jsonArrayStream(key: string): ArrayStream {
  const stringEnd = stringEnds();
  const envelope = envelopeReader(key.toLowerCase(), stringEnd);
  const readElements = elementReader(stringEnd);
  /** Whether the text read last ended inside the array (the envelope's text before it and after it). */
  let inArray = false;
  return {
    push(text) {
      const done: string[] = [];
      let i = 0;
      while (i < text.length) {
        i = inArray ? readElements(text, i, done) : envelope.read(text, i);
        if (i < 0) break;
        inArray = !inArray;
      }
      return done;
    },
    remainder: envelope.text,
  };
}
