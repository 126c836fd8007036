/**
 * Request-body schemas of every POST call, keyed by call name. They are the client's own schemas
 * from src/api, so the client and this gateway cannot drift apart.
 */
import {
  changePasswordRequestSchema,
  changeUserNameRequestSchema,
  deleteUserRequestSchema,
  forgotPasswordRequestSchema,
  newRegisterRequestSchema,
  registerRequestSchema,
  updateUserProfileRequestSchema,
  validateEcomShopUserRequestSchema,
  validateMemberNumberRequestSchema,
  validateUserRequestSchema,
} from "#src/api/account-schemas.ts";
import { getMyCartDetailsRequestSchema, removeFromCartRequestSchema, saveMyCartRequestSchema } from "#src/api/cart.ts";
import { getCompanySettingsRequestSchema } from "#src/api/company.ts";
import {
  getCategoriesForCouponsByClientRequestSchema,
  getCategoriesForCouponsRequestSchema,
  getDetailsForCouponsRequestSchema,
} from "#src/api/coupons.ts";
import { sendEmailRequestSchema } from "#src/api/email.ts";
import {
  createPointsBasedRewardCouponForMemberNumberRequestSchema,
  getLMRewardsRequestSchema,
} from "#src/api/rewards-schemas.ts";
import {
  getClientStoresByClientAppRequestSchema,
  getClientStoresRequestSchema,
  getStaticClientStoresRequestSchema,
} from "#src/api/stores.ts";
import { getWeeklyAdsByCustomerRequestSchema, getWeeklyAdsByStoreRequestSchema } from "#src/api/weekly-ads.ts";
import type { BodySchema } from "./validate.ts";

/** Schema per call name. */
export const requestSchemas = {
  GetCompanySettingsAndContactInfoByStoreGroup: getCompanySettingsRequestSchema,
  GetMyCartDetails: getMyCartDetailsRequestSchema,
  GetCategoriesForCoupons: getCategoriesForCouponsRequestSchema,
  GetCategoriesForCouponsVariant: getCategoriesForCouponsByClientRequestSchema,
  GetClientStores: getClientStoresRequestSchema,
  GetclientStoresbyClientapp: getClientStoresByClientAppRequestSchema,
  GetStaticClientStores: getStaticClientStoresRequestSchema,
  GetWeeklyAdsByCustomer: getWeeklyAdsByCustomerRequestSchema,
  GetWeeklyAdsByStore: getWeeklyAdsByStoreRequestSchema,
  GetDetailsForCoupons: getDetailsForCouponsRequestSchema,
  SaveMyCart: saveMyCartRequestSchema,
  RemoveFromCart: removeFromCartRequestSchema,
  SendEmail: sendEmailRequestSchema,
  validateecomshopuser: validateEcomShopUserRequestSchema,
  ValidateUser: validateUserRequestSchema,
  ForgotPassword: forgotPasswordRequestSchema,
  ForgotPasswordV2: forgotPasswordRequestSchema,
  Register: registerRequestSchema,
  NewRegister: newRegisterRequestSchema,
  ValidateMemberNumber: validateMemberNumberRequestSchema,
  ChangeUserName: changeUserNameRequestSchema,
  UpdateUserProfile: updateUserProfileRequestSchema,
  DeleteUser: deleteUserRequestSchema,
  ChangePassword: changePasswordRequestSchema,
  GetLMRewards: getLMRewardsRequestSchema,
  GetLMRewardsV2: getLMRewardsRequestSchema,
  CreatePointsBasedRewardCouponForMemberNumber: createPointsBasedRewardCouponForMemberNumberRequestSchema,
} satisfies Record<string, BodySchema>;
