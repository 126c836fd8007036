/** A piece of a chain's static coupon list (see features/coupons/coupon-lists.server.ts). */
import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from "astro";
import { couponListPaths } from "../../../features/coupons/coupon-lists.server.ts";
import { buildTenants } from "../../../lib/tenant-paths.server.ts";

export const getStaticPaths = (() => couponListPaths(buildTenants())) satisfies GetStaticPaths;

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = ({ props }) =>
  new Response(props.body, { headers: { "Content-Type": "application/json; charset=utf-8" } });
