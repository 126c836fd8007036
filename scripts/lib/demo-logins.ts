/**
 * The demo members `npm start` prints, read from the demo gateway's seed so the list never goes stale.
 */

/** One demo login. */
export type DemoLogin = { site: string; chain: string; email: string; secret: string; kind: "PIN" | "password" };

/** The seeded members of every demo chain; empty (with a reason) when the seed cannot be read. */
export async function demoLogins(): Promise<{ logins: DemoLogin[]; error?: string }> {
  try {
    const { buildChains } = await import("../services/demo-gateway/seed/index.ts");
    const logins = buildChains({ now: Date.now() }).flatMap((chain) =>
      chain.members.map((m) => ({
        site: chain.site,
        chain: chain.name,
        email: m.email,
        secret: m.password,
        kind: chain.behaviour.passwordLogin ? ("password" as const) : ("PIN" as const),
      })),
    );
    return { logins };
  } catch (error) {
    return { logins: [], error: error instanceof Error ? error.message : String(error) };
  }
}
