/**
 * Request and response schemas of the account calls (login, hand-off, registration, profile).
 * Request bodies are strict: the demo gateway validates incoming bodies with these same schemas.
 */
import * as z from "zod/mini";
import { errorMessageSchema, methodOnlyRequestSchema, postMethod } from "./envelope.ts";
import { idText, num, numOr, optNum, text, wireObject } from "./wire-fields.ts";

/** Device fields every login-type body carries. */
const deviceShape = {
  DeviceInfo: z.string(),
  MobileOS: z.string(),
  MobileOSVersion: z.string(),
  MobileModel: z.string(),
  DeviceRegistrationId: z.string(),
};
/** Device fields of login-type bodies. */
export type DeviceFields = { [K in keyof typeof deviceShape]: string };

/** Body of `POST ValidateUser` (DeviceId "3" and CustomerId 1 for web login). */
export const validateUserRequestSchema = z.strictObject({
  method: postMethod,
  UserName: z.string(),
  Password: z.string(),
  DeviceId: z.string(),
  CustomerId: z.number(),
  ...deviceShape,
});

/** The signed-in user record (login and hand-off answers); the error block may be spelt `ErrorMesasge`. */
export const userRecordSchema = wireObject({
  ErrorMessage: z.optional(errorMessageSchema),
  UserId: num,
  UserToken: idText,
  MemberNumber: text,
  UserDetailId: optNum,
  CustomerId: numOr(1),
  ClientStoreId: optNum,
  ClientStoreName: text,
  FirstName: text,
  LastName: text,
  ZipCode: text,
  MobileNumber: text,
  /** The member's e-mail. */
  Username: text,
});
/** The signed-in user record. */
export type UserRecord = z.output<typeof userRecordSchema>;
/** Response of `ValidateUser`. */
export const validateUserResponseSchema = userRecordSchema;

/** Body of `POST validateecomshopuser` (automatic hand-off from another shop app; ids arrive as text). */
export const validateEcomShopUserRequestSchema = z.strictObject({
  method: postMethod,
  MemberNumber: z.string(),
  UserId: z.union([z.number(), z.string()]),
  UserToken: z.string(),
  DeviceId: z.string(),
  CustomerId: z.union([z.number(), z.string()]),
  ...deviceShape,
});
/** Body of `validateecomshopuser`. */
export type ValidateEcomShopUserRequest = z.output<typeof validateEcomShopUserRequestSchema>;
/** Response of `validateecomshopuser`: the user record. */
export const validateEcomShopUserResponseSchema = userRecordSchema;

/** Body of `POST ForgotPassword` (PIN sites) and `ForgotPasswordV2` (password sites). */
export const forgotPasswordRequestSchema = z.strictObject({ method: postMethod, UserName: z.string() });

/** Body of `POST Register` (DeviceId "2", CustomerId 1, plus the tenant's ClientId and StoreGroupId). */
export const registerRequestSchema = z.strictObject({
  method: postMethod,
  UserName: z.string(),
  Password: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  DeviceType: z.string(),
  DeviceId: z.string(),
  ZipCode: z.string(),
  PhoneNumber: z.string(),
  CustomerId: z.number(),
  ClientStoreId: z.number(),
  ClientId: z.number(),
  StoreGroupId: z.number(),
});
/** Body of `Register`. */
export type RegisterRequest = z.output<typeof registerRequestSchema>;

/** Body of `POST NewRegister` (link-card registration). */
export const newRegisterRequestSchema = z.strictObject({
  method: postMethod,
  UserName: z.string(),
  Password: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  DeviceType: z.string(),
  DeviceId: z.string(),
  ZipCode: z.string(),
  CustomerId: z.number(),
  ClientStoreId: z.number(),
  MemberNumber: z.string(),
});
/** Body of `NewRegister`. */
export type NewRegisterRequest = z.output<typeof newRegisterRequestSchema>;

/** Body of `POST ValidateMemberNumber/{memberNumber}` (not shown in the spec: method only). */
export const validateMemberNumberRequestSchema = methodOnlyRequestSchema;

/** Body of `POST ChangeUserName` (the new e-mail). */
export const changeUserNameRequestSchema = z.strictObject({
  method: postMethod,
  UserName: z.string(),
  UserToken: z.string(),
});
/** Body of `ChangeUserName`. */
export type ChangeUserNameRequest = z.output<typeof changeUserNameRequestSchema>;

/** Body of `POST UpdateUserProfile`. */
export const updateUserProfileRequestSchema = z.strictObject({
  method: postMethod,
  FirstName: z.string(),
  LastName: z.string(),
  PhoneNumber: z.string(),
  ClientStoreId: z.number(),
  UserToken: z.string(),
});
/** Body of `UpdateUserProfile`. */
export type UpdateUserProfileRequest = z.output<typeof updateUserProfileRequestSchema>;

/** Body of `POST DeleteUser`. */
export const deleteUserRequestSchema = z.strictObject({
  method: postMethod,
  MemberNumber: z.string(),
  UserDetailId: z.number(),
  UserToken: z.string(),
});
/** Body of `DeleteUser`. */
export type DeleteUserRequest = z.output<typeof deleteUserRequestSchema>;

/** Body of `POST ChangePassword` (also used for PINs). */
export const changePasswordRequestSchema = z.strictObject({
  method: postMethod,
  OldPassword: z.string(),
  NewPassword: z.string(),
  CustomerId: z.number(),
  UserToken: z.string(),
});
/** Body of `ChangePassword`. */
export type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;
