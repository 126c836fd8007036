/**
 * The profile form and the stored session: the form starts from the signed-in user record, and a
 * successful update writes the store, names and phone back into it (accounts spec §8), so the
 * header shows the new name without signing in again.
 */
import type { StoreOption } from "../../shared/forms/StoreSelect.tsx";
import { phoneDigits } from "../../shared/forms/field-rules.ts";
import type { ProfileForm } from "./member-validation.ts";

/** The fields of the stored user record the member area reads and writes. */
export type MemberFields = {
  UserToken: string;
  MemberNumber?: string | undefined;
  UserDetailId?: number | null | undefined;
  FirstName?: string | undefined;
  LastName?: string | undefined;
  MobileNumber?: string | undefined;
  Username?: string | undefined;
  ClientStoreId?: number | null | undefined;
  ClientStoreName?: string | undefined;
};

/** A store the preferred-store dropdown offers (the dropdown is the entry forms'). */
export type { StoreOption };

/** The form's starting values from the user record; a stored store that no longer exists starts unchosen. */
export function profileFormFrom(record: MemberFields, stores: readonly StoreOption[]): ProfileForm {
  const storeId = record.ClientStoreId ?? null;
  const known = storeId !== null && stores.some((s) => s.id === storeId);
  return {
    firstname: record.FirstName ?? "",
    lastname: record.LastName ?? "",
    email: record.Username ?? "",
    MobileNumber: phoneDigits(record.MobileNumber ?? ""),
    client_store: known ? String(storeId) : "",
  };
}

/** The UpdateUserProfile body fields (without the token) from a valid form. */
export function profileRequest(form: ProfileForm): {
  FirstName: string;
  LastName: string;
  PhoneNumber: string;
  ClientStoreId: number;
} {
  return {
    FirstName: form.firstname.trim(),
    LastName: form.lastname.trim(),
    PhoneNumber: form.MobileNumber.trim(),
    ClientStoreId: Number(form.client_store),
  };
}

/** The stored-record fields a successful update replaces: store, names and phone. */
export function profilePatch(
  form: ProfileForm,
  stores: readonly StoreOption[],
): { FirstName: string; LastName: string; MobileNumber: string; ClientStoreId: number; ClientStoreName?: string } {
  const sent = profileRequest(form);
  const store = stores.find((s) => s.id === sent.ClientStoreId);
  return {
    FirstName: sent.FirstName,
    LastName: sent.LastName,
    MobileNumber: sent.PhoneNumber,
    ClientStoreId: sent.ClientStoreId,
    ...(store === undefined ? {} : { ClientStoreName: store.name }),
  };
}

/** The user record after a successful update: store, names and phone replaced, everything else kept. */
export function withProfile<T extends MemberFields>(record: T, form: ProfileForm, stores: readonly StoreOption[]): T {
  return { ...record, ...profilePatch(form, stores) };
}

/** Dropdown options from the chain's store list (build time); stores without a name show their id. */
export function storeOptions(stores: readonly { ClientStoreId: number; ClientStoreName: string }[]): StoreOption[] {
  return stores.map((s) => ({ id: s.ClientStoreId, name: s.ClientStoreName.trim() || `Store ${s.ClientStoreId}` }));
}
