import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startRecordingServer, type RecordingServer } from "#src/test-support/test-server.ts";
import { createRelayApp, type RelayOptions } from "./app.ts";
import { readFileSync } from "node:fs";
import { buildTenant } from "#src/tenant/tenant-files.ts";
import { clientInfo } from "#src/test-support/test-fixtures.ts";
import { relayChain as chain } from "../../test-support/relay-chain.ts";
import { relayChainOf } from "./chains.ts";
import { isChainOrigin } from "./origins.ts";
import { addressKey, MemoryCounterStore, RateLimiter } from "./rate-limit.ts";
import { MemorySubmissionStore } from "./idempotency.ts";
import { staticSecrets } from "./secrets.ts";
import { startFormRelay } from "./server.ts";
import { newSubmissionKey, sendForm } from "#src/features/email-forms/send-form.ts";
import { CONTACT_FIELDS } from "#src/features/email-forms/fields.ts";
import { es } from "#src/lib/i18n/es.ts";
import { STORE_KINDS, useRelayStores, type StoreKind, type StoreOptions } from "../../test-support/relay-stores.ts";

const VERIFY = "http://verify.test/siteverify";

type Sent = { url: string; headers: Headers; body: Record<string, unknown> };

function relayWith(stores: StoreOptions, over: Partial<RelayOptions> = {}, gatewayCode = 1) {
  const sent: Sent[] = [];
  const verifies: URLSearchParams[] = [];
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url === VERIFY) {
      const form = new URLSearchParams(String(init?.body));
      verifies.push(form);
      return Response.json({ success: form.get("response") === "good-token" && form.get("secret") === "rc-secret" });
    }
    const req = input instanceof Request ? input : new Request(url, init);
    sent.push({ url, headers: req.headers, body: (await req.json()) as Record<string, unknown> });
    return Response.json({ ErrorMessage: { ErrorCode: gatewayCode, ErrorDetails: gatewayCode === 1 ? "ok" : "no" } });
  }) as typeof fetch;
  const app = createRelayApp({
    chains: new Map([
      ["acme", chain("acme")],
      ["robo", chain("robo", { recaptcha: true })],
      [
        "oldjobs",
        chain("oldjobs", {
          employmentSubject: "Job application",
          employment: { ageQuestion: true, positionApplyForLabel: true },
        }),
      ],
    ]),
    secrets: staticSecrets({ acme: "key-acme", robo: "key-robo", oldjobs: "key-old" }, { robo: "rc-secret" }),
    clientAddress: (c) => c.req.header("x-test-ip") ?? "10.0.0.1",
    recaptchaVerifyUrl: VERIFY,
    fetch: fakeFetch,
    log: () => {},
    ...stores,
    ...over,
  });
  const post = (path: string, body: unknown, ip?: string) =>
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", ...(ip ? { "x-test-ip": ip } : {}) },
      body: JSON.stringify(body),
    });
  return { app, post, sent, verifies };
}

const contact = {
  firstname: "Ann",
  lastname: "Lee",
  email: "ann@example.com",
  phone: "5551234567",
  store: "Main Street",
  message: '<script>alert(1)</script> & "hi"',
};

/**
 * The clock a limits test runs on: the memory store follows the relay's `now` (a fake clock that
 * jumps), Redis counts windows by its own time (a short window, and real time passes).
 */
function windowClock(kind: StoreKind) {
  if (kind === "memory") {
    let t = 0;
    return { windowMs: 60_000, now: () => t, elapse: async (ms: number) => void (t += ms), retryAfter: [60, 60] };
  }
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // Retry-After rounds the window's rest up to whole seconds: 3 right after it started, 1 at its end.
  return { windowMs: 3000, now: Date.now, elapse: (ms: number) => wait(ms + 50), retryAfter: [1, 3] };
}

