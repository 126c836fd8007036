/**
 * Company settings and contact info for a store group: footer contacts, welcome text, registration
 * switches, card-number length and social links.
 */
import * as z from "zod/mini";
import type { CallResult, GatewayClient } from "./client.ts";
import { errorMessageSchema, postMethod } from "./envelope.ts";
import { flag, list, numOr, text, wireLooseObject, wireObject } from "./wire-fields.ts";

/** Card-number length the spec uses until settings load (and when the server sends none). */
export const DEFAULT_MEMBER_CARD_LENGTH = 12;

/** Body of `POST GetCompanySettingsAndContactInfoByStoreGroup`. */
export const getCompanySettingsRequestSchema = z.strictObject({
  method: postMethod,
  ClientAppName: z.string(),
  ClientId: z.number(),
  StoreGroupId: z.number(),
  StoreId: z.number(),
});
/** Body of the company-settings call. */
export type GetCompanySettingsRequest = z.output<typeof getCompanySettingsRequestSchema>;

/** `CompanySettings`: the fields the storefront reads; other keys are kept as unknown values. */
export const companySettingsSchema = wireLooseObject({
  SupportEmail: text,
  StoreEmail: text,
  StorePhoneNumber: text,
  /** Multi-line opening hours (`\n` separated). */
  StoreTimings: text,
  /** Label for the hours (sent misspelt as `StoreTimingLable`). */
  StoreTimingLabel: text,
  WelcomeText: text,
  AllowLinkCardRegistration: flag,
  AllowNewRegistration: flag,
  MemberCardMinLength: numOr(DEFAULT_MEMBER_CARD_LENGTH),
  MemberCardMaxLength: numOr(DEFAULT_MEMBER_CARD_LENGTH),
  IsPhoneNumberMandatory: flag,
  EnableEmailAddressUpdate: flag,
  Logo: text,
});

/** One social or contact link of the footer. */
export const socialMediaSettingSchema = wireObject({
  Title: text,
  /** The link (URL, or a phone/e-mail value when `IsSocialMedia` is false). */
  Value: text,
  ImageURL: text,
  IsSocialMedia: flag,
  SequenceNumber: numOr(0),
});
/** One social link. */
export type SocialMediaSetting = z.output<typeof socialMediaSettingSchema>;

/** Response of the company-settings call. */
export const getCompanySettingsResponseSchema = wireObject({
  ErrorMessage: errorMessageSchema,
  CompanySettings: companySettingsSchema,
  SocialMediaSettings: list(socialMediaSettingSchema),
});
/** Response of the company-settings call. */
export type GetCompanySettingsResponse = z.output<typeof getCompanySettingsResponseSchema>;

/** Arguments of `getCompanySettings` (the body without `method`). */
export type GetCompanySettingsArgs = Omit<GetCompanySettingsRequest, "method">;

/** `POST GetCompanySettingsAndContactInfoByStoreGroup`. */
export function getCompanySettings(
  client: GatewayClient,
  args: GetCompanySettingsArgs,
): Promise<CallResult<GetCompanySettingsResponse>> {
  return client.post(
    "GetCompanySettingsAndContactInfoByStoreGroup",
    getCompanySettingsRequestSchema,
    args,
    getCompanySettingsResponseSchema,
  );
}

/** Social links in display order. */
export function sortedSocialLinks(settings: GetCompanySettingsResponse): SocialMediaSetting[] {
  return [...settings.SocialMediaSettings].sort((a, b) => a.SequenceNumber - b.SequenceNumber);
}
