/**
 * Test-only: a relay chain with test addressing (`<site>-sub`, `contact@<site>.example` …).
 */
import type { RelayChain } from "../services/form-relay/chains.ts";

/** A relay chain for `site`, with `over` replacing any field. */
export function relayChain(site: string, over: Partial<RelayChain> = {}): RelayChain {
  return {
    site,
    hosts: [`www.${site}.example`, `${site}.localhost`],
    subdomain: `${site}-sub`,
    clientId: 7,
    gatewayUrl: "http://gateway.test",
    email: {
      contact_recipient: `contact@${site}.example`,
      employment_recipient: `jobs@${site}.example`,
      newsletter_recipient: `news@${site}.example`,
      from_email: `no-reply@${site}.example`,
      from_name: "Acme",
      enterprise_id: "7",
      cc: "",
      bcc: "",
    },
    employment: { ageQuestion: false, positionApplyForLabel: false },
    recaptcha: false,
    ...over,
  };
}