describe.each(STORE_KINDS)("form relay (%s store)", (kind) => {
  const stores = useRelayStores(kind);
  const relay = (over: Partial<RelayOptions> = {}, gatewayCode = 1) => relayWith(stores(), over, gatewayCode);

  it("sends a valid contact form with the chain's addressing and its own key, body escaped", async () => {
    const { post, sent } = relay();
    const res = await post("/acme/contact", { values: contact, captcha: "local:3+4" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    const { url, headers, body } = sent[0]!;
    expect(url).toBe("http://gateway.test/SendEmail");
    expect(headers.get("domainname")).toBe("acme-sub");
    expect(body).toMatchObject({
      EmailId: "contact@acme.example",
      EmailSubject: "Enquiry via Contact Us",
      SecurityKey: "key-acme",
      RSAClientId: 7,
      EnterpriseId: "7",
      FromEmailId: "no-reply@acme.example",
    });
    const html = String(body["EmailBody"]);
    expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;hi&#34;");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("local:3+4");
  });

  it("adds the Spanish subject after the English one for a form sent from a Spanish page", async () => {
    const { post, sent } = relay();
    expect((await post("/acme/contact?lang=es", { values: contact, captcha: "local:3+4" })).status).toBe(200);
    expect((await post("/acme/contact?lang=fr", { values: contact, captcha: "local:3+4" })).status).toBe(200);
    expect(sent.map((s) => s.body["EmailSubject"])).toEqual([
      "Enquiry via Contact Us / Consulta desde Contáctenos",
      "Enquiry via Contact Us",
    ]);
    // Each row's name likewise: the English first, then the page's.
    const [spanish, other] = sent.map((s) => String(s.body["EmailBody"]));
    expect(spanish).toContain(`<th align="left">First Name / ${es["form.label.firstname"]}</th>`);
    expect(spanish).toContain(`<th align="left">Message / ${es["form.label.message"]}</th>`);
    expect(other).toContain(`<th align="left">First Name</th>`);
  });

  it("never takes recipients or subject from the request", async () => {
    const { post, sent } = relay();
    const res = await post("/acme/newsletter", {
      values: { email: "a@b.co", EmailId: "evil@x.example" },
      captcha: "local:1+1",
    });
    expect(res.status).toBe(400);
    expect(sent).toHaveLength(0);
    const ok = await post("/acme/newsletter", { values: { email: "a@b.co" }, captcha: "local:1+1" });
    expect(ok.status).toBe(200);
    expect(sent[0]!.body).toMatchObject({ EmailId: "news@acme.example", EmailSubject: "Enquiry for Subscribe" });
  });

  it("answers 400 with the islands' messages and sends nothing", async () => {
    const { post, sent } = relay();
    const res = await post("/acme/contact", { values: { ...contact, email: "nope", phone: "" }, captcha: "local:3+4" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      ok: false,
      errors: { email: "Please enter a valid email address", phone: "The Phone field is required" },
    });
    expect((await post("/acme/contact", "not json")).status).toBe(400);
    expect(sent).toHaveLength(0);
  });

  it("adds the Spanish subject to a newsletter and an application sent from a Spanish page", async () => {
    const { post, sent } = relay();
    const newsletter = { values: { email: "ann@example.com" } };
    const application = { values: employmentAnswers(false), captcha: "local:2+2", terms: true };
    expect((await post("/acme/newsletter?lang=es", newsletter)).status).toBe(200);
    expect((await post("/acme/newsletter", newsletter)).status).toBe(200);
    expect((await post("/acme/employment?lang=es", application)).status).toBe(200);
    expect((await post("/acme/employment", application)).status).toBe(200);
    // The chain's own employment subject stays first, unchanged.
    const old = { values: employmentAnswers(true), captcha: "local:2+2", terms: true };
    expect((await post("/oldjobs/employment?lang=es", old)).status).toBe(200);
    expect(sent.map((s) => s.body["EmailSubject"])).toEqual([
      "Enquiry for Subscribe / Solicitud de suscripción",
      "Enquiry for Subscribe",
      "Enquiry for Employment / Solicitud de empleo",
      "Enquiry for Employment",
      "Job application / Solicitud de empleo",
    ]);
    // The rows' names: English first, then Spanish, from a Spanish page; English alone otherwise.
    expect(String(sent[2]!.body["EmailBody"])).toContain(`Date you can start / ${es["employment.label.startWhen"]}<`);
    expect(String(sent[3]!.body["EmailBody"])).toContain(">Date you can start<");
    expect(String(sent[0]!.body["EmailBody"])).toContain(`>Email / ${es["form.label.email"]}<`);
  });

  it("checks the employment terms and the chain's variant and subject", async () => {
    const { post, sent } = relay();
    const values = employmentAnswers(true);
    const noTerms = await post("/oldjobs/employment", { values, captcha: "local:2+2" });
    expect(noTerms.status).toBe(400);
    expect(await noTerms.json()).toMatchObject({ errors: { terms: "Please accept the Terms and Conditions" } });
    const res = await post("/oldjobs/employment", { values, captcha: "local:2+2", terms: true });
    expect(res.status).toBe(200);
    expect(sent[0]!.body).toMatchObject({ EmailSubject: "Job application", EmailId: "jobs@oldjobs.example" });
    expect(String(sent[0]!.body["EmailBody"])).toContain("Position Apply For");
  });

  it("rejects a local captcha token no passed check produces", async () => {
    const { post, sent } = relay();
    for (const captcha of ["local:0+4", "local:3+4x", "anything"]) {
      const res = await post("/acme/contact", { values: contact, captcha });
      expect(res.status).toBe(403);
    }
    expect(sent).toHaveLength(0);
  });

  it("verifies reCAPTCHA tokens with siteverify and the chain's secret", async () => {
    const { post, sent, verifies } = relay();
    expect((await post("/robo/contact", { values: contact, captcha: "bad-token" }, "10.9.9.9")).status).toBe(403);
    expect((await post("/robo/contact", { values: contact, captcha: "local:1+1" })).status).toBe(403);
    expect((await post("/robo/contact", { values: contact, captcha: "good-token" })).status).toBe(200);
    expect(verifies[0]!.get("remoteip")).toBe("10.9.9.9");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body["SecurityKey"]).toBe("key-robo");
  });

  it("fails closed when the secret store lacks the chain's key or reCAPTCHA secret", async () => {
    const { post, sent } = relay({ secrets: staticSecrets({}) });
    expect((await post("/acme/contact", { values: contact, captcha: "local:3+4" })).status).toBe(503);
    expect((await post("/robo/contact", { values: contact, captcha: "good-token" })).status).toBe(503);
    expect(sent).toHaveLength(0);
  });

  it("reports a gateway refusal as not sent", async () => {
    const { post } = relay({}, 0);
    const res = await post("/acme/contact", { values: contact, captcha: "local:3+4" });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ ok: false });
  });

  it("knows only its chains and forms", async () => {
    const { post } = relay();
    expect((await post("/other/contact", { values: contact, captcha: "local:3+4" })).status).toBe(404);
    expect((await post("/acme/orders", { values: contact, captcha: "local:3+4" })).status).toBe(404);
  });

  it("limits requests per client address and per chain", async () => {
    const clock = windowClock(kind);
    const limits = { perAddress: 2, perChain: 3, windowMs: clock.windowMs };
    const { post } = relay({ limits, now: clock.now });
    const send = (ip: string) => post("/acme/newsletter", { values: { email: "a@b.co" }, captcha: "local:1+1" }, ip);
    expect((await send("1.1.1.1")).status).toBe(200);
    expect((await send("1.1.1.1")).status).toBe(200);
    const third = await send("1.1.1.1");
    expect(third.status).toBe(429);
    const retryAfter = Number(third.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(clock.retryAfter[0]!);
    expect(retryAfter).toBeLessThanOrEqual(clock.retryAfter[1]!);
    expect((await send("2.2.2.2")).status).toBe(200);
    expect((await send("3.3.3.3")).status).toBe(429); // the chain's 3 are used
    await clock.elapse(clock.windowMs);
    expect((await send("1.1.1.1")).status).toBe(200);
  });

  it("does not let one address's excess use up its chain's sends", async () => {
    const limits = { perAddress: 2, perChain: 3, windowMs: 60_000 };
    const { post, sent } = relay({ limits });
    const send = (ip: string) => post("/acme/newsletter", { values: { email: "a@b.co" }, captcha: "local:1+1" }, ip);
    for (let i = 0; i < 20; i++) await send("6.6.6.6");
    expect((await send("7.7.7.7")).status).toBe(200);
    expect(sent).toHaveLength(3);
  });

  it("answers CORS only for the chain's own origins, with the request's origin and Vary: Origin", async () => {
    const preflight = async (app: ReturnType<typeof relay>["app"], site: string, origin: string) => {
      const res = await app.request(`/${site}/contact`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
      });
      return { allow: res.headers.get("access-control-allow-origin"), vary: res.headers.get("vary") ?? "" };
    };
    const { app } = relay();
    const own = await preflight(app, "acme", "https://www.acme.example");
    expect(own.allow).toBe("https://www.acme.example");
    expect(own.vary).toMatch(/\bOrigin\b/);
    expect((await preflight(app, "acme", "https://acme.localhost")).allow).toBe("https://acme.localhost");
    for (const origin of [
      "https://www.robo.example", // another chain's page
      "http://www.acme.example", // not https
      "https://www.acme.example:8443",
      "https://evil.example",
      "http://localhost:4321", // the preview only in the demo
      "http://acme.localhost:4321",
      "null",
    ])
      expect((await preflight(app, "acme", origin)).allow, origin).toBeNull();
    expect((await preflight(app, "nowhere", "https://www.acme.example")).allow).toBeNull();

    const post = await app.request("/acme/newsletter", {
      method: "POST",
      headers: { origin: "https://www.acme.example", "content-type": "application/json" },
      body: JSON.stringify({ values: { email: "a@b.co" } }),
    });
    expect(post.headers.get("access-control-allow-origin")).toBe("https://www.acme.example");
    expect(post.headers.get("vary")).toMatch(/\bOrigin\b/);

    const demo = relay({ loopbackOrigins: true }).app;
    for (const origin of [
      "http://localhost:4321",
      "http://127.0.0.1:4321",
      "http://[::1]:4321",
      "http://acme.localhost:4321",
    ])
      expect((await preflight(demo, "acme", origin)).allow, origin).toBe(origin);
    expect((await preflight(demo, "acme", "http://robo.localhost:4321")).allow).toBeNull();
    expect((await preflight(demo, "acme", "https://evil.example")).allow).toBeNull();
  });
});

