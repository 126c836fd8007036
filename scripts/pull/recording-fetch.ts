/**
 * A fetch for the gateway client that keeps the body of the last answer. The client hands back
 * parsed data (dates turned into Date objects, keys normalised); snapshots store the answer as the
 * gateway sent it, so the build parses it with the very same schema and nothing drifts.
 */

/** A fetch plus access to the body text of the most recent response. */
export type RecordingFetch = {
  fetch: typeof globalThis.fetch;
  /** The last response body as JSON, then forgets it; undefined when there was none or it was not JSON. */
  takeJson(): unknown;
};

/** Wraps `base` (default: the global fetch) to record response bodies. */
export function recordingFetch(base: typeof globalThis.fetch = globalThis.fetch): RecordingFetch {
  let last: string | undefined;
  const wrapped: typeof globalThis.fetch = async (input, init) => {
    last = undefined;
    const response = await base(input, init);
    last = await response.clone().text();
    return response;
  };
  return {
    fetch: wrapped,
    takeJson() {
      const text = last;
      last = undefined;
      if (text === undefined) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    },
  };
}
