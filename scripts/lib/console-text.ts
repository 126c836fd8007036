/**
 * Text from a chain's data (names, hosts, keys, error texts quoting values) on its way to a
 * terminal: control characters are shown escaped (`\u001b`), never sent, so a chain name with an
 * escape sequence cannot recolour, move the cursor, rewrite earlier lines or set the window title
 * of whoever runs the pull, the build or the relay.
 */

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators and bidi controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** `text` with every control character (but tab and newline) written as `\uXXXX`. */
export function consoleText(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