describe.each(STORE_KINDS)("RateLimiter (%s store)", (kind) => {
  const stores = useRelayStores(kind);
  it("counts per address across chains", async () => {
    const limiter = new RateLimiter({ perAddress: 1, perChain: 10, windowMs: 1000 }, () => 0, stores().counters);
    expect(await limiter.take("a", "x")).toBe(0);
    expect(await limiter.take("a", "y")).toBe(1);
  });

  it("counts an IPv6 client by its /64", async () => {
    const limiter = new RateLimiter({ perAddress: 2, perChain: 10, windowMs: 1000 }, () => 0, stores().counters);
    expect(await limiter.take("2001:db8:0:1::1", "x")).toBe(0);
    expect(await limiter.take("2001:db8:0:1:ffff::2", "x")).toBe(0);
    expect(await limiter.take("2001:0db8:0000:0001:1234:5678:9abc:def0", "x")).toBe(1);
    expect(await limiter.take("2001:db8:0:2::1", "x")).toBe(0);
    expect(addressKey("::ffff:10.1.2.3")).toBe("10.1.2.3");
  });
});

describe("MemoryCounterStore", () => {
  it("drops expired windows as time passes and never holds more than its bound", () => {
    const store = new MemoryCounterStore(1000);
    for (let i = 0; i < 5000; i++) store.hit(`a:${i}`, 10, 60_000, i);
    expect(store.size).toBe(1000);
    // the newest 1000 are still counted: the 11th hit of the newest address is refused
    for (let n = 0; n < 9; n++) expect(store.hit("a:4999", 10, 60_000, 5000).allowed).toBe(true);
    expect(store.hit("a:4999", 10, 60_000, 5000).allowed).toBe(false);
    store.hit("later", 10, 60_000, 4999 + 60_000);
    expect(store.size).toBe(1);
  });
});

