/**
 * The three store-list calls (by customer, by client app, static). All answer the same list under
 * `GetClientStores`; the static one is a support call that names the chain in its body.
 */
import type { CallSpec } from "../calls.ts";
import { requestSchemas } from "../schemas.ts";
import { ok } from "../wire.ts";
import type { ChainSeed } from "../seed/types.ts";

const list = ({ chain }: { chain: ChainSeed }) => ok({ GetClientStores: chain.stores });

/** Store list calls. */
export const storeCalls: CallSpec[] = [
  {
    name: "GetClientStores",
    method: "POST",
    path: "/GetClientStores/:customerId",
    schema: requestSchemas.GetClientStores,
    handler: list,
  },
  {
    name: "GetclientStoresbyClientapp",
    method: "POST",
    path: "/GetclientStoresbyClientapp/:storeGroupId",
    schema: requestSchemas.GetclientStoresbyClientapp,
    handler: list,
  },
  {
    name: "GetclientStoresbyClientapp",
    method: "POST",
    path: "/GetclientStoresbyClientapp/:storeGroupId/:rest",
    schema: requestSchemas.GetclientStoresbyClientapp,
    handler: list,
  },
  {
    name: "GetStaticClientStores",
    method: "POST",
    path: "/GetStaticClientStores",
    schema: requestSchemas.GetStaticClientStores,
    chainFrom: "body",
    handler: list,
  },
];
