/**
 * POST GetCompanySettingsAndContactInfoByStoreGroup: support contacts, welcome text, card length
 * and registration flags, and the social links of the footer and header.
 */
import type { CallSpec } from "../calls.ts";
import { requestSchemas } from "../schemas.ts";
import { ok } from "../wire.ts";

/** Company settings calls. */
export const companyCalls: CallSpec[] = [
  {
    name: "GetCompanySettingsAndContactInfoByStoreGroup",
    method: "POST",
    path: "/GetCompanySettingsAndContactInfoByStoreGroup",
    schema: requestSchemas.GetCompanySettingsAndContactInfoByStoreGroup,
    handler: ({ chain }) => ({
      ...ok({}),
      CompanySettings: {
        ...chain.company,
        AllowLinkCardRegistration: chain.behaviour.linkCardRegistration,
        AllowNewRegistration: true,
        MemberCardMinLength: chain.behaviour.cardLength,
        MemberCardMaxLength: chain.behaviour.cardLength,
        IsPhoneNumberMandatory: chain.behaviour.phoneRequired,
        EnableEmailAddressUpdate: chain.behaviour.emailChange,
      },
      SocialMediaSettings: chain.social,
    }),
  },
];