/** A complete employment application. */
export function employmentAnswers(ageQuestion: boolean): Record<string, string> {
  const yes = "yes";
  return {
    name: "Ann Lee",
    phone: "(555) 123-4567",
    email: "ann@example.com",
    street_address: "1 Main St",
    city: "Springfield",
    state: "IL",
    zip_code: "62701",
    country: "USA",
    how_long_have_you_lived_at_this_address: "3 years",
    referred_by: "",
    date_you_can_start: "2026-12-01",
    do_you_have_relatives_employed_here: "no",
    ...(ageQuestion
      ? { are_you_at_least_18_years_of_age_if_not_how_old: "yes" }
      : { are_you_currently_in_high_school: "no" }),
    college_or_university_credits: yes,
    did_you_earn_a_degree: "no",
    company_name1: "Corner Shop",
    phone_number1: "(555) 765-4321",
    street_address1: "2 Side St",
    city2: "Springfield",
    state2: "IL",
    postal: "62702",
    country2: "USA",
    start_date: "2020-01-01",
    end_date: "2024-01-01",
    reason_for_leaving: "",
    how_many_jobs_have_you_had_in_the_last_5_years_not_listed_above: "1",
    the_job_duties: "Stocking shelves",
    are_you_eligible_for_employment_in_the_united_states: yes,
    days_available_for_work: "Mon-Fri",
    hours_available_for_work: "9-5",
    additional_notes: "",
    The_information: yes,
    name1: "Ann Lee",
    store_location: "Bakery",
    date2: "2026-11-23",
  };
}

