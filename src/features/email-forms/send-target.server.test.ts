/**
 * Where a chain's forms send, by its local.json `formRelay` and the build's FORM_RELAY_URL: the relay
 * wherever one is configured, the page's own SendEmail call (with the key in the page) only for an
 * explicit `"formRelay": false`, and no form at all otherwise.
 */
import { describe, expect, it } from "vitest";
import { buildTenant } from "../../tenant/tenant-files.ts";
import type { ReadyTenant } from "../../tenant/tenant.ts";
import { clientInfo } from "../../test-support/test-fixtures.ts";
import { sendTargetFor } from "./send-target.server.ts";
import { emailBody } from "./email-body.ts";
import { CONTACT_FIELDS } from "./fields.ts";
import { es } from "../../lib/i18n/es.ts";

const EMAIL = {
  contact_recipient: "c@acme.example",
  employment_recipient: "e@acme.example",
  newsletter_recipient: "n@acme.example",
  from_email: "web@acme.example",
  from_name: "Acme",
  security_key: "acme-secret-key",
};

function tenant(local: Record<string, unknown> | undefined, envRelayUrl?: string): ReadyTenant {
  const t = buildTenant(
    "acme",
    { local, clientInfo: clientInfo("acme", { EMAIL }), snapshots: {} },
    { domainMap: {}, envRelayUrl, warn: () => undefined },
  );
  if (t.status !== "ok") throw new Error("expected a ready tenant");
  return t;
}

describe("sendTargetFor", () => {
  it("sends through FORM_RELAY_URL when local.json names no relay (the default wherever one is configured)", () => {
    const t = tenant(undefined, "https://relay.example/forms/");
    expect(t.formSending).toBe("relay");
    expect(sendTargetFor(t, "contact")).toEqual({ via: "relay", url: "https://relay.example/forms/acme" });
  });

  it("builds no form, and puts no key in the page, when no relay is configured and the chain did not opt out", () => {
    const t = tenant({ hosts: ["www.acme.example"] });
    expect(t.formSending).toBe("off");
    for (const kind of ["contact", "newsletter", "employment"] as const) expect(sendTargetFor(t, kind)).toBeNull();
  });

  it('calls SendEmail from the page only with an explicit "formRelay": false, even when a relay is configured', () => {
    const t = tenant({ formRelay: false }, "https://relay.example/forms");
    expect(t.formSending).toBe("direct");
    expect(sendTargetFor(t, "newsletter")).toMatchObject({ via: "direct", SecurityKey: "acme-secret-key" });
  });

  it("gives the page's own SendEmail the body's row names in both languages on a Spanish page, and nothing more in English", () => {
    const t = tenant({ formRelay: false, languages: ["en", "es"] });
    const spanish = sendTargetFor(t, "contact", "es");
    const english = sendTargetFor(t, "contact");
    if (spanish?.via !== "direct" || english?.via !== "direct") throw new Error("expected direct targets");
    const values = { firstname: "Ana", lastname: "Ruiz", email: "a@b.co", phone: "", store: "", message: "Hola" };
    const body = emailBody(CONTACT_FIELDS, values, spanish.labels);
    expect(body).toContain(`<th align="left">First Name / ${es["form.label.firstname"]}</th><td>Ana</td>`);
    expect(english).not.toHaveProperty("labels");
    const application = sendTargetFor(t, "employment", "es");
    expect(application?.via === "direct" && application.labels?.["Date you can start"]).toBe(
      `Date you can start / ${es["employment.label.startWhen"]}`,
    );
  });

  it("uses the chain's own relay URL, and FORM_RELAY_URL (else the default) for true", () => {
    expect(sendTargetFor(tenant({ formRelay: "https://own.example/r" }, "https://relay.example"), "contact")).toEqual({
      via: "relay",
      url: "https://own.example/r/acme",
    });
    expect(sendTargetFor(tenant({ formRelay: true }), "contact")).toEqual({
      via: "relay",
      url: "http://localhost:8790/acme",
    });
  });

  it("refuses a FORM_RELAY_URL that is not an http(s) URL with a plain host name, naming the chain", () => {
    expect(() => tenant(undefined, 'https://relay"$x.example')).toThrow(
      'tenant "acme", FORM_RELAY_URL: expected an http(s) URL with a plain host name, found "https://relay\\"$x.example"',
    );
  });
});
