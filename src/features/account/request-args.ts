/**
 * The call arguments built from the entry forms' values: trimmed e-mail and names, the store id as
 * a number, an empty ZipCode where the zip is hidden, and the chain's ids for Register.
 */
import type { NewRegisterArgs, RegisterArgs } from "../../api/account.ts";
import type { LinkCardValues, RegisterValues } from "./entry-validation.ts";

/** The chain ids Register sends. */
export type ChainIds = { clientId: number; storeGroupId: number };

/** Arguments of `register` (simple registration). */
export function registerArgs(v: RegisterValues, ids: ChainIds, hideZip: boolean): RegisterArgs {
  return {
    UserName: v.email.trim(),
    Password: v.secret,
    FirstName: v.firstName.trim(),
    LastName: v.lastName.trim(),
    ZipCode: hideZip ? "" : v.zip,
    PhoneNumber: v.phone,
    ClientStoreId: Number(v.store),
    ClientId: ids.clientId,
    StoreGroupId: ids.storeGroupId,
  };
}

/** Arguments of `newRegister` (link-card registration). */
export function newRegisterArgs(v: LinkCardValues): NewRegisterArgs {
  return {
    UserName: v.email.trim(),
    Password: v.secret,
    FirstName: v.firstName.trim(),
    LastName: v.lastName.trim(),
    ZipCode: v.zip.trim(),
    ClientStoreId: Number(v.store),
    MemberNumber: v.card,
  };
}