describe("the Lambda entry", () => {
  it("turns an HTTP API event into a request and the client address into the rate-limit key", async () => {
    const { runEvent } = await import("./lambda.ts");
    const seen: string[] = [];
    const app = createRelayApp<{ sourceIp: string }>({
      chains: new Map([["acme", chain("acme")]]),
      secrets: staticSecrets({ acme: "k" }),
      clientAddress: (c) => {
        seen.push(c.env.sourceIp);
        return c.env.sourceIp;
      },
      fetch: (async () => Response.json({ ErrorMessage: { ErrorCode: 1, ErrorDetails: "" } })) as typeof fetch,
      log: () => {},
    });
    const body = JSON.stringify({ values: { email: "a@b.co" } });
    const result = await runEvent(app, {
      rawPath: "/acme/newsletter",
      headers: { "content-type": "application/json" },
      body: Buffer.from(body).toString("base64"),
      isBase64Encoded: true,
      requestContext: { domainName: "relay.example", http: { method: "POST", sourceIp: "203.0.113.9" } },
    });
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ ok: true });
    expect(seen).toEqual(["203.0.113.9"]);
  });
});

describe.each(STORE_KINDS)("a submission is sent once (Idempotency-Key, %s store)", (kind) => {
  const stores = useRelayStores(kind);
  const OK = { json: { ErrorMessage: { ErrorCode: 1, ErrorDetails: "ok" } } };
  let gateway: RecordingServer;
  beforeEach(async () => {
    gateway = await startRecordingServer();
  });
  afterEach(() => gateway.close());

  function relayTo(sendTimeoutMs = 15_000) {
    const logged: string[] = [];
    const app = createRelayApp({
      ...stores(),
      chains: new Map([["acme", chain("acme", { gatewayUrl: gateway.baseUrl })]]),
      secrets: staticSecrets({ acme: "key-acme" }),
      clientAddress: () => "10.0.0.1",
      sendTimeoutMs,
      log: (m) => logged.push(m),
    });
    const post = (key?: string, values: Record<string, string> = contact, captcha = "local:3+4") =>
      app.request("/acme/contact", {
        method: "POST",
        headers: { "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
        body: JSON.stringify({ values, captcha }),
      });
    return { post, logged };
  }
  const sends = () => gateway.requests.filter((r) => r.url === "/SendEmail").length;

  it("answers 'may have been sent' when SendEmail outlasts the timeout, and never sends that submission again", async () => {
    gateway.reply("POST", "/SendEmail", { ...OK, delayMs: 2000 });
    const { post, logged } = relayTo(200);
    const first = await post("form-0001");
    expect(first.status).toBe(504);
    expect(await first.json()).toEqual({ ok: false, error: "May have been sent", code: "may-have-been-sent" });
    expect(sends()).toBe(1);
    expect(logged[0]).toMatch(/acme contact: SendEmail may have been sent/);
    for (let i = 0; i < 3; i++) {
      const again = await post("form-0001");
      expect(again.status).toBe(504);
      expect(await again.json()).toMatchObject({ code: "may-have-been-sent" });
    }
    expect(sends()).toBe(1);
  });

  it("answers a repeat 'in progress' while the first is with the gateway, then the first answer", async () => {
    gateway.reply("POST", "/SendEmail", { ...OK, delayMs: 500 });
    const { post } = relayTo();
    const first = post("form-0002");
    await expect.poll(sends).toBe(1);
    const repeat = await post("form-0002");
    expect(repeat.status).toBe(409);
    expect(await repeat.json()).toEqual({ ok: false, error: "In progress", code: "in-progress" });
    expect((await first).status).toBe(200);
    const later = await post("form-0002");
    expect(later.status).toBe(200);
    expect(await later.json()).toEqual({ ok: true });
    expect(sends()).toBe(1);
    expect((await post("form-0003")).status).toBe(200); // another submission is sent
    expect(sends()).toBe(2);
  });

  it("forgets a submission the gateway refused, so the shopper can send it again", async () => {
    gateway.reply("POST", "/SendEmail", [{ json: { ErrorMessage: { ErrorCode: 0, ErrorDetails: "no" } } }, OK]);
    const { post } = relayTo();
    expect((await post("form-0004")).status).toBe(502);
    expect((await post("form-0004")).status).toBe(200);
    expect(sends()).toBe(2);
  });

  it("binds a key to its submission: another one under a used key is refused (422) and never sent", async () => {
    gateway.reply("POST", "/SendEmail", OK);
    const { post } = relayTo();
    expect((await post("form-0005")).status).toBe(200);
    const other = await post("form-0005", { ...contact, message: "Something else entirely" });
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      ok: false,
      error: "This Idempotency-Key was used for a different submission",
      code: "key-reused",
    });
    // The same answers again (a retry, with a new captcha answer and the keys in another order) get the first answer.
    const reordered = Object.fromEntries(Object.entries(contact).reverse());
    const retry = await post("form-0005", reordered, "local:7+0");
    expect([retry.status, await retry.json()]).toEqual([200, { ok: true }]);
    expect(sends()).toBe(1);
    expect(gateway.requests.find((r) => r.url === "/SendEmail")?.text).not.toMatch(/Something else entirely/);
  });

  it("refuses a malformed key and sends nothing", async () => {
    gateway.reply("POST", "/SendEmail", OK);
    const { post } = relayTo();
    expect((await post("short")).status).toBe(400);
    expect((await post("has spaces in it")).status).toBe(400);
    expect(sends()).toBe(0);
  });

  it("keeps the body hash a claim was given, in progress and once answered", async () => {
    const store = stores().submissions ?? new MemorySubmissionStore();
    const now = Date.now();
    expect(await store.claim("acme/contact/hash-0001", now, "sha256:abc")).toEqual({ kind: "claimed" });
    const held = { kind: "in-progress", bodyHash: "sha256:abc" };
    expect(await store.peek("acme/contact/hash-0001", now)).toEqual(held);
    expect(await store.claim("acme/contact/hash-0001", now, "sha256:other")).toEqual(held);
    await store.finish("acme/contact/hash-0001", { status: 200, body: { ok: true } });
    const done = { kind: "done", answer: { status: 200, body: { ok: true } }, bodyHash: "sha256:abc" };
    expect(await store.peek("acme/contact/hash-0001", now)).toEqual(done);
    expect(await store.claim("acme/contact/hash-0002", now)).toEqual({ kind: "claimed" });
    expect(await store.peek("acme/contact/hash-0002", now)).toEqual({ kind: "in-progress" });
  });
});

