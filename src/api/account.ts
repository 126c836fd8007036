/**
 * Account calls: login, hand-off login, forgot PIN/password, registration (simple and link-card),
 * card-number check, e-mail/profile/PIN changes and account deletion.
 */
import type { CallResult, GatewayClient } from "./client.ts";
import { ackResponseSchema, seg } from "./envelope.ts";
import type { AckResponse } from "./envelope.ts";
import {
  changePasswordRequestSchema,
  changeUserNameRequestSchema,
  deleteUserRequestSchema,
  forgotPasswordRequestSchema,
  newRegisterRequestSchema,
  registerRequestSchema,
  updateUserProfileRequestSchema,
  validateEcomShopUserRequestSchema,
  validateEcomShopUserResponseSchema,
  validateMemberNumberRequestSchema,
  validateUserRequestSchema,
  validateUserResponseSchema,
} from "./account-schemas.ts";
import type * as S from "./account-schemas.ts";

export * from "./account-schemas.ts";

/** The web storefront's device fields (no push registration, no mobile OS). */
export const WEB_DEVICE: S.DeviceFields = {
  DeviceInfo: "Web",
  MobileOS: "Web",
  MobileOSVersion: "",
  MobileModel: "",
  DeviceRegistrationId: "",
};
/** DeviceId the login call sends. */
export const LOGIN_DEVICE_ID = "3";
/** DeviceId the registration calls send. */
export const REGISTER_DEVICE_ID = "2";
/** DeviceType the registration calls send (the spec gives no value; the web storefront names itself). */
export const REGISTER_DEVICE_TYPE = "Web";
/** Each chain has its own database, so CustomerId is effectively always 1. */
export const CUSTOMER_ID = 1;

/** Response of `ForgotPassword`: the error block only. */
export const forgotPasswordResponseSchema = ackResponseSchema;
/** Response of `Register`: the error block only. */
export const registerResponseSchema = ackResponseSchema;
/** Response of `NewRegister`: the error block only. */
export const newRegisterResponseSchema = ackResponseSchema;
/** Response of `ValidateMemberNumber`: the error block only. */
export const validateMemberNumberResponseSchema = ackResponseSchema;
/** Response of `ChangeUserName`: the error block only. */
export const changeUserNameResponseSchema = ackResponseSchema;
/** Response of `UpdateUserProfile`: the error block only. */
export const updateUserProfileResponseSchema = ackResponseSchema;
/** Response of `DeleteUser`: the error block only. */
export const deleteUserResponseSchema = ackResponseSchema;
/** Response of `ChangePassword`: the error block only. */
export const changePasswordResponseSchema = ackResponseSchema;

/** Arguments of `validateUser`; device fields default to `WEB_DEVICE`. */
export type ValidateUserArgs = { UserName: string; Password: string; device?: Partial<S.DeviceFields> };

/** `POST ValidateUser`: sign in; the answer is the user record (error block spelt `ErrorMesasge`). */
export function validateUser(client: GatewayClient, args: ValidateUserArgs): Promise<CallResult<S.UserRecord>> {
  const body = {
    UserName: args.UserName,
    Password: args.Password,
    DeviceId: LOGIN_DEVICE_ID,
    CustomerId: CUSTOMER_ID,
    ...WEB_DEVICE,
    ...args.device,
  };
  return client.post("ValidateUser", validateUserRequestSchema, body, validateUserResponseSchema);
}

/** Arguments of `validateEcomShopUser`: the hand-off fields (device fields default to `WEB_DEVICE`). */
export type ValidateEcomShopUserArgs = Omit<S.ValidateEcomShopUserRequest, "method" | keyof S.DeviceFields> & {
  device?: Partial<S.DeviceFields>;
};

/** `POST validateecomshopuser`: automatic sign-in handed off from another shop app. */
export function validateEcomShopUser(
  client: GatewayClient,
  { device, ...fields }: ValidateEcomShopUserArgs,
): Promise<CallResult<S.UserRecord>> {
  const body = { ...fields, ...WEB_DEVICE, ...device };
  return client.post(
    "validateecomshopuser",
    validateEcomShopUserRequestSchema,
    body,
    validateEcomShopUserResponseSchema,
  );
}

