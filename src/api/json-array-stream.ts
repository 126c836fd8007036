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

/** A reader for the array under the top-level `key` of an answer. */
export function jsonArrayStream(key: string): ArrayStream {
  const wanted = key.toLowerCase();
  /** The answer without the array's elements. */
  let outside = "";
  /** Nesting outside the array (1: inside the answer's object). */
  let depth = 0;
  let inString = false;
  let escaped = false;
  /** A top-level string being read (a key), and the last one read. */
  let keyText = "";
  let lastKey = "";
  let where: "before" | "in" | "after" = "before";
  /** The element being read (its text so far), whether one is, and its own nesting. */
  let element = "";
  let inElement = false;
  let elementDepth = 0;

  /** Where the next backslash of the current text is (-1: none), so strings are skipped by `indexOf`. */
  let nextBackslash = -1;
  let backslashText = "";

  /** The index just after the string's closing quote, or -1 when the string goes on past `text`. */
  function stringEnd(text: string, from: number): number {
    let i = from;
    if (escaped) {
      escaped = false;
      i++;
    }
    if (backslashText !== text || (nextBackslash >= 0 && nextBackslash < i)) {
      backslashText = text;
      nextBackslash = text.indexOf("\\", i);
    }
    for (;;) {
      if (i >= text.length) return -1;
      const quote = text.indexOf('"', i);
      if (nextBackslash >= 0 && (quote < 0 || nextBackslash < quote)) {
        // An escape before the quote: skip it and the character it escapes.
        i = nextBackslash + 2;
        if (i > text.length) escaped = true;
        nextBackslash = text.indexOf("\\", i);
        continue;
      }
      return quote < 0 ? -1 : quote + 1;
    }
  }

  /** Reads `text` from `i` outside the array; returns where the array's contents start, or -1. */
  function readOutside(text: string, i: number): number {
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
        if (c === OPEN_BRACKET && where === "before" && depth === 2 && lastKey.toLowerCase() === wanted) {
          where = "in";
          outside += text.slice(start, i);
          return i;
        }
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
      else if (c === COMMA && depth === 1) lastKey = "";
    }
    outside += text.slice(start);
    return -1;
  }

  /** Reads `text` from `i` inside the array, adding finished elements to `done`; returns where the array ended, or -1. */
  function readInside(text: string, i: number, done: string[]): number {
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
        if (c === CLOSE_BRACKET) {
          // The bracket itself is the envelope's: read on outside.
          where = "after";
          return i;
        }
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
  }

  return {
    push(text) {
      const done: string[] = [];
      let i = 0;
      while (i < text.length) {
        if (where !== "in") {
          i = readOutside(text, i);
          if (i < 0) break;
        } else {
          i = readInside(text, i, done);
          if (i < 0) break;
        }
      }
      return done;
    },
    remainder: () => outside,
  };
}