describe.each(STORE_KINDS)("the form's send path against the relay (%s store)", (kind) => {
  const stores = useRelayStores(kind);
  it("tells a slow send as 'may have been sent' and sends no copy when the shopper tries again", async () => {
    const gateway = await startRecordingServer();
    gateway.reply("POST", "/SendEmail", {
      json: { ErrorMessage: { ErrorCode: 1, ErrorDetails: "ok" } },
      delayMs: 2000,
    });
    const running = await startFormRelay(0, {
      ...stores(),
      chains: new Map([["acme", chain("acme", { gatewayUrl: gateway.baseUrl })]]),
      secrets: staticSecrets({ acme: "key-acme" }),
      sendTimeoutMs: 200,
      log: () => {},
    });
    try {
      const target = { via: "relay" as const, url: `${running.url}/acme` };
      const submission = { values: contact, captcha: "local:3+4" };
      const key = newSubmissionKey();
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      for (let i = 0; i < 2; i++) {
        const outcome = await sendForm(target, "contact", CONTACT_FIELDS, submission, { idempotencyKey: key });
        expect(outcome).toEqual({ status: "uncertain", reason: "May have been sent" });
      }
      expect(gateway.requests.filter((r) => r.url === "/SendEmail")).toHaveLength(1);
      expect(gateway.requests[0]!.headers["domainname"]).toBe("acme-sub");
    } finally {
      await running.close();
      await gateway.close();
    }
  });
});

describe("relayChainOf", () => {
  it("takes the chain's hosts and beta hosts (its pages' origins) and leaves the SendEmail key out", () => {
    const pulled = JSON.parse(readFileSync("tenants/freshmart/clientinfo.json", "utf8")) as {
      data: { EMAIL: Record<string, unknown> };
    };
    const tenant = buildTenant(
      "acme",
      {
        local: { hosts: ["shop.acme.example"], betaHosts: ["beta.stores.example"], formRelay: "https://relay.example" },
        clientInfo: clientInfo("acme", { EMAIL: pulled.data.EMAIL }),
        snapshots: {},
      },
      { domainMap: { "www.acme.example": "acme" } },
    );
    const relayed = relayChainOf(tenant);
    expect(relayed?.hosts).toEqual(["www.acme.example", "shop.acme.example", "acme.localhost", "beta.stores.example"]);
    expect(JSON.stringify(relayed)).not.toContain("security_key");
    expect(isChainOrigin("https://beta.stores.example", relayed!, false)).toBe(true);
  });
});
