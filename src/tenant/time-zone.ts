/** True when the name is a time zone this runtime knows (an IANA name such as America/Chicago). */
export function isTimeZone(name: string): boolean {
  if (name.trim() === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
