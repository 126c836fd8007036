/**
 * Public surface of the gateway client: the client factory and result types, the wire helpers and,
 * per gateway area, every call's request/response schemas, types and function.
 */
export * from "./client.ts";
export * from "./envelope.ts";
export * from "./wire.ts";
export * from "./clientinfo.ts";
export * from "./company.ts";
export * from "./coupons.ts";
export * from "./cart.ts";
export * from "./stores.ts";
export * from "./weekly-ads.ts";
export * from "./account.ts";
export * from "./rewards.ts";
export * from "./email.ts";
export * from "./jobs.ts";
