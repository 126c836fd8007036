/**
 * Build time: where a chain's forms send (see send-form.ts). Only a chain whose local.json says
 * `"formRelay": false` gets its SendEmail key in the page; a chain with no relay and no such opt-out
 * gets no forms at all (null: the pages show no form, as for a chain without e-mail settings).
 */
import type { Language } from "../../tenant/languages.ts";
import type { ReadyTenant } from "../../tenant/tenant.ts";
import { bodyLabels, envelopeFor } from "./email-settings.ts";
import { everyEmploymentField } from "./employment-fields.ts";
import { CONTACT_FIELDS, NEWSLETTER_FIELDS, type FormKind } from "./fields.ts";
import type { SendTarget } from "./send-form.ts";

/** The send target of one form, or null when the chain sends no e-mail (the form is hidden). */
export function sendTargetFor(tenant: ReadyTenant, kind: FormKind, lang: Language = "en"): SendTarget | null {
  const email = tenant.data.EMAIL;
  if (email === undefined) return null;
  if (tenant.formRelayUrl !== null)
    // An English page's target is what it was; another language's names it, for the e-mail's subject.
    return { via: "relay", url: `${tenant.formRelayUrl}/${tenant.site}`, ...(lang === "en" ? {} : { lang }) };
  if (tenant.formSending !== "direct") return null;
  const labels = bodyLabels(formFields(kind), lang);
  return {
    via: "direct",
    envelope: envelopeFor(kind, email, tenant.flags.employmentEmailSubject, lang),
    ...(labels === undefined ? {} : { labels }),
    RSAClientId: tenant.data.RSA_CLIENT_ID,
    EnterpriseId: email.enterprise_id,
    SecurityKey: email.security_key,
  };
}

/** Every field a form of `kind` can have (the application's in both its variants), for the body's labels. */
function formFields(kind: FormKind) {
  if (kind === "newsletter") return NEWSLETTER_FIELDS;
  if (kind === "contact") return CONTACT_FIELDS;
  return everyEmploymentField();
}