/** `POST ForgotPassword` (PIN sites): e-mails the PIN. */
export function forgotPassword(client: GatewayClient, userName: string): Promise<CallResult<AckResponse>> {
  return client.post(
    "ForgotPassword",
    forgotPasswordRequestSchema,
    { UserName: userName },
    forgotPasswordResponseSchema,
  );
}

/** `POST ForgotPasswordV2` (password sites): e-mails a reset. */
export function forgotPasswordV2(client: GatewayClient, userName: string): Promise<CallResult<AckResponse>> {
  return client.post(
    "ForgotPasswordV2",
    forgotPasswordRequestSchema,
    { UserName: userName },
    forgotPasswordResponseSchema,
  );
}

/** Arguments of `register`: the form fields plus the tenant's ClientId and StoreGroupId. */
export type RegisterArgs = Omit<S.RegisterRequest, "method" | "DeviceType" | "DeviceId" | "CustomerId">;

/** `POST Register`: simple registration. */
export function register(client: GatewayClient, args: RegisterArgs): Promise<CallResult<AckResponse>> {
  const body = { ...args, DeviceType: REGISTER_DEVICE_TYPE, DeviceId: REGISTER_DEVICE_ID, CustomerId: CUSTOMER_ID };
  return client.post("Register", registerRequestSchema, body, registerResponseSchema);
}

/** Arguments of `newRegister`: the link-card form fields. */
export type NewRegisterArgs = Omit<S.NewRegisterRequest, "method" | "DeviceType" | "DeviceId" | "CustomerId">;

/** `POST NewRegister`: registration that links an existing loyalty card. */
export function newRegister(client: GatewayClient, args: NewRegisterArgs): Promise<CallResult<AckResponse>> {
  const body = { ...args, DeviceType: REGISTER_DEVICE_TYPE, DeviceId: REGISTER_DEVICE_ID, CustomerId: CUSTOMER_ID };
  return client.post("NewRegister", newRegisterRequestSchema, body, newRegisterResponseSchema);
}

/**
 * `POST ValidateMemberNumber/{memberNumber}`. Any ErrorCode comes back as data (passthrough): the
 * link-card form treats a positive `ErrorMessage.ErrorCode` as a valid card (see `isValidCardAnswer`).
 */
export function validateMemberNumber(client: GatewayClient, memberNumber: string): Promise<CallResult<AckResponse>> {
  return client.post(
    `ValidateMemberNumber/${seg(memberNumber)}`,
    validateMemberNumberRequestSchema,
    {},
    validateMemberNumberResponseSchema,
    { envelope: "passthrough" },
  );
}

/**
 * The spec's card check ("a truthy error code") read with the wire's codes: 1 (any positive code) is
 * success, while -1 ("This card is already linked") and -1001 are failures although non-zero.
 */
export function isValidCardAnswer(result: CallResult<AckResponse>): boolean {
  return result.ok && result.data.ErrorMessage.ErrorCode > 0;
}

/** `POST ChangeUserName`: changes the member's e-mail. */
export function changeUserName(
  client: GatewayClient,
  args: Omit<S.ChangeUserNameRequest, "method">,
): Promise<CallResult<AckResponse>> {
  return client.post("ChangeUserName", changeUserNameRequestSchema, args, changeUserNameResponseSchema);
}

/** `POST UpdateUserProfile`: names, phone and preferred store. */
export function updateUserProfile(
  client: GatewayClient,
  args: Omit<S.UpdateUserProfileRequest, "method">,
): Promise<CallResult<AckResponse>> {
  return client.post("UpdateUserProfile", updateUserProfileRequestSchema, args, updateUserProfileResponseSchema);
}

/** `POST DeleteUser`: deletes the member's account. */
export function deleteUser(
  client: GatewayClient,
  args: Omit<S.DeleteUserRequest, "method">,
): Promise<CallResult<AckResponse>> {
  return client.post("DeleteUser", deleteUserRequestSchema, args, deleteUserResponseSchema);
}

/** `POST ChangePassword` (PINs too); on success ErrorDetails holds the text to show. */
export function changePassword(
  client: GatewayClient,
  args: Omit<S.ChangePasswordRequest, "method" | "CustomerId">,
): Promise<CallResult<AckResponse>> {
  const body = { ...args, CustomerId: CUSTOMER_ID };
  return client.post("ChangePassword", changePasswordRequestSchema, body, changePasswordResponseSchema);
}
